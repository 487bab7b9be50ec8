import { useTranslation } from '../../locales/use-translation';
import { useElderMode } from '../elder-mode';
import { OwnerSwitch } from '../ui/switch';

/**
 * 长辈模式 on the 我的 page (issue #26 item 4): one switch that turns the larger type and higher
 * contrast of every owner page on or off at once.
 */
export function ElderModeSwitch() {
  const { t } = useTranslation('owner');
  const { enabled, setEnabled } = useElderMode();
  return (
    <OwnerSwitch
      label={t('profile.elderMode')}
      hint={t('profile.elderModeHint')}
      checked={enabled}
      onChange={setEnabled}
      testId="elder-mode-switch"
    />
  );
}
