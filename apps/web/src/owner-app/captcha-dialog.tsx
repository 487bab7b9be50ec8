import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  generateVerifyCodeImage,
  type SendMobileCodeResult,
  sendMobileCode,
} from '../features/account/account-api';
import { failureMessage, isRequestFailure } from '../lib/request';
import { useTranslation } from '../locales/use-translation';
import { OwnerDialog, showToast } from './owner-ui';
import { OwnerInput } from './ui/text-input';

/** SPEC §5's picture width (features/account/captcha-modal's; importing it would bring antd). */
const CAPTCHA_IMAGE_WIDTH = 230;

/**
 * The picture captcha of SPEC §5 (rarely needed: after too many codes) on the owner entry's own
 * dialog, as features/account/captcha-modal is on the workbench's: image 230 px wide, click for
 * another one; confirm retries the send with `verifyCodeImage`. Loaded only when the server asks.
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
  const [nonce, setNonce] = useState(0);
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const image = useQuery({
    queryKey: ['verifyCodeImage', mobile, nonce],
    queryFn: () => generateVerifyCodeImage(mobile ?? ''),
    enabled: mobile !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    // Outside production the server returns the text too, so a demo user can pass the check.
    setValue(image.data?.devCaptcha ?? '');
  }, [image.data]);

  const refresh = () => setNonce((count) => count + 1);

  const confirm = async () => {
    if (!mobile || sending) return;
    if (!value.trim()) {
      showToast(t('messages.captchaRequired'), 'error');
      return;
    }
    setSending(true);
    try {
      const result = await sendMobileCode(mobile, value.trim());
      setValue('');
      onSent(result);
    } catch (error) {
      showToast(failureMessage(error, t('messages.captchaWrong')), 'error');
      if (isRequestFailure(error) && error.code === 405) refresh();
    } finally {
      setSending(false);
    }
  };

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
