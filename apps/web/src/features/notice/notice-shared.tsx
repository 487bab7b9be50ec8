import { PaperClipOutlined } from '@ant-design/icons';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

/** Links to a notice's or report's files; published material is public, so owners can open it too. */
export function AttachmentLinks({
  attachments,
  owner = false,
}: {
  attachments: readonly Attachment[];
  owner?: boolean;
}) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  return (
    <ul className="attachment-links">
      {attachments.map((attachment) => {
        const url =
          attachmentUrl(attachment, { isPublic: owner }) ??
          attachmentUrl(attachment, { isPublic: true }) ??
          undefined;
        return (
          <li key={attachment.attachmentId}>
            <PaperClipOutlined />{' '}
            <a href={url} target="_blank" rel="noreferrer">
              {attachment.sourceName}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
