import Image from 'antd/es/image';
import { STORAGE_KEYS } from '../../lib/storage';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';

/** An owner's own photos (a complaint's, a work order's) as small squares that open full size. */
export function OwnerPhotoStrip({ photos }: { photos: readonly Attachment[] }) {
  if (photos.length === 0) return null;
  const url = (photo: Attachment, size: { width?: number; height?: number } = {}) =>
    attachmentUrl(photo, { ...size, tokenKey: STORAGE_KEYS.ownerToken }) ?? undefined;
  return (
    <Image.PreviewGroup>
      {photos.map((photo) => (
        <Image
          key={photo.attachmentId}
          width={64}
          height={64}
          style={{ objectFit: 'cover', marginRight: 6 }}
          src={url(photo, { width: 128, height: 128 })}
          preview={{ src: url(photo) }}
          alt={photo.sourceName}
        />
      ))}
    </Image.PreviewGroup>
  );
}
