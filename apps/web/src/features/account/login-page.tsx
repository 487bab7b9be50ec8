import { BankOutlined, TeamOutlined } from '@ant-design/icons';
import type { AdminOwnerType } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Segmented from 'antd/es/segmented';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { currentDevice } from '../../lib/browser';
import { clearSession, readSession, saveSession } from '../../lib/session';
import { resolveAfterLogin } from '../../routes/guards';
import { Brand } from '../../ui/brand';
import { FullPageSpin } from '../../ui/full-page-spin';
import { LanguageSwitch } from '../../ui/language-switch';
import { QrLoginPanel } from './qr-login-panel';
import { loginInfoQuery, primeLoginInfo } from './session-query';
import { SmsLoginForm } from './sms-login-form';

/**
 * /login (SPEC §2.3): a logged-in user goes straight to their workbench (honouring `to` inside it);
 * everyone else chooses community or government login and logs in by WeChat QR code or SMS.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = params.get('to');
  const session = readSession();
  const info = useQuery(loginInfoQuery(session));

  useEffect(() => {
    if (info.isError) clearSession();
  }, [info.isError]);

  if (session && info.isPending) return <FullPageSpin tip={t('app.loggingIn')} />;
  if (session && info.isSuccess)
    return <Navigate to={resolveAfterLogin(info.data.adminOwnerType, to)} replace />;
  return <LoginScreen to={to} initialType={session?.adminOwnerType ?? 'COMMUNITY'} />;
}

function LoginScreen({ to, initialType }: { to: string | null; initialType: AdminOwnerType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [loginType, setLoginType] = useState<AdminOwnerType>(initialType);
  // SPEC §9 mobile detection: the QR code cannot be scanned by the phone or tablet showing it, so
  // there SMS comes first; owners who followed a link on a phone are pointed to the owner pages.
  const [device] = useState(currentDevice);
  const mobile = device.phone || device.tablet;

  const onLoggedIn = useCallback(
    (info: UserInfoDto) => {
      if (!info.token) return;
      const session = { token: info.token, adminOwnerType: info.adminOwnerType ?? loginType };
      saveSession(session);
      primeLoginInfo(queryClient, session, info);
      // The login screen's toasts (发送成功) belong to it, not to the workbench that follows.
      message.destroy();
      void navigate(resolveAfterLogin(session.adminOwnerType, to), { replace: true });
    },
    [loginType, message, navigate, queryClient, to],
  );

  return (
    <div className="login">
      <aside className="login__aside">
        <Brand size={40} light />
        <h1 className="login__slogan">{t('app.slogan')}</h1>
        <p className="login__intro">{t('site.heroBody')}</p>
      </aside>
      <main className="login__main">
        <div className="login__toolbar">
          <LanguageSwitch />
        </div>
        <section className="login__card" aria-labelledby="login-title">
          <h2 id="login-title" className="login__title">
            {t('login.welcome')}
          </h2>
          <fieldset className="login__type" aria-label={t('login.loginType')}>
            <Segmented<AdminOwnerType>
              block
              size="large"
              value={loginType}
              onChange={setLoginType}
              options={[
                {
                  value: 'COMMUNITY',
                  icon: <TeamOutlined />,
                  label: t('login.typeCommunity'),
                  title: t('login.typeCommunityHint'),
                },
                {
                  value: 'GOV',
                  icon: <BankOutlined />,
                  label: t('login.typeGov'),
                  title: t('login.typeGovHint'),
                },
              ]}
            />
            <p className="login__type-hint">
              {loginType === 'GOV' ? t('login.typeGovHint') : t('login.typeCommunityHint')}
            </p>
          </fieldset>
          {device.phone ? (
            <Alert
              className="login__mobile-notice"
              type="info"
              showIcon
              title={t('login.mobileNotice')}
              description={
                <Link to="/owner" className="login__owner-link">
                  {t('login.mobileOwnerLink')}
                </Link>
              }
            />
          ) : null}
          <Tabs
            defaultActiveKey={mobile ? 'sms' : 'qr'}
            centered
            destroyOnHidden
            items={[
              {
                key: 'qr',
                label: (
                  <span>
                    {t('login.tabQr')}{' '}
                    <Tag color="green" className="login__recommended">
                      {t('login.recommended')}
                    </Tag>
                  </span>
                ),
                children: <QrLoginPanel key={loginType} adminOwnerType={loginType} onLoggedIn={onLoggedIn} />,
              },
              {
                key: 'sms',
                label: t('login.tabSms'),
                children: <SmsLoginForm adminOwnerType={loginType} isWxAPP={false} onLoggedIn={onLoggedIn} />,
              },
            ]}
          />
          <p className="login__agreement">{t('login.agreement')}</p>
        </section>
      </main>
    </div>
  );
}
