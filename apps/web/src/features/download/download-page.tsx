import { DownloadOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import type { DownloadJobState } from '@gongzhi/domain/download/download-enums';
import { clampProgress } from '@gongzhi/domain/download/download-job-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { downloadFile } from '../../lib/request';
import { PAGE_PERMISSIONS } from '../../routes/community-routes';
import { useWorkbench } from '../../shell/workbench-context';
import { DOWNLOAD_URL } from '../../ui/upload/upload-api';
import {
  createDownloadJob,
  DOWNLOAD_PAGE_SIZE,
  type DownloadJob,
  downloadJobsQuery,
  HOUSE_ROSTER_XLSX,
} from './download-api';
import './download-page.css';
import './locale';

const TAG_COLOR: Record<DownloadJobState, string> = {
  TO_BE_GENERATED: 'default',
  GENERATING: 'processing',
  SUCCESS_GENERATED: 'success',
  FAIL_GENERATED: 'error',
};

const PROGRESS_STATUS: Record<DownloadJobState, 'normal' | 'active' | 'success' | 'exception'> = {
  TO_BE_GENERATED: 'normal',
  GENERATING: 'active',
  SUCCESS_GENERATED: 'success',
  FAIL_GENERATED: 'exception',
};

/**
 * /manage/download and /government/download (SPEC §2.4, §4; DESIGN §9): the user's export jobs in
 * the selected community, refreshed every 2 s while one waits or runs, each finished file one click
 * from the disk. The roster export lives here until the roster pages offer their own button.
 */
export function DownloadPage() {
  const { t } = useTranslation('download');
  const { message } = App.useApp();
  const { community, permissions } = useWorkbench();
  const code = community?.communityInfoCode ?? '';
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const jobs = useQuery(downloadJobsQuery(code, page));
  const exportRoster = useMutation({
    mutationFn: () => createDownloadJob(code, HOUSE_ROSTER_XLSX),
    onSuccess: () => {
      message.success(t('created'));
      setPage(1);
      void client.invalidateQueries({ queryKey: ['downloadJobs', code] });
    },
  });

  // Sized to fit the workbench content (≈830 px at 1280 wide): the two times share a column, a
  // failure reason sits under its status, and the download button stays pinned on the right.
  const columns: ColumnsType<DownloadJob> = [
    { title: t('columns.kind'), dataIndex: 'kindName', width: 130 },
    { title: t('columns.fileName'), dataIndex: 'fileName', ellipsis: { showTitle: true } },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: DownloadJobState, job) => (
        <div className="download-page__status">
          <Tag color={TAG_COLOR[status]}>{t(`status.${status}`)}</Tag>
          {job.error ? (
            <Typography.Text type="danger" className="download-page__error" title={job.error}>
              {t('columns.error')}：{job.error}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: t('columns.progress'),
      dataIndex: 'progress',
      width: 130,
      render: (progress: number, job) => (
        <Progress
          percent={clampProgress(progress)}
          size="small"
          status={PROGRESS_STATUS[job.status]}
          aria-label={t('columns.progress')}
        />
      ),
    },
    {
      title: `${t('columns.createdAt')} / ${t('columns.finishedAt')}`,
      key: 'time',
      width: 170,
      render: (_value, job) => (
        <div className="download-page__times">
          <span>{formatDateTime(job.createdAt)}</span>
          <Typography.Text type="secondary">{formatDateTime(job.finishedAt) || '-'}</Typography.Text>
        </div>
      ),
    },
    {
      title: t('columns.action'),
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_value, job) =>
        job.status === 'SUCCESS_GENERATED' && job.attachmentId ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadFile({
                url: DOWNLOAD_URL,
                data: { attachmentId: job.attachmentId },
                fileName: job.fileName,
              })
            }
          >
            {t('download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="download-page">
      <Space className="download-page__toolbar" wrap>
        {hasAnyPermission(permissions, PAGE_PERMISSIONS.roster) ? (
          <Button
            type="primary"
            icon={<ExportOutlined />}
            loading={exportRoster.isPending}
            disabled={!code}
            onClick={() => exportRoster.mutate()}
          >
            {t('exportRoster')}
          </Button>
        ) : null}
        <Button icon={<ReloadOutlined />} loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
          {t('refresh')}
        </Button>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Space>
      <Table<DownloadJob>
        rowKey="jobId"
        columns={columns}
        dataSource={jobs.data?.list ?? []}
        loading={jobs.isPending && code !== ''}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 860 }}
        pagination={{
          current: page,
          pageSize: DOWNLOAD_PAGE_SIZE,
          total: jobs.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: setPage,
        }}
      />
    </div>
  );
}
