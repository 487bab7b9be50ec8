import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';
import '../../ui/upload/locale';
import './photo-strip.css';

/**
 * An owner's own photos (a complaint's, a work order's) as small squares; a tap opens the photo at
 * full size over the page (Escape, the close button or a tap on it closes it). Each square is a
 * link to the full photo, so it opens in a new tab as well.
 */
export function OwnerPhotoStrip({ photos }: { photos: readonly Attachment[] }) {
  // Private images load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('upload');
  const [shown, setShown] = useState<Attachment | null>(null);
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);
  if (photos.length === 0) return null;
  const url = (photo: Attachment, size: { width?: number; height?: number } = {}) =>
    attachmentUrl(photo, { ...size, tokenKey: STORAGE_KEYS.ownerToken }) ?? undefined;
  return (
    <div className="ophotos">
      {photos.map((photo) => (
        <a
          key={photo.attachmentId}
          className="ophotos__item"
          href={url(photo)}
          target="_blank"
          rel="noreferrer"
          onClick={(event) => {
            event.preventDefault();
            setShown(photo);
          }}
        >
          <img
            className="ophotos__thumb"
            src={url(photo, { width: 128, height: 128 })}
            alt={photo.sourceName}
          />
        </a>
      ))}
      {shown ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (the effect above), and the close button
        <div
          className="ophotos__preview"
          role="dialog"
          aria-modal="true"
          aria-label={shown.sourceName}
          onClick={() => setShown(null)}
        >
          <img className="ophotos__full" src={url(shown)} alt={shown.sourceName} />
          <button
            type="button"
            className="ophotos__close"
            aria-label={t('close')}
            // biome-ignore lint/a11y/noAutofocus: the dialog's only control takes the focus
            autoFocus
            onClick={() => setShown(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
