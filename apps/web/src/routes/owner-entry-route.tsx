import { useEffect } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { PUBLIC_PAGE, pageConfig } from './page-config';

/**
 * /owner and every address under it belong to the owner H5's own entry (owner.html, issue #25), not
 * to this SPA: a link inside the SPA that leads there loads the page from the server, which answers
 * /owner/* with owner.html. `replace`, so Back returns to the SPA page the link was on.
 */
function OpenOwnerEntry() {
  const location = useLocation();
  // The SPA's first address (key "default") is /owner only when a server without the owner entry
  // served index.html for it; loading it again would loop, so the SPA then shows nothing.
  const initial = location.key === 'default';
  useEffect(() => {
    if (!initial) window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [initial, location]);
  return null;
}

export const ownerEntryRoute: RouteObject = {
  path: '/owner/*',
  handle: pageConfig(PUBLIC_PAGE, 'notFound'),
  element: <OpenOwnerEntry />,
};
