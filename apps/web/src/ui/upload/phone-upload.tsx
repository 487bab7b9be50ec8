import { CameraOutlined, CloudUploadOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/request';
import { FileTypeIcon } from './file-icon';
import './locale';
import { type Attachment, attachmentUrl, DOWNLOAD_URL, PUB_DOWNLOAD_URL } from './upload-api';
import { isPreviewableImage, type LimitProps, resolveLimits } from './upload-limits';
import { type UploadItem, useUploadItems } from './use-upload-items';
import './upload.css';
import { useDownloadGrants } from './use-download-grants';

export type PhoneUploadProps = LimitProps & {
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  communityInfoCode?: string;
  isPublic?: boolean;
  tokenKey?: string;
  /** For pictures: open the camera straight away instead of offering camera or gallery. */
  camera?: boolean;
};

/**
 * The phone version of UploadField for the owner H5: one big button, a row per file with a thick
 * progress bar, retry and remove within thumb reach. Pictures accept image/* so phones offer the
 * camera. Same value and form rule as UploadField.
 */
export function PhoneUpload(props: PhoneUploadProps) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('upload');
  const { value, onChange, communityInfoCode, isPublic, tokenKey, camera } = props;
  const limits = resolveLimits(props);
  const target = { uploadType: props.uploadType, communityInfoCode, isPublic, tokenKey };
  const { items, add, retry, remove, full } = useUploadItems({ value, onChange, target, ...limits });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const images = limits.kind === 'image';

  const open = (item: UploadItem) => {
    if (!item.attachment) return;
    void downloadFile({
      url: isPublic ? PUB_DOWNLOAD_URL : DOWNLOAD_URL,
      data: isPublic
        ? { pubAttachmentId: item.attachment.pubAttachmentId }
        : { attachmentId: item.attachment.attachmentId },
      fileName: item.name,
      tokenKey,
    });
  };

  return (
    <div className="phone-upload">
      <input
        ref={input}
        id={inputId}
        className="phone-upload__input"
        type="file"
        multiple={limits.maxCount > 1}
        accept={images ? 'image/*' : limits.accept}
        capture={images && camera ? 'environment' : undefined}
        onChange={(event) => {
          for (const file of Array.from(event.target.files ?? [])) add(file);
          // Let the same file be chosen again after a refusal or removal.
          event.target.value = '';
        }}
      />
      <Button
        type="primary"
        size="large"
        block
        className="phone-upload__button"
        icon={images ? <CameraOutlined /> : <CloudUploadOutlined />}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {images ? t('phoneChooseImage') : t('phoneChoose')}
      </Button>
      <p className="phone-upload__hint">
        {t('limit', { size: formatFileSize(limits.maxSize), count: limits.maxCount })}
      </p>
      <ul className="phone-upload__list" aria-label={t('done')}>
        {items.map((item) => (
          <PhoneUploadRow
            key={item.uid}
            item={item}
            thumb={
              item.attachment && isPreviewableImage(item.name, item.contentType)
                ? attachmentUrl(item.attachment, { isPublic, tokenKey, width: 160, height: 160 })
                : null
            }
            onOpen={() => open(item)}
            onRetry={() => retry(item.uid)}
            onRemove={() => remove(item.uid)}
          />
        ))}
      </ul>
    </div>
  );
}

type RowProps = {
  item: UploadItem;
  thumb: string | null;
  onOpen: () => void;
  onRetry: () => void;
  onRemove: () => void;
};

function PhoneUploadRow({ item, thumb, onOpen, onRetry, onRemove }: RowProps) {
  const { t } = useTranslation('upload');
  return (
    <li className={`phone-upload__item phone-upload__item--${item.status.toLowerCase()}`}>
      {thumb ? (
        <img className="phone-upload__thumb" src={thumb} alt={item.name} />
      ) : (
        <FileTypeIcon name={item.name} contentType={item.contentType} size="large" />
      )}
      <div className="phone-upload__body">
        {item.status === 'DONE' ? (
          <Button type="link" className="phone-upload__name" onClick={onOpen}>
            {item.name}
          </Button>
        ) : (
          <span className="phone-upload__name">{item.name}</span>
        )}
        <span className="phone-upload__meta">
          {formatFileSize(item.size)}
          {item.status === 'DONE' ? ` · ${t('done')}` : null}
        </span>
        {item.status === 'UPLOADING' ? (
          <Progress
            percent={item.percent}
            size={{ height: 8 }}
            aria-label={t('uploading', { percent: item.percent })}
          />
        ) : null}
        {item.status === 'ERROR' ? (
          <span className="phone-upload__error" role="alert">
            {t('failed')}：{item.error}
          </span>
        ) : null}
      </div>
      <div className="phone-upload__actions">
        {item.status === 'ERROR' ? (
          <Button size="large" icon={<ReloadOutlined />} aria-label={t('retry')} onClick={onRetry} />
        ) : null}
        <Button size="large" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={onRemove} />
      </div>
    </li>
  );
}
