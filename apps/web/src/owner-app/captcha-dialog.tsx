import type { SendMobileCodeResult } from '../features/account/account-api';
import { CAPTCHA_IMAGE_WIDTH, useCaptchaChallenge } from '../features/account/use-captcha-challenge';
import { useTranslation } from '../locales/use-translation';
import { OwnerDialog, showToast } from './owner-ui';
import { OwnerInput } from './ui/text-input';

/**
 * The picture captcha of SPEC §5 (rarely needed: after too many codes) on the owner entry's own
 * dialog, as features/account/captcha-modal is on the workbench's (the steps are
 * features/account/use-captcha-challenge, shared): image 230 px wide, click for another one;
 * confirm retries the send with `verifyCodeImage`. Loaded only when the server asks.
 */
export default function CaptchaDialog({
  mobile,
  onCancel,
  onSent,
}: {
  mobile: string | null;
  onCancel: () => void;
  onSent: (result: SendMobileCodeResult) => void;
}) {
  const { t } = useTranslation();
  const { image, value, setValue, refresh, confirm } = useCaptchaChallenge({
    mobile,
    onSent,
    onError: (text) => showToast(text, 'error'),
  });

  return (
    <OwnerDialog
      open={mobile !== null}
      title={t('login.captchaTitle')}
      okText={t('login.confirm')}
      cancelText={t('login.cancel')}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <div className="captcha">
        <button
          type="button"
          className="captcha__image"
          onClick={refresh}
          title={t('login.captchaRefresh')}
          style={{ width: CAPTCHA_IMAGE_WIDTH }}
        >
          {image.isPending ? <span className="ob__spin" aria-hidden="true" /> : null}
          {image.isError ? <span className="captcha__error">{t('login.captchaLoadFailed')}</span> : null}
          {image.data ? (
            <img src={image.data.image} width={CAPTCHA_IMAGE_WIDTH} alt={t('login.captchaAlt')} />
          ) : null}
        </button>
        <div className="captcha__hint">{t('login.captchaRefresh')}</div>
        <OwnerInput
          aria-label={t('login.captchaLabel')}
          placeholder={t('login.captchaPlaceholder')}
          value={value}
          maxLength={16}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void confirm();
          }}
        />
      </div>
    </OwnerDialog>
  );
}
