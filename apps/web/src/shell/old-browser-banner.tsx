import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { isOldInternetExplorer } from '../lib/browser';

/** SPEC §2.5: old Internet Explorer gets a warning banner. */
export function OldBrowserBanner() {
  const { t } = useTranslation();
  if (typeof navigator === 'undefined' || !isOldInternetExplorer(navigator.userAgent)) return null;
  return <Alert banner type="warning" showIcon title={t('messages.oldBrowser')} />;
}
