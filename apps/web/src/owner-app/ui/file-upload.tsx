import { formatFileSize } from '@gongzhi/domain/file/file-size';
import type { UploadType } from '@gongzhi/domain/file/upload-enums';
import { useId, useRef } from 'react';
import { useTranslation } from '../../locales/use-translation';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import { isPreviewableImage, resolveLimits } from '../../ui/upload/upload-limits';
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
  /** The session whose download grants open the files (the owner's). */
  tokenKey: string;
  /** The community the files belong to, when the upload type is a community's (an objection's). */
  communityInfoCode?: string;
};

/**
 * Files of any kind the upload type allows for an owner form (a motion's materials): the plain twin
 * of ui/upload/PhoneUpload for documents, beside OwnerImageUpload for photos, with the same rows,
 * upload queue and field states (`uploadValueState(value)` tells the form about unfinished files).
 */
export function OwnerFileUpload({
  id,
  value,
  onChange,
  uploadType,
  maxCount,
  tokenKey,
  communityInfoCode,
}: Props) {
  useDownloadGrants();
  const { t } = useTranslation('upload');
  const limits = resolveLimits({ uploadType, maxCount });
  const { items, add, retry, remove, full } = useUploadQueue({
    value,
    onChange,
    target: { uploadType, tokenKey, communityInfoCode },
    ...limits,
    onError: (text) => showToast(text, 'error'),
  });
  const input = useRef<HTMLInputElement>(null);
  const ownId = useId();
  return (
    <div className="oupload">
      <input
        ref={input}
        id={id ?? ownId}
        className="oupload__input"
        type="file"
        multiple={limits.maxCount > 1}
        accept={limits.accept}
        onChange={(event) => {
          for (const file of Array.from(event.target.files ?? [])) add(file);
          // Let the same file be chosen again after a refusal or removal.
          event.target.value = '';
        }}
      />
      <OwnerButton block disabled={full} onClick={() => input.current?.click()}>
        {t('phoneChoose')}
      </OwnerButton>
      <p className="oupload__hint">
        {t('limit', { size: formatFileSize(limits.maxSize), count: limits.maxCount })}
      </p>
      {items.length > 0 ? (
        <ul className="oupload__list" aria-label={t('done')}>
          {items.map((item) => (
            <FileRow
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

function FileRow({ item, tokenKey, onRetry, onRemove }: RowProps) {
  const { t } = useTranslation('upload');
  const image = item.attachment && isPreviewableImage(item.name, item.contentType);
  const thumb =
    image && item.attachment ? attachmentUrl(item.attachment, { tokenKey, width: 160, height: 160 }) : null;
  const link = item.attachment ? attachmentUrl(item.attachment, { isPublic: true, tokenKey }) : null;
  return (
    <li className={`oupload__item oupload__item--${item.status.toLowerCase()}`}>
      {thumb ? (
        <img className="oupload__thumb" src={thumb} alt={item.name} />
      ) : (
        <span className="oupload__thumb oupload__thumb--empty" aria-hidden="true" />
      )}
      <div className="oupload__body">
        {item.status === 'DONE' && link ? (
          <a className="oupload__name" href={link} target="_blank" rel="noreferrer">
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
