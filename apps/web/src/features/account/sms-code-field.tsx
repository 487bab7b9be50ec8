import { LockOutlined } from '@ant-design/icons';
import {
  isValidVerificationCode,
  SMS_RESEND_SECONDS,
  VERIFICATION_CODE_LENGTH,
} from '@gongzhi/domain/account/login-rules';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { type SendMobileCodeResult, sendMobileCode } from './account-api';
import { CaptchaModal } from './captcha-modal';
import { useCountdown } from './use-countdown';

type SmsCodeFieldProps = {
  /** Any form holding the phone number (field `mobile`) and the code (field `verificationCode`). */
  form: FormInstance;
  /** The code input's id (the label points at it). */
  inputId: string;
  size?: 'large' | 'middle';
};

/**
 * The SMS code of SPEC §5 as a form field: 6 characters, 获取验证码 with a 60-second resend
 * countdown, the picture captcha on 405. The phone is validated (field `mobile`) before a send. In
 * dev/demo the server returns the code, which is shown under the field and filled in. Login and
 * the government join form share it.
 */
export function SmsCodeField({ form, inputId, size = 'large' }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [devCode, setDevCode] = useState<string | null>(null);
  const [captchaMobile, setCaptchaMobile] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const afterSent = (result: SendMobileCodeResult) => {
    void message.success(t('messages.smsSent'));
    countdown.start(SMS_RESEND_SECONDS);
    setDevCode(result.devCode);
    if (result.devCode) form.setFieldValue('verificationCode', result.devCode);
  };

  const sendCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = (await form.validateFields(['mobile'])) as { mobile: string });
    } catch {
      return;
    }
    setSending(true);
    try {
      afterSent(await sendMobileCode(mobile));
    } catch (error) {
      if (isRequestFailure(error) && error.code === 405) setCaptchaMobile(mobile);
      else void message.error(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item
        label={t('login.code')}
        required
        extra={devCode ? t('login.devCode', { code: devCode }) : undefined}
      >
        <Space.Compact block>
          <Form.Item
            name="verificationCode"
            noStyle
            validateTrigger="onBlur"
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  isValidVerificationCode(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('messages.codeInvalid'))),
              },
            ]}
          >
            <Input
              id={inputId}
              size={size}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              prefix={<LockOutlined />}
              placeholder={t('login.codePlaceholder')}
              aria-label={t('login.code')}
            />
          </Form.Item>
          <Button
            size={size}
            onClick={() => void sendCode()}
            loading={sending}
            disabled={countdown.seconds > 0}
          >
            {countdown.seconds > 0 ? t('login.resendIn', { seconds: countdown.seconds }) : t('login.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <CaptchaModal
        mobile={captchaMobile}
        onCancel={() => setCaptchaMobile(null)}
        onSent={(result) => {
          setCaptchaMobile(null);
          afterSent(result);
        }}
      />
    </>
  );
}
