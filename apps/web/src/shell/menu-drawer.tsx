import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';

type MenuDrawerProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * The side menu as a drawer over the page below 992 px (workbench.css), opened by ☰. Its own chunk:
 * loaded when ☰ is first pressed, so a desktop workbench never downloads the drawer (issue #25).
 */
export default function MenuDrawer({ open, title, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      placement="left"
      size={260}
      open={open}
      onClose={onClose}
      title={title}
      className="workbench-menu-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
