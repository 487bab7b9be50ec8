import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

const pages = () => import('./owner-notice-pages');

/** The owner's notice pages on the plain components (issue #25); paths relative to /owner. */
export const noticeRoutes: RouteObject[] = [
  {
    path: 'notices',
    handle: pageConfig(PUBLIC_PAGE, 'ownerNotices'),
    lazy: async () => ({ Component: (await pages()).OwnerNoticesPage }),
  },
  {
    path: 'notices/:communityNoticeCode',
    handle: pageConfig(PUBLIC_PAGE, 'ownerNotice'),
    lazy: async () => ({ Component: (await pages()).OwnerNoticePage }),
  },
];
