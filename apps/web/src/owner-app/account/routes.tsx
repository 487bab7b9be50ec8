import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/**
 * The account area's owner pages outside the owner frame (the scan page logs in by itself and shows
 * no tabs): /owner/scan-login, which a workbench QR code opens on a phone.
 */
export function accountRoutesOutsideFrame(): RouteObject[] {
  return [
    {
      path: 'scan-login',
      handle: pageConfig(PUBLIC_PAGE, 'ownerScanLogin'),
      lazy: async () => ({ Component: (await import('./owner-scan-login')).OwnerScanLogin }),
    },
  ];
}
