import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { confirmQrCodeLogin, scanQrCode } from '../../features/account/account-api';
import { useOwnerSession } from '../../features/account/owner-session';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useSearchParams } from '../nav';
import { OwnerSmsLogin } from '../owner-sms-login';
import { OwnerButton, OwnerSkeleton } from '../owner-ui';
import { OwnerResult } from '../ui/result';
import './scan-login.css';

/**
 * /owner/scan-login?loginKey=… : the page a workbench QR code opens on a phone. Without an owner
 * session it logs in by SMS (isWxAPP); then it reports the scan and lets the owner allow or refuse
 * the computer's login. Outside the owner frame, plain components.
 */
export function OwnerScanLogin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginKey = params.get('loginKey');
  const { token, signIn, signOut } = useOwnerSession();

  if (!loginKey) {
    return (
      <main>
        <OwnerResult status="warning" title={t('owner.scanTitle')} subTitle={t('owner.missingKey')} />
      </main>
    );
  }
  if (!token) {
    return (
      <OwnerSmsLogin title={t('owner.ownerLogin')} hint={t('owner.ownerLoginHint')} onLoggedIn={signIn} />
    );
  }
  return (
    <main>
      <ScanConfirm loginKey={loginKey} token={token} onSessionEnded={signOut} />
    </main>
  );
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
        <OwnerSkeleton rows={3} />
        <p className="owner-page__hint">{t('owner.scanning')}</p>
      </div>
    );
  }
  if (scan.isError) {
    return (
      <OwnerResult status="warning" title={t('owner.scanTitle')} subTitle={failureMessage(scan.error)} />
    );
  }
  if (decision.isError) {
    return (
      <OwnerResult status="error" title={t('owner.scanTitle')} subTitle={failureMessage(decision.error)} />
    );
  }
  if (decision.isSuccess) {
    return decision.data.wxScanQRCodeState === 'SCANNED_CODE_ALLOW_LOGIN' ? (
      <OwnerResult status="success" title={t('owner.allowed')} subTitle={t('owner.allowedHint')} />
    ) : (
      <OwnerResult status="info" title={t('owner.refused')} subTitle={t('owner.refusedHint')} />
    );
  }

  const area = scan.data.adminOwnerType === 'GOV' ? t('owner.areaGov') : t('owner.areaCommunity');
  return (
    <div className="owner-page owner-page--center">
      <svg className="owner-scan__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="5" y="8" width="38" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M17 41h14M24 34v7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="owner-page__title">{t('owner.scanTitle')}</h1>
      <p className="owner-page__hint">{t('owner.confirmPrompt', { area })}</p>
      <div className="owner-page__actions">
        <OwnerButton
          kind="primary"
          block
          loading={decision.isPending && decision.variables}
          disabled={decision.isPending}
          onClick={() => decision.mutate(true)}
        >
          {t('owner.allow')}
        </OwnerButton>
        <OwnerButton
          block
          loading={decision.isPending && !decision.variables}
          disabled={decision.isPending}
          onClick={() => decision.mutate(false)}
        >
          {t('owner.refuse')}
        </OwnerButton>
        <OwnerButton kind="link" onClick={onSessionEnded}>
          {t('owner.switchAccount')}
        </OwnerButton>
      </div>
    </div>
  );
}
