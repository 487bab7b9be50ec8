import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isOldInternetExplorer } from '../lib/browser';

// antd's Alert only for the browsers that get the banner (issue #25: the shell loads nothing unused).
const Alert = lazy(() => import('antd/es/alert'));

/** SPEC §2.5: old Internet Explorer gets a warning banner. */
export function OldBrowserBanner() {
  const { t } = useTranslation();
  if (typeof navigator === 'undefined' || !isOldInternetExplorer(navigator.userAgent)) return null;
  return (
    <Suspense fallback={null}>
      <Alert banner type="warning" showIcon title={t('messages.oldBrowser')} />
    </Suspense>
  );
}
