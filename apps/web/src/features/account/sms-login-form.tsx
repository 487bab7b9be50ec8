import { MobileOutlined } from '@ant-design/icons';
import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import { isValidMobile } from '@gongzhi/domain/account/login-rules';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { mobileLogin } from './account-api';
import { SmsCodeField } from './sms-code-field';

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
  const { modal } = App.useApp();
  const [form] = Form.useForm<SmsLoginValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: SmsLoginValues) => {
    setSubmitting(true);
    try {
      const info = await mobileLogin({ ...values, isWxAPP, adminOwnerType });
      onLoggedIn(info);
    } catch (error) {
      const refusal = failureMessage(error, t('messages.codeWrong'));
      // A government login refused because the phone is no staff yet: its office may still apply.
      const notGovStaff = adminOwnerType === 'GOV' && isRequestFailure(error) && error.code === 403;
      modal.error({
        title: t('messages.loginFailed'),
        content: notGovStaff ? (
          <>
            <p>{refusal}</p>
            <p className="sms-login__join">
              {t('login.govJoinHint')}
              <a href="/join">{t('login.govJoinLink')}</a>
            </p>
          </>
        ) : (
          refusal
        ),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
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
      <SmsCodeField
        form={form}
        inputId={isWxAPP ? 'owner-sms-login_verificationCode' : 'sms-login_verificationCode'}
      />
      <Form.Item className="sms-login__submit">
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
