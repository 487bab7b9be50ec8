import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

const pages = () => import('./owner-finance-pages');

/** The owner's finance report pages on the plain components (issue #25); paths relative to /owner. */
export const financeRoutes: RouteObject[] = [
  {
    path: 'financeReports',
    handle: pageConfig(PUBLIC_PAGE, 'ownerFinance'),
    lazy: async () => ({ Component: (await pages()).OwnerFinancePage }),
  },
  {
    path: 'financeReports/:reportId',
    handle: pageConfig(PUBLIC_PAGE, 'ownerFinanceReport'),
    lazy: async () => ({ Component: (await pages()).OwnerFinanceReportPage }),
  },
];
