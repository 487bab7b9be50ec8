import { MESSAGES } from '@gongzhi/domain/common/messages';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { MAX_UPLOAD_COUNT, MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-checks';
import { i18n } from '../../../locales/i18n';
import { Brand } from '../../../ui/brand';
import { LanguageToggle } from '../../site/legal/legal-document';
import type { UploadTexts } from './upload-h5-texts';
import '../../../ui/upload/locale';
import '../locale';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/**
 * The static frame of /mobile/uploadfile, prerendered in each language (h5-prerender.tsx): the
 * owner SMS login (shown first) and the upload panel (shown by the script once a session exists).
 * No handlers here: features/file/h5/upload-h5.ts wires the form and draws the file list.
 */
export function UploadFileShell() {
  return (
    <div className="upload-h5">
      <div className="legal-doc__bar">
        <LanguageToggle />
      </div>
      <div className="upload-h5__request" data-upload="request" role="status" />
      <section className="upload-h5__view" data-upload-view="login">
        <div className="upload-h5__brand">
          <Brand size={36} />
        </div>
        <h1 className="upload-h5__title">{t('file:loginTitle')}</h1>
        <p className="upload-h5__hint">{t('file:loginHint')}</p>
        <form className="upload-h5__form" data-upload="login-form" noValidate>
          <label className="upload-h5__label" htmlFor="upload-mobile">
            {t('login.mobile')}
          </label>
          <input
            id="upload-mobile"
            className="upload-h5__input"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('login.mobilePlaceholder')}
            aria-describedby="upload-mobile-error"
          />
          <p id="upload-mobile-error" className="upload-h5__error" data-upload="mobile-error" />
          <label className="upload-h5__label" htmlFor="upload-code">
            {t('login.code')}
          </label>
          <div className="upload-h5__code">
            <input
              id="upload-code"
              className="upload-h5__input"
              name="verificationCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              aria-describedby="upload-code-error"
            />
            <button type="button" className="upload-h5__button" data-upload="send">
              {t('login.getCode')}
            </button>
          </div>
          <p className="upload-h5__extra" data-upload="dev-code" />
          <p id="upload-code-error" className="upload-h5__error" data-upload="code-error" />
          <button type="submit" className="upload-h5__button upload-h5__button--primary">
            {t('login.submit')}
          </button>
        </form>
        <a className="upload-h5__staff" href="/login">
          {t('file:staffLogin')}
        </a>
      </section>
      <section className="upload-h5__view" data-upload-view="upload" hidden>
        <h1 className="upload-h5__title">{t('page.mobileUploadFile')}</h1>
        <p className="upload-h5__hint">
          {t('file:intro')} {t('file:privacy')}
        </p>
        <button type="button" className="upload-h5__button upload-h5__button--primary" data-upload="choose">
          {t('upload:phoneChoose')}
        </button>
        <p className="upload-h5__limit">
          {t('upload:limit', {
            size: formatFileSize(MAX_UPLOAD_SIZE),
            count: MAX_UPLOAD_COUNT,
          })}
        </p>
        <ul className="upload-h5__list" aria-label={t('upload:done')} data-upload="list" />
        <button
          type="button"
          className="upload-h5__button upload-h5__button--primary"
          data-upload="send-files"
          hidden
        >
          {t('file:sendFiles')}
        </button>
        <p className="upload-h5__hint upload-h5__note">{t('file:listNote')}</p>
        <p className="upload-h5__who">
          <span data-upload="who" />
          <button type="button" className="upload-h5__link" data-upload="logout" hidden>
            {t('file:logout')}
          </button>
        </p>
      </section>
    </div>
  );
}

/** The words of the script in the current language (see UploadTexts). */
export function uploadTexts(): UploadTexts {
  const messages: Record<string, string> = {};
  for (const key of Object.keys(MESSAGES)) messages[key] = t(`messages.${key}`);
  return {
    getCode: t('login.getCode'),
    resendIn: t('login.resendIn', { seconds: '{{seconds}}' }),
    devCode: t('login.devCode', { code: '{{code}}' }),
    captchaTitle: t('login.captchaTitle'),
    captchaLabel: t('login.captchaLabel'),
    captchaPlaceholder: t('login.captchaPlaceholder'),
    captchaAlt: t('login.captchaAlt'),
    captchaRefresh: t('login.captchaRefresh'),
    captchaLoadFailed: t('login.captchaLoadFailed'),
    cancel: t('login.cancel'),
    confirm: t('login.confirm'),
    uploading: t('upload:uploading', { percent: '{{percent}}' }),
    failed: t('upload:failed'),
    retry: t('upload:retry'),
    remove: t('upload:remove'),
    done: t('upload:done'),
    signedInOwner: t('file:signedInOwner'),
    signedInStaff: t('file:signedInStaff'),
    network: t('request.network'),
    timeout: t('request.timeout'),
    requestFor: t('file:requestFor', { community: '{{community}}' }),
    requestPurpose: t('file:requestPurpose', { purpose: '{{purpose}}' }),
    requestUntil: t('file:requestUntil', { date: '{{date}}' }),
    requestNone: t('file:requestNone'),
    requestLoading: t('file:requestLoading'),
    sendFiles: t('file:sendFiles'),
    sent: t('file:sent', { count: '{{count}}', community: '{{community}}' }),
    sentBadge: t('file:sentBadge'),
    messages,
  };
}
