import { PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import type { GovJoinProofDto } from '@gongzhi/domain/gov-organize/gov-join-review';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { downloadJoinProof } from './organize-api';

/**
 * An application's official letter or work proof, saved with the operator's token in the request
 * header (never in a URL, where it would reach proxy logs and browser history). The server serves
 * them to platform operators only.
 */
export function JoinProofLinks({
  joinRecordId,
  proofs,
}: {
  joinRecordId: string;
  proofs: GovJoinProofDto[];
}) {
  if (proofs.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {proofs.map((proof) => (
        <Typography.Link
          key={proof.attachmentId}
          onClick={() => void downloadJoinProof(joinRecordId, proof.attachmentId, proof.sourceName)}
        >
          <PaperClipOutlined /> {proof.sourceName}{' '}
          <Typography.Text type="secondary">({formatFileSize(proof.size)})</Typography.Text>
        </Typography.Link>
      ))}
    </Space>
  );
}
