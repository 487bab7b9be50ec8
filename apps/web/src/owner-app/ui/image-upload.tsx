import { formatFileSize } from '@gongzhi/domain/file/file-size';
import type { UploadType } from '@gongzhi/domain/file/upload-enums';
import { useId, useRef } from 'react';
import { useTranslation } from '../../locales/use-translation';
import type { Attachment } from '../../ui/upload/upload-api';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { resolveLimits } from '../../ui/upload/upload-limits';
import { type UploadItem, useUploadQueue } from '../../ui/upload/upload-queue';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';
import { OwnerButton, showToast } from '../owner-ui';
import '../../ui/upload/locale';
import './image-upload.css';

type Props = {
  id?: string;
  value: Attachment[];
  onChange: (value: Attachment[]) => void;
  uploadType: UploadType;
  maxCount?: number;
  maxSize?: number;
  /** The session whose download grants show the thumbnails (the owner's). */
  tokenKey: string;
};

/**
 * Photos for an owner form (the plain twin of ui/upload/PhoneUpload): one big button that offers the
 * camera or the gallery, a row per photo with its thumbnail, a progress bar while it uploads, retry
 * and remove within thumb reach. The same upload queue, limits and field states as PhoneUpload, so
 * `uploadValueState(value)` tells a form whether a photo is still uploading or failed.
 */
export function OwnerImageUpload({ id, value, onChange, uploadType, maxCount, maxSize, tokenKey }: Props) {
  // Thumbnails load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('upload');
  const limits = resolveLimits({ uploadType, images: true, maxCount, maxSize });
  const { items, add, retry, remove, full } = useUploadQueue({
    value,
    onChange,
    target: { uploadType, tokenKey },
    ...limits,
    onError: (text) => showToast(text, 'error'),
  });
  const input = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="oupload">
      <input
        ref={input}
        id={inputId}
        // phone-upload__*: the hooks the journeys (unchanged since PhoneUpload) choose a file and wait by.
        className="oupload__input phone-upload__input"
        type="file"
        multiple={limits.maxCount > 1}
        accept="image/*"
        onChange={(event) => {
          for (const file of Array.from(event.target.files ?? [])) add(file);
          // Let the same file be chosen again after a refusal or removal.
          event.target.value = '';
        }}
      />
      <OwnerButton kind="primary" block disabled={full} onClick={() => input.current?.click()}>
        <span className="oupload__camera" aria-hidden="true" />
        {t('phoneChooseImage')}
      </OwnerButton>
      <p className="oupload__hint">
        {t('limit', { size: formatFileSize(limits.maxSize), count: limits.maxCount })}
      </p>
      {items.length > 0 ? (
        <ul className="oupload__list" aria-label={t('done')}>
          {items.map((item) => (
            <UploadRow
              key={item.uid}
              item={item}
              tokenKey={tokenKey}
              onRetry={() => retry(item.uid)}
              onRemove={() => remove(item.uid)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type RowProps = { item: UploadItem; tokenKey: string; onRetry: () => void; onRemove: () => void };

function UploadRow({ item, tokenKey, onRetry, onRemove }: RowProps) {
  const { t } = useTranslation('upload');
  const thumb = item.attachment
    ? attachmentUrl(item.attachment, { tokenKey, width: 160, height: 160 })
    : null;
  const full = item.attachment ? attachmentUrl(item.attachment, { tokenKey }) : null;
  return (
    <li
      className={`oupload__item oupload__item--${item.status.toLowerCase()} phone-upload__item--${item.status.toLowerCase()}`}
    >
      {thumb ? (
        <img className="oupload__thumb" src={thumb} alt={item.name} />
      ) : (
        <span className="oupload__thumb oupload__thumb--empty" aria-hidden="true" />
      )}
      <div className="oupload__body">
        {item.status === 'DONE' && full ? (
          <a className="oupload__name" href={full} target="_blank" rel="noreferrer">
            {item.name}
          </a>
        ) : (
          <span className="oupload__name">{item.name}</span>
        )}
        <span className="oupload__meta">
          {formatFileSize(item.size)}
          {item.status === 'DONE' ? ` · ${t('done')}` : null}
        </span>
        {item.status === 'UPLOADING' ? (
          <div
            className="oupload__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
            aria-label={t('uploading', { percent: item.percent })}
          >
            <div className="oupload__bar" style={{ width: `${item.percent}%` }} />
          </div>
        ) : null}
        {item.status === 'ERROR' ? (
          <span className="oupload__error" role="alert">
            {t('failed')}：{item.error}
          </span>
        ) : null}
      </div>
      <div className="oupload__actions">
        {item.status === 'ERROR' ? (
          <button type="button" className="oupload__action" aria-label={t('retry')} onClick={onRetry}>
            ↻
          </button>
        ) : null}
        <button
          type="button"
          className="oupload__action oupload__action--danger"
          aria-label={t('remove')}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
    </li>
  );
}
