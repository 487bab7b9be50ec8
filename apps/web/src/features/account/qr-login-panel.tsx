import { CheckCircleFilled, ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import {
  type AdminOwnerType,
  isTerminalQrState,
  type QrLoginState,
} from '@gongzhi/domain/account/account-enums';
import { QR_POLL_INTERVAL_MS } from '@gongzhi/domain/account/login-rules';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { useQuery } from '@tanstack/react-query';
import Spin from 'antd/es/spin';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { fetchLoginQrCode, fetchQrCodeState } from './account-api';

type QrLoginPanelProps = {
  adminOwnerType: AdminOwnerType;
  onLoggedIn: (info: UserInfoDto) => void;
};

type Overlay = { tone: 'info' | 'success' | 'warning'; text: string; retry: boolean };

/**
 * WeChat QR login (SPEC §2.3, §4): shows the code, polls its state every 2 s until it is terminal,
 * and overlays the scanned / success / refused / expired states; refused and expired click to retry.
 */
export function QrLoginPanel({ adminOwnerType, onLoggedIn }: QrLoginPanelProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const handled = useRef<string | null>(null);
  const qr = useQuery({
    queryKey: ['wxLoginQRCode', adminOwnerType, attempt],
    queryFn: () => fetchLoginQrCode(adminOwnerType),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const loginKey = qr.data?.loginKey ?? null;
  const poll = useQuery({
    queryKey: ['qrCodeState', loginKey],
    queryFn: () => fetchQrCodeState(loginKey ?? ''),
    enabled: loginKey !== null,
    gcTime: 0,
    retry: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const state = query.state.data?.wxScanQRCodeState;
      return state && isTerminalQrState(state) ? false : QR_POLL_INTERVAL_MS;
    },
  });
  const state: QrLoginState = poll.data?.wxScanQRCodeState ?? 'UNSCENTED_CODE';
  const loginInfo = poll.data?.loginInfo ?? null;

  useEffect(() => {
    if (state !== 'SCANNED_CODE_ALLOW_LOGIN' || !loginInfo?.token || handled.current === loginKey) return;
    handled.current = loginKey;
    onLoggedIn(loginInfo);
  }, [state, loginInfo, loginKey, onLoggedIn]);

  const retry = () => setAttempt((count) => count + 1);

  const overlays: Partial<Record<QrLoginState, Overlay>> = {
    SCANNED_CODE: { tone: 'info', text: t('login.qrScanned'), retry: false },
    SCANNED_CODE_ALLOW_LOGIN: { tone: 'success', text: t('login.qrSuccess'), retry: false },
    SCANNED_CODE_REFUSE_LOGIN: {
      tone: 'warning',
      text: poll.data?.failMessage || t('login.qrRefused'),
      retry: true,
    },
    QR_CODE_EXPIRED: { tone: 'warning', text: t('login.qrExpired'), retry: true },
  };

  let body: ReactNode;
  if (qr.isPending) {
    body = <Spin />;
  } else if (qr.isError) {
    const text = failureMessage(qr.error, t('login.qrFetchFailed'));
    body = (
      <OverlayBox overlay={{ tone: 'warning', text, retry: true }} onRetry={retry}>
        <span className="qr-login__sub">{t('login.clickRetry')}</span>
      </OverlayBox>
    );
  } else {
    const overlay = overlays[state];
    body = (
      <>
        <img
          className="qr-login__image"
          src={qr.data.qrCode}
          alt={t('login.qrAlt')}
          width={200}
          height={200}
        />
        {overlay ? <OverlayBox overlay={overlay} onRetry={retry} /> : null}
      </>
    );
  }

  return (
    <div className="qr-login">
      <div className="qr-login__frame" aria-live="polite">
        {body}
      </div>
      <p className="qr-login__hint">{t('login.qrHint')}</p>
      <p className="qr-login__state" data-state={state}>
        {state === 'UNSCENTED_CODE' && qr.isSuccess ? t('login.qrWaiting') : '\u00a0'}
      </p>
    </div>
  );
}

function OverlayBox({
  overlay,
  onRetry,
  children,
}: {
  overlay: Overlay;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const icon =
    overlay.tone === 'success' || overlay.tone === 'info' ? (
      <CheckCircleFilled className={`qr-login__icon qr-login__icon--${overlay.tone}`} />
    ) : (
      <ExclamationCircleFilled className="qr-login__icon qr-login__icon--warning" />
    );
  const content = (
    <>
      {icon}
      <span className="qr-login__text">{overlay.text}</span>
      {children}
      {overlay.retry ? <ReloadOutlined className="qr-login__retry" /> : null}
    </>
  );
  return overlay.retry ? (
    <button type="button" className="qr-login__overlay qr-login__overlay--action" onClick={onRetry}>
      {content}
    </button>
  ) : (
    <div className="qr-login__overlay">{content}</div>
  );
}
