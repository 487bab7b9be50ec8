import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { confirmQrCodeLogin, scanQrCode } from './account-api';
import { OwnerLoginPanel } from './owner-login-panel';
import { useOwnerSession } from './owner-session';

/**
 * /owner/scan-login?loginKey=… : the owner H5 page a workbench QR code opens on a phone. Without an
 * owner session it logs in by SMS (isWxAPP); then it reports the scan and lets the owner allow or
 * refuse the computer's login.
 */
export function OwnerScanLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginKey = params.get('loginKey');
  const { token, signIn, signOut } = useOwnerSession();

  if (!loginKey)
    return <Result status="warning" title={t('owner.scanTitle')} subTitle={t('owner.missingKey')} />;

  if (!token) {
    return (
      <OwnerLoginPanel title={t('owner.ownerLogin')} hint={t('owner.ownerLoginHint')} onLoggedIn={signIn} />
    );
  }

  return <ScanConfirm loginKey={loginKey} token={token} onSessionEnded={signOut} />;
}

type ScanConfirmProps = { loginKey: string; token: string; onSessionEnded: () => void };

function ScanConfirm({ loginKey, token, onSessionEnded }: ScanConfirmProps) {
  const { t } = useTranslation();
  const scan = useQuery({
    queryKey: ['scanQRCode', loginKey, token],
    queryFn: () => scanQrCode(loginKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const decision = useMutation({ mutationFn: (allow: boolean) => confirmQrCodeLogin(loginKey, allow) });
  const sessionEnded = scan.isError && isRequestFailure(scan.error) && scan.error.code === 401;

  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  if (scan.isPending || sessionEnded) {
    return (
      <div className="owner-page owner-page--center">
        <Spin size="large" />
        <p className="owner-page__hint">{t('owner.scanning')}</p>
      </div>
    );
  }
  if (scan.isError) {
    return <Result status="warning" title={t('owner.scanTitle')} subTitle={failureMessage(scan.error)} />;
  }
  if (decision.isError) {
    return <Result status="error" title={t('owner.scanTitle')} subTitle={failureMessage(decision.error)} />;
  }
  if (decision.isSuccess) {
    const allowed = decision.data.wxScanQRCodeState === 'SCANNED_CODE_ALLOW_LOGIN';
    return allowed ? (
      <Result status="success" title={t('owner.allowed')} subTitle={t('owner.allowedHint')} />
    ) : (
      <Result status="info" title={t('owner.refused')} subTitle={t('owner.refusedHint')} />
    );
  }

  const area = scan.data.adminOwnerType === 'GOV' ? t('owner.areaGov') : t('owner.areaCommunity');
  return (
    <div className="owner-page owner-page--center">
      <DesktopOutlined className="owner-page__icon" />
      <h1 className="owner-page__title">{t('owner.scanTitle')}</h1>
      <p className="owner-page__hint">{t('owner.confirmPrompt', { area })}</p>
      <div className="owner-page__actions">
        <Button
          type="primary"
          size="large"
          block
          loading={decision.isPending && decision.variables}
          disabled={decision.isPending}
          onClick={() => decision.mutate(true)}
        >
          {t('owner.allow')}
        </Button>
        <Button
          size="large"
          block
          loading={decision.isPending && !decision.variables}
          disabled={decision.isPending}
          onClick={() => decision.mutate(false)}
        >
          {t('owner.refuse')}
        </Button>
        <Button type="link" onClick={onSessionEnded}>
          {t('owner.switchAccount')}
        </Button>
      </div>
    </div>
  );
}
