import { Outlet } from 'react-router';
import './public/site.css';

/**
 * The public site inside the SPA (dev server, or a client-side visit): each page draws the same
 * SiteFrame as the prerendered HTML that the server sends for these paths (features/site/public).
 */
export function SiteLayout() {
  return <Outlet />;
}
