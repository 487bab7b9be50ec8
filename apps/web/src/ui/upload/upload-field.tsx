import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/request';
import { FileTypeIcon } from './file-icon';
import './locale';
import {
  type Attachment,
  attachmentUrl,
  DOWNLOAD_URL,
  PUB_DOWNLOAD_URL,
  type UploadTarget,
} from './upload-api';
import { isPreviewableImage, type LimitProps, resolveLimits } from './upload-limits';
import { type UploadItem, useUploadItems } from './use-upload-items';
import './upload.css';
import { useDownloadGrants } from './use-download-grants';

export type UploadFieldProps = LimitProps & {
  id?: string;
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** `picture-card` takes pictures only and shows thumbnails. */
  listType?: 'text' | 'picture-card';
  communityInfoCode?: string;
  isPublic?: boolean;
  tokenKey?: string;
  disabled?: boolean;
  /** Uploads through a public form's presign; such files are not read back (no preview). */
  anonymous?: UploadTarget['anonymous'];
};

const STATUS: Record<UploadItem['status'], UploadFile['status']> = {
  UPLOADING: 'uploading',
  DONE: 'done',
  ERROR: 'error',
};

/**
 * The workbench upload field (SPEC §5, §7): presign → PUT with progress → completeUpload for each
 * chosen file; uploading and failed items stay visible; value is the finished attachments. Pair it
 * with `rules={[uploadFieldRule]}` so a form cannot submit while files upload or after a failure.
 */
export function UploadField(props: UploadFieldProps) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('upload');
  const {
    value,
    onChange,
    listType = 'text',
    communityInfoCode,
    isPublic,
    tokenKey,
    disabled,
    id,
    anonymous,
  } = props;
  const limits = resolveLimits({ ...props, images: props.images || listType === 'picture-card' });
  const target = { uploadType: props.uploadType, communityInfoCode, isPublic, tokenKey, anonymous };
  const { items, add, remove, full } = useUploadItems({ value, onChange, target, ...limits });
  const [preview, setPreview] = useState<string | null>(null);

  const imageUrl = (item: UploadItem, size?: number) =>
    item.attachment && !anonymous && isPreviewableImage(item.name, item.contentType)
      ? (attachmentUrl(item.attachment, { isPublic, tokenKey, width: size, height: size }) ?? undefined)
      : undefined;

  const fileList: UploadFile[] = items.map((item) => ({
    uid: item.uid,
    name: item.name,
    size: item.size,
    type: item.contentType,
    status: STATUS[item.status],
    percent: item.percent,
    // antd shows a string response as the failed item's tooltip.
    response: item.error,
    thumbUrl: imageUrl(item, 200),
  }));

  const onPreview = (file: UploadFile) => {
    const item = items.find((candidate) => candidate.uid === file.uid);
    if (!item?.attachment || anonymous) return;
    const full = imageUrl(item);
    if (full) {
      setPreview(full);
      return;
    }
    void downloadFile({
      url: isPublic ? PUB_DOWNLOAD_URL : DOWNLOAD_URL,
      data: isPublic
        ? { pubAttachmentId: item.attachment.pubAttachmentId }
        : { attachmentId: item.attachment.attachmentId },
      fileName: item.name,
      tokenKey,
    });
  };

  const hint = t('limit', { size: formatFileSize(limits.maxSize), count: limits.maxCount });
  return (
    <div className="upload-field" id={id}>
      <Upload
        listType={listType}
        fileList={fileList}
        accept={limits.accept}
        multiple={limits.maxCount > 1}
        disabled={disabled}
        beforeUpload={(file) => {
          add(file);
          // The field uploads by itself; antd only lists what the field reports.
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          remove(file.uid);
          return false;
        }}
        onPreview={onPreview}
        iconRender={(file) => <FileTypeIcon name={file.name} contentType={file.type} />}
        isImageUrl={(file) => Boolean(file.thumbUrl)}
      >
        {full || disabled ? null : listType === 'picture-card' ? (
          <button type="button" className="upload-field__card-button">
            <PlusOutlined />
            <span>{t('chooseImage')}</span>
          </button>
        ) : (
          <Button icon={<UploadOutlined />}>{t('choose')}</Button>
        )}
      </Upload>
      <div className="upload-field__hint">{hint}</div>
      {preview ? (
        <Image
          className="upload-field__preview"
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => (open ? null : setPreview(null)) }}
        />
      ) : null}
    </div>
  );
}
