import App from 'antd/es/app';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import type { SendMobileCodeResult } from './account-api';
import { CAPTCHA_IMAGE_WIDTH, useCaptchaChallenge } from './use-captcha-challenge';

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
  const { image, value, setValue, sending, refresh, confirm } = useCaptchaChallenge({
    mobile,
    onSent,
    onError: (text) => void message.error(text),
  });

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
