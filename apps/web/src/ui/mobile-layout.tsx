import { Outlet } from 'react-router';

/** Phone-width frame of the mobile H5 pages: no login, no back button (SPEC §2.1). */
export function MobileLayout() {
  return (
    <div className="mobile-frame">
      <Outlet />
    </div>
  );
}
