import { ProposalDisplayState } from '@gongzhi/domain/proposal/proposal-enums';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/request';
import { attachmentUrl, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import type { ProposalAttachment } from './proposal-api';
import './locale';

export { defaultPeriod, formatPeriod } from './proposal-period';

import { useEnumLabel } from '../../locales/enum-label';

/** Tag colours of the derived states (labels from the domain's ProposalDisplayState). */
const STATE_COLOR: Record<ProposalDisplayState, string> = {
  NOT_STARTED: 'blue',
  IN_PROGRESS: 'processing',
  ENDED: 'default',
};

export function ProposalStateTag({ state }: { state: ProposalDisplayState }) {
  const enumLabel = useEnumLabel();
  return (
    <Tag color={STATE_COLOR[state]} data-state={state}>
      {enumLabel(ProposalDisplayState, state)}
    </Tag>
  );
}

/**
 * Files of a proposal as download links saved under their names: staff through the token-checked
 * route, owners (`isPublic`) by the public id the materials were published with.
 */
export function AttachmentLinks({
  files,
  tokenKey,
  isPublic = false,
}: {
  files: readonly ProposalAttachment[];
  tokenKey?: string;
  isPublic?: boolean;
}) {
  const { t } = useTranslation('proposal');
  if (files.length === 0) return <span className="proposal-muted">{t('detail.none')}</span>;
  return (
    <ul className="proposal-files">
      {files.map((file) => (
        <li key={file.attachmentId}>
          {isPublic ? (
            <a href={attachmentUrl(file, { isPublic: true }) ?? undefined} target="_blank" rel="noreferrer">
              {file.sourceName}
            </a>
          ) : (
            <a
              href={`${DOWNLOAD_URL}?attachmentId=${encodeURIComponent(file.attachmentId)}`}
              onClick={(event) => {
                event.preventDefault();
                void downloadFile({
                  url: DOWNLOAD_URL,
                  data: { attachmentId: file.attachmentId },
                  fileName: file.sourceName,
                  tokenKey,
                });
              }}
            >
              {file.sourceName}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
