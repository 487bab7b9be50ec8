import { PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import type { GovJoinProofDto } from '@gongzhi/domain/gov-organize/gov-join-review';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { serializeParams } from '../../lib/request';
import { getItem, STORAGE_KEYS } from '../../lib/storage';
import { JOIN_PROOF_DOWNLOAD_URL } from './organize-api';

/**
 * An application's official letter or work proof as links an operator opens in a new tab (pictures
 * show, PDF saves). The server serves them to platform operators only; the token rides in the
 * query because a plain link cannot send headers.
 */
export function JoinProofLinks({
  joinRecordId,
  proofs,
}: {
  joinRecordId: string;
  proofs: GovJoinProofDto[];
}) {
  const token = getItem<string>(STORAGE_KEYS.token) ?? '';
  if (proofs.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {proofs.map((proof) => (
        <a
          key={proof.attachmentId}
          href={`${JOIN_PROOF_DOWNLOAD_URL}?${serializeParams({ joinRecordId, attachmentId: proof.attachmentId, token })}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <PaperClipOutlined /> {proof.sourceName}{' '}
          <Typography.Text type="secondary">({formatFileSize(proof.size)})</Typography.Text>
        </a>
      ))}
    </Space>
  );
}
