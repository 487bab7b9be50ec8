import { useTranslation } from '../locales/use-translation';
import { useElderMode } from './elder-mode';
import { OwnerSwitch } from './ui/switch';
import './elder-locale';

/**
 * 长辈模式 on the first screen (issue #26 item 4): the owner home and the SMS login carry the switch
 * themselves, so an older owner finds it before they would ever reach 我的.
 */
export function ElderModeToggle({ testId }: { testId: string }) {
  const { t } = useTranslation('elder');
  const { enabled, setEnabled } = useElderMode();
  return (
    <div className="owner-card elder-toggle">
      <OwnerSwitch
        label={t('switch.label')}
        hint={t('switch.hint')}
        checked={enabled}
        onChange={setEnabled}
        testId={testId}
      />
    </div>
  );
}
