import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearOwnerToken, readOwnerToken, readSession, saveOwnerToken } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';
import { Brand } from '../../ui/brand';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import type { Attachment } from '../../ui/upload/upload-api';
import { SmsLoginForm } from '../account/sms-login-form';
import './locale';
import './upload-file-page.css';

type TokenKey = typeof STORAGE_KEYS.ownerToken | typeof STORAGE_KEYS.token;

// The owner H5 session comes first on a phone page; a workbench session works as well.
function currentTokenKey(): TokenKey | null {
  if (readOwnerToken()) return STORAGE_KEYS.ownerToken;
  if (readSession()) return STORAGE_KEYS.token;
  return null;
}

/**
 * /mobile/uploadfile (SPEC §2.1 'upload file'): a phone page to send files from the phone. It needs
 * a session to sign uploads, so without one it offers the owner SMS login (as /owner/scan-login
 * does) or the workbench login. Files are private to the uploader (and their community's staff).
 */
export function UploadFilePage() {
  const { t } = useTranslation('file');
  const { t: tApp } = useTranslation();
  const [tokenKey, setTokenKey] = useState<TokenKey | null>(currentTokenKey);
  const [files, setFiles] = useState<Attachment[]>([]);

  if (!tokenKey) {
    return (
      <div className="owner-page">
        <div className="owner-page__brand">
          <Brand size={36} />
        </div>
        <h1 className="owner-page__title">{t('loginTitle')}</h1>
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
      <Typography.Paragraph type="secondary">
        {t('intro')} {t('privacy')}
      </Typography.Paragraph>
      <PhoneUpload uploadType="TX_NO_WATER_TAG" tokenKey={tokenKey} value={files} onChange={setFiles} />
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
