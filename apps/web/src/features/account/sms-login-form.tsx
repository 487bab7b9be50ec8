import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import {
  isValidMobile,
  isValidVerificationCode,
  SMS_RESEND_SECONDS,
  VERIFICATION_CODE_LENGTH,
} from '@gongzhi/domain/account/login-rules';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { mobileLogin, type SendMobileCodeResult, sendMobileCode } from './account-api';
import { CaptchaModal } from './captcha-modal';
import { useCountdown } from './use-countdown';

type SmsLoginValues = { mobile: string; verificationCode: string };

type SmsLoginFormProps = {
  adminOwnerType: AdminOwnerType;
  /** True on the owner H5 (the mini-program stand-in): the server gives an owner session. */
  isWxAPP: boolean;
  /** Called with the login answer (user info with token). */
  onLoggedIn: (info: UserInfoDto) => void;
};

/**
 * SMS login (SPEC §5): mobile checked on blur, 6-character code, 60-second resend countdown,
 * picture captcha on 405, failures in a 登录失败 dialog. In dev/demo the server returns the code,
 * which is shown under the field and filled in.
 */
export function SmsLoginForm({ adminOwnerType, isWxAPP, onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<SmsLoginValues>();
  const countdown = useCountdown();
  const [devCode, setDevCode] = useState<string | null>(null);
  const [captchaMobile, setCaptchaMobile] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const afterSent = (result: SendMobileCodeResult) => {
    void message.success(t('messages.smsSent'));
    countdown.start(SMS_RESEND_SECONDS);
    setDevCode(result.devCode);
    if (result.devCode) form.setFieldValue('verificationCode', result.devCode);
  };

  const sendCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
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

  const submit = async (values: SmsLoginValues) => {
    setSubmitting(true);
    try {
      const info = await mobileLogin({ ...values, isWxAPP, adminOwnerType });
      onLoggedIn(info);
    } catch (error) {
      modal.error({
        title: t('messages.loginFailed'),
        content: failureMessage(error, t('messages.codeWrong')),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form<SmsLoginValues>
        form={form}
        name={isWxAPP ? 'owner-sms-login' : 'sms-login'}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        className="sms-login"
      >
        <Form.Item
          name="mobile"
          label={t('login.mobile')}
          validateTrigger="onBlur"
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                isValidMobile(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('messages.mobileInvalid'))),
            },
          ]}
        >
          <Input
            size="large"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            prefix={<MobileOutlined />}
            placeholder={t('login.mobilePlaceholder')}
          />
        </Form.Item>
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
                id={isWxAPP ? 'owner-sms-login_verificationCode' : 'sms-login_verificationCode'}
                size="large"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFICATION_CODE_LENGTH}
                prefix={<LockOutlined />}
                placeholder={t('login.codePlaceholder')}
                aria-label={t('login.code')}
              />
            </Form.Item>
            <Button
              size="large"
              onClick={() => void sendCode()}
              loading={sending}
              disabled={countdown.seconds > 0}
            >
              {countdown.seconds > 0
                ? t('login.resendIn', { seconds: countdown.seconds })
                : t('login.getCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item className="sms-login__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
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
