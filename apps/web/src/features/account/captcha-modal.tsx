import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { generateVerifyCodeImage, type SendMobileCodeResult, sendMobileCode } from './account-api';

export const CAPTCHA_IMAGE_WIDTH = 230;

type CaptchaModalProps = {
  /** The mobile number waiting for its code; the modal is open while set. */
  mobile: string | null;
  onCancel: () => void;
  /** The code was sent after the picture captcha was accepted. */
  onSent: (result: SendMobileCodeResult) => void;
};

/**
 * The picture captcha that a 405 answer to sendMobileCode asks for (SPEC §5): image 230 px wide,
 * click for another one; confirm retries the send with `verifyCodeImage`. The mask does not close it.
 */
export function CaptchaModal({ mobile, onCancel, onSent }: CaptchaModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
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
    if (!mobile) return;
    if (!value.trim()) {
      void message.error(t('messages.captchaRequired'));
      return;
    }
    setSending(true);
    try {
      const result = await sendMobileCode(mobile, value.trim());
      setValue('');
      onSent(result);
    } catch (error) {
      void message.error(failureMessage(error, t('messages.captchaWrong')));
      if (isRequestFailure(error) && error.code === 405) refresh();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={mobile !== null}
      title={t('login.captchaTitle')}
      okText={t('login.confirm')}
      cancelText={t('login.cancel')}
      maskClosable={false}
      confirmLoading={sending}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
      width={360}
    >
      <div className="captcha">
        <button
          type="button"
          className="captcha__image"
          onClick={refresh}
          title={t('login.captchaRefresh')}
          style={{ width: CAPTCHA_IMAGE_WIDTH }}
        >
          {image.isPending ? <Spin /> : null}
          {image.isError ? <span className="captcha__error">{t('login.captchaLoadFailed')}</span> : null}
          {image.data ? (
            <img src={image.data.image} width={CAPTCHA_IMAGE_WIDTH} alt={t('login.captchaAlt')} />
          ) : null}
        </button>
        <div className="captcha__hint">{t('login.captchaRefresh')}</div>
        <Input
          aria-label={t('login.captchaLabel')}
          placeholder={t('login.captchaPlaceholder')}
          value={value}
          maxLength={16}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void confirm()}
        />
      </div>
    </Modal>
  );
}
