import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HomeOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import Menu from 'antd/es/menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuKey } from '../routes/page-config';
import type { MenuLeaf, MenuNode } from './menu-items';

const ICONS: Record<MenuKey, ReactNode> = {
  highrise: <BankOutlined />,
  villa: <HomeOutlined />,
  examine: <AuditOutlined />,
  vote: <SolutionOutlined />,
  quickVote: <ThunderboltOutlined />,
  consultation: <FormOutlined />,
  proposal: <ProfileOutlined />,
  notice: <NotificationOutlined />,
  finance: <PayCircleOutlined />,
  archive: <FolderOpenOutlined />,
  meeting: <ScheduleOutlined />,
  members: <TeamOutlined />,
  estate: <CustomerServiceOutlined />,
  dashboard: <DashboardOutlined />,
  activity: <CalendarOutlined />,
  govConsultation: <CommentOutlined />,
  information: <FileSearchOutlined />,
  complaint: <WarningOutlined />,
  stat: <BarChartOutlined />,
  communityReview: <SafetyCertificateOutlined />,
};

type SiderMenuProps = {
  nodes: readonly MenuNode[];
  selectedKey: MenuKey | null;
  /** Builds the link of a menu path, keeping the selected community. */
  linkTo: (path: string) => string;
  /** Called when an entry is chosen (the drawer of a narrow screen closes). */
  onNavigate?: () => void;
};

/** The workbench side menu (240 px), grouped as SPEC §2.4/§2.5 list it. */
export function SiderMenu({ nodes, selectedKey, linkTo, onNavigate }: SiderMenuProps) {
  const { t } = useTranslation();
  const entry = (leaf: MenuLeaf) => ({
    key: leaf.key,
    icon: ICONS[leaf.key],
    label: <Link to={linkTo(leaf.path)}>{t(leaf.label)}</Link>,
  });
  const items = nodes.map((node) =>
    node.kind === 'item'
      ? entry(node)
      : { key: node.key, type: 'group' as const, label: t(node.label), children: node.children.map(entry) },
  );
  return (
    <Menu
      mode="inline"
      className="sider-menu"
      selectedKeys={selectedKey ? [selectedKey] : []}
      items={items}
      onClick={onNavigate}
    />
  );
}
