import { InboxOutlined } from '@ant-design/icons';
import { SCAN_LIMITS, ScanBatchState } from '@gongzhi/domain/voting/voting-paper-scan-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useEnumLabel } from '../../../locales/enum-label';
import { votingKey } from '../voting-api';
import { type ScanBatch, scanBatchesQuery, scanKey, uploadScans } from './scan-api';
import './scan-locale';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const TYPES = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be sent, checked before the bytes travel (the server checks again). */
function fileProblem(file: File): 'wrongType' | 'tooBig' | null {
  if (!TYPES.test(file.name)) return 'wrongType';
  const limit = /\.pdf$/i.test(file.name) ? SCAN_LIMITS.pdfBytes : SCAN_LIMITS.imageBytes;
  return file.size > limit ? 'tooBig' : null;
}

type Ref = { communityInfoCode: string; votingCode: string };

/** 上传扫描件: choose scanner PDFs or photos, send them as one batch, with the bytes' progress. */
export function ScanUpload({ scanRef, open }: { scanRef: Ref; open: boolean }) {
  const { t } = useTranslation('votingScan');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const send = async () => {
    setPercent(0);
    try {
      await uploadScans(
        scanRef,
        files.map((file) => file.originFileObj as File),
        setPercent,
      );
      setFiles([]);
      void message.success(t('upload.started'));
      await client.invalidateQueries({ queryKey: votingKey(scanRef.communityInfoCode) });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : t('upload.failed'));
    } finally {
      setPercent(null);
    }
  };
  if (!open) return <Alert type="warning" showIcon title={t('upload.closed')} />;
  return (
    <div className="scan-upload" data-testid="scan-upload">
      <Upload.Dragger
        multiple
        accept={ACCEPT}
        fileList={files}
        disabled={percent !== null}
        beforeUpload={(file) => {
          const problem = fileProblem(file);
          if (problem) {
            void message.error(t(`upload.${problem}`));
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => {
          if (fileList.length > SCAN_LIMITS.files)
            void message.warning(t('upload.tooMany', { files: SCAN_LIMITS.files }));
          setFiles(fileList.slice(0, SCAN_LIMITS.files));
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.dragHint')}</p>
        <p className="ant-upload-hint">
          {t('upload.hint', { files: SCAN_LIMITS.files, pages: SCAN_LIMITS.pages })}
        </p>
      </Upload.Dragger>
      <div className="scan-upload__actions">
        <Button
          type="primary"
          disabled={files.length === 0}
          loading={percent !== null}
          onClick={() => void send()}
        >
          {percent === null ? t('upload.start') : t('upload.uploading', { percent })}
        </Button>
        {percent !== null ? (
          <Progress percent={percent} size="small" data-testid="scan-upload-progress" />
        ) : null}
      </div>
    </div>
  );
}

/** 识别批次: each upload with the reading's progress, polled while a batch is being read. */
export function ScanBatches({ scanRef }: { scanRef: Ref }) {
  const { t } = useTranslation('votingScan');
  const client = useQueryClient();
  const batches = useQuery({
    ...scanBatchesQuery(scanRef),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((batch) => batch.state === 'READING') ? 1500 : false,
  });
  // Pages come as they are read: the list and the vote's paper counts follow the batches' progress.
  const progress = batches.data?.map((batch) => `${batch.batchId}:${batch.pagesRead}:${batch.state}`).join();
  const { communityInfoCode, votingCode } = scanRef;
  useEffect(() => {
    if (progress === undefined) return;
    void client.invalidateQueries({ queryKey: [...scanKey(communityInfoCode, votingCode), 'pages'] });
    void client.invalidateQueries({ queryKey: [...votingKey(communityInfoCode), 'paperInfo', votingCode] });
  }, [progress, client, communityInfoCode, votingCode]);
  if (!batches.data || batches.data.length === 0) return null;
  return (
    <List<ScanBatch>
      className="scan-batches"
      data-testid="scan-batches"
      header={t('batches.title')}
      size="small"
      dataSource={batches.data}
      renderItem={(batch) => <BatchItem batch={batch} />}
    />
  );
}

function BatchItem({ batch }: { batch: ScanBatch }) {
  const { t } = useTranslation('votingScan');
  const enumLabel = useEnumLabel();
  const percent = batch.pagesTotal > 0 ? Math.floor((batch.pagesRead / batch.pagesTotal) * 100) : 0;
  const color = batch.state === 'DONE' ? 'success' : batch.state === 'FAILED' ? 'error' : 'processing';
  return (
    <List.Item data-testid="scan-batch">
      <div className="scan-batch">
        <div className="scan-batch__head">
          <Tag color={color}>{enumLabel(ScanBatchState, batch.state)}</Tag>
          <span className="scan-batch__files">{batch.fileNames.join('、')}</span>
        </div>
        <Progress
          percent={percent}
          status={batch.state === 'FAILED' ? 'exception' : batch.state === 'DONE' ? 'success' : 'active'}
          format={() =>
            batch.pagesTotal > 0
              ? t('batches.pages', { read: batch.pagesRead, total: batch.pagesTotal })
              : t('batches.opening')
          }
        />
        {batch.error ? <Alert type="error" showIcon title={batch.error} /> : null}
        <div className="voting-muted" data-testid="scan-batch-counts">
          {t('batches.counts', batch.counts)}
        </div>
        <div className="voting-muted">
          {batch.uploadedBy} · {formatDateTime(batch.createdAt)}
        </div>
      </div>
    </List.Item>
  );
}
