import {
  isValidMobile,
  isValidVerificationCode,
  SMS_RESEND_SECONDS,
  VERIFICATION_CODE_LENGTH,
} from '@gongzhi/domain/account/login-checks';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { mobileLogin, type SendMobileCodeResult, sendMobileCode } from '../features/account/account-api';
import { useCountdown } from '../features/account/use-countdown';
import { failureMessage, isRequestFailure } from '../lib/request';
import { useTranslation } from '../locales/use-translation';
import { Brand } from '../ui/brand';
import { ElderModeToggle } from './elder-mode-toggle';
import { OwnerButton, OwnerDialog, OwnerField, showToast } from './owner-ui';

const CaptchaDialog = lazy(() => import('./captcha-dialog'));

type Props = {
  title: string;
  hint: string;
  /** Called with the token of the owner session the login created. */
  onLoggedIn: (token: string) => void;
};

/**
 * The owner-H5 SMS login (SPEC §5, `isWxAPP: true` for an owner session) in plain components: the
 * same texts and rules as the workbench form (features/account/sms-login-form): mobile checked on
 * blur, 6-character code, 60-second resend countdown, the picture captcha on 405 (antd loaded only
 * then), failures in a 登录失败 dialog, the demo code shown and filled in.
 */
export function OwnerSmsLogin({ title, hint, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [devCode, setDevCode] = useState<string | null>(null);
  const [captchaMobile, setCaptchaMobile] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const checkMobile = (value = mobile) => {
    const error = isValidMobile(value) ? null : t('messages.mobileInvalid');
    setMobileError(error);
    return error === null;
  };
  const checkCode = (value = code) => {
    const error = isValidVerificationCode(value) ? null : t('messages.codeInvalid');
    setCodeError(error);
    return error === null;
  };

  const afterSent = (result: SendMobileCodeResult) => {
    showToast(t('messages.smsSent'), 'success');
    countdown.start(SMS_RESEND_SECONDS);
    setDevCode(result.devCode);
    if (result.devCode) {
      setCode(result.devCode);
      setCodeError(null);
    }
  };

  const sendCode = async () => {
    if (!checkMobile()) return;
    setSending(true);
    try {
      afterSent(await sendMobileCode(mobile));
    } catch (error) {
      if (isRequestFailure(error) && error.code === 405) setCaptchaMobile(mobile);
      else showToast(failureMessage(error), 'error');
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mobileOk = checkMobile();
    const codeOk = checkCode();
    if (!mobileOk || !codeOk) return;
    setSubmitting(true);
    try {
      const info = await mobileLogin({
        mobile,
        verificationCode: code,
        isWxAPP: true,
        adminOwnerType: 'COMMUNITY',
      });
      if (info.token) onLoggedIn(info.token);
    } catch (error) {
      setFailure(failureMessage(error, t('messages.codeWrong')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="owner-page">
      <div className="owner-page__brand">
        <Brand size={36} />
      </div>
      <h1 className="owner-page__title">{title}</h1>
      <p className="owner-page__hint">{hint}</p>
      <ElderModeToggle testId="elder-mode-switch-login" />
      <form className="sms-login" name="owner-sms-login" noValidate onSubmit={(event) => void submit(event)}>
        <OwnerField
          id="owner-sms-login_mobile"
          label={t('login.mobile')}
          value={mobile}
          error={mobileError}
          onChange={(event) => setMobile(event.target.value)}
          onBlur={() => checkMobile()}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('login.mobilePlaceholder')}
        />
        <OwnerField
          id="owner-sms-login_verificationCode"
          label={t('login.code')}
          value={code}
          error={codeError}
          extra={devCode ? t('login.devCode', { code: devCode }) : undefined}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => checkCode()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('login.codePlaceholder')}
          addon={
            <OwnerButton onClick={() => void sendCode()} loading={sending} disabled={countdown.seconds > 0}>
              {countdown.seconds > 0
                ? t('login.resendIn', { seconds: countdown.seconds })
                : t('login.getCode')}
            </OwnerButton>
          }
        />
        <OwnerButton kind="primary" type="submit" block loading={submitting}>
          {t('login.submit')}
        </OwnerButton>
      </form>
      <OwnerDialog
        open={failure !== null}
        title={t('messages.loginFailed')}
        okText={t('login.confirm')}
        onOk={() => setFailure(null)}
      >
        {failure}
      </OwnerDialog>
      {captchaMobile === null ? null : (
        <Suspense fallback={null}>
          <CaptchaDialog
            mobile={captchaMobile}
            onCancel={() => setCaptchaMobile(null)}
            onSent={(result) => {
              setCaptchaMobile(null);
              afterSent(result);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
