import type { UploadRequestPublicDto } from '@gongzhi/domain/archive/upload-request';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../lib/request';
import { clearOwnerToken, readOwnerToken, readSession, saveOwnerToken } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';
import { Brand } from '../../ui/brand';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import type { Attachment } from '../../ui/upload/upload-api';
import { SmsLoginForm } from '../account/sms-login-form';
import { submitToUploadRequest, uploadRequestPublic } from '../archive/upload-request-api';
import './locale';
import './upload-file-page.css';

type TokenKey = typeof STORAGE_KEYS.ownerToken | typeof STORAGE_KEYS.token;

// The owner H5 session comes first on a phone page; a workbench session works as well.
function currentTokenKey(): TokenKey | null {
  if (readOwnerToken()) return STORAGE_KEYS.ownerToken;
  if (readSession()) return STORAGE_KEYS.token;
  return null;
}

type RequestRead = ReturnType<typeof useUploadRequest>;

/** The upload request of `?request=CODE` (issue #28 item 3), read without a session. */
function useUploadRequest(code: string | null) {
  return useQuery({
    queryKey: ['uploadRequestPublic', code],
    queryFn: () => uploadRequestPublic(code ?? ''),
    enabled: code !== null,
    retry: false,
  });
}

/** What the link asks for, that it is refused, or that there is no link (as the prerendered page). */
function RequestBanner({ code, read }: { code: string | null; read: RequestRead }) {
  const { t, i18n } = useTranslation('file');
  if (code === null) return <Alert type="warning" showIcon title={t('requestNone')} />;
  if (read.isPending) return <Typography.Paragraph>{t('requestLoading')}</Typography.Paragraph>;
  if (read.isError) return <Alert type="error" showIcon title={failureMessage(read.error)} />;
  const info: UploadRequestPublicDto = read.data;
  const date = new Date(info.expiresAt).toLocaleString(i18n.language === 'en-US' ? 'en-US' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      type="info"
      title={t('requestFor', { community: info.communityName })}
      description={
        <>
          <div>{t('requestPurpose', { purpose: info.purpose })}</div>
          <div>{t('requestUntil', { date })}</div>
        </>
      }
    />
  );
}

/**
 * /mobile/uploadfile (SPEC §2.1 'upload file'): a phone page to send files from the phone. It needs
 * a session to sign uploads, so without one it offers the owner SMS login (as /owner/scan-login
 * does) or the workbench login. Files are private to the uploader; opened from a staff upload link
 * (`?request=CODE`) they are handed to that community's archive inbox with the session's mobile.
 * This is the SPA fallback of the prerendered page (features/file/h5), which behaves the same.
 */
export function UploadFilePage() {
  const { t } = useTranslation('file');
  const { t: tApp } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const code = params.get('request') || null;
  const read = useUploadRequest(code);
  const [tokenKey, setTokenKey] = useState<TokenKey | null>(currentTokenKey);
  const [files, setFiles] = useState<Attachment[]>([]);
  // Attachments already handed over, so a second press sends only the new ones.
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const unsent = files.filter((file) => !sent.has(file.attachmentId));
  const handOver = useMutation({
    mutationFn: (ids: string[]) => submitToUploadRequest(code ?? '', ids, tokenKey ?? ''),
    onSuccess: (result, ids) => {
      setSent((before) => new Set([...before, ...ids]));
      void message.success(t('sent', { count: result.count, community: read.data?.communityName ?? '' }));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  // A refused link (unknown, expired, revoked) takes no files: only its message shows.
  if (read.isError) {
    return (
      <div className="owner-page">
        <h1 className="owner-page__title">{tApp('page.mobileUploadFile')}</h1>
        <RequestBanner code={code} read={read} />
      </div>
    );
  }

  if (!tokenKey) {
    return (
      <div className="owner-page">
        <div className="owner-page__brand">
          <Brand size={36} />
        </div>
        <h1 className="owner-page__title">{t('loginTitle')}</h1>
        {code ? <RequestBanner code={code} read={read} /> : null}
        <p className="owner-page__hint">{t('loginHint')}</p>
        <SmsLoginForm
          adminOwnerType="COMMUNITY"
          isWxAPP
          onLoggedIn={(info) => {
            if (!info.token) return;
            saveOwnerToken(info.token);
            setTokenKey(STORAGE_KEYS.ownerToken);
          }}
        />
        <Link className="upload-file-page__staff-login" to="/login">
          {t('staffLogin')}
        </Link>
      </div>
    );
  }

  const owner = tokenKey === STORAGE_KEYS.ownerToken;
  return (
    <div className="owner-page">
      <h1 className="owner-page__title">{tApp('page.mobileUploadFile')}</h1>
      <RequestBanner code={code} read={read} />
      <Typography.Paragraph type="secondary" className="upload-file-page__intro">
        {t('intro')} {t('privacy')}
      </Typography.Paragraph>
      <PhoneUpload uploadType="TX_NO_WATER_TAG" tokenKey={tokenKey} value={files} onChange={setFiles} />
      {read.isSuccess && files.length > 0 ? (
        <Button
          type="primary"
          block
          size="large"
          className="upload-file-page__send"
          disabled={unsent.length === 0}
          loading={handOver.isPending}
          onClick={() => handOver.mutate(unsent.map((file) => file.attachmentId))}
        >
          {unsent.length === 0 ? t('sentBadge') : t('sendFiles')}
        </Button>
      ) : null}
      <Typography.Paragraph type="secondary" className="upload-file-page__note">
        {t('listNote')}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {owner ? t('signedInOwner') : t('signedInStaff')}
        {owner ? (
          <Button
            type="link"
            onClick={() => {
              clearOwnerToken();
              setFiles([]);
              setSent(new Set());
              setTokenKey(currentTokenKey());
            }}
          >
            {t('logout')}
          </Button>
        ) : null}
      </Typography.Text>
    </div>
  );
}
