import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';
import './attachment-links.css';

/**
 * Links to a published notice's or report's files (features/notice AttachmentLinks for the owner):
 * published material is public, so the public address comes first.
 */
export function OwnerAttachmentLinks({ attachments }: { attachments: readonly Attachment[] }) {
  // A file without a public address links through a download grant; re-render when it arrives.
  useDownloadGrants();
  return (
    <ul className="ofiles">
      {attachments.map((attachment) => (
        <li key={attachment.attachmentId} className="ofiles__item">
          <span className="ofiles__clip" aria-hidden="true" />
          <a
            href={attachmentUrl(attachment, { isPublic: true }) ?? attachmentUrl(attachment, {}) ?? undefined}
            target="_blank"
            rel="noreferrer"
          >
            {attachment.sourceName}
          </a>
        </li>
      ))}
    </ul>
  );
}
