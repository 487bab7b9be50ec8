import { DownloadJobState } from '@gongzhi/domain/download/download-enums';
import { type AreaLocale, registerAreaLocale } from '../../locales/i18n';

const zhCN = {
  intro: '导出任务在后台生成，生成成功后可在此下载；列表会在任务进行中自动刷新。',
  exportRoster: '导出房屋名册',
  created: '已创建导出任务，生成后可在列表中下载',
  refresh: '刷新',
  download: '下载',
  empty: '暂无导出任务',
  total: '共{{total}}条',
  columns: {
    kind: '类型',
    fileName: '文件名',
    status: '状态',
    progress: '进度',
    createdAt: '创建时间',
    finishedAt: '完成时间',
    error: '失败原因',
    action: '操作',
  },
  // The state labels are the domain's, so the server, exports and pages say the same words.
  status: DownloadJobState.labels,
};

const enUS: typeof zhCN = {
  intro:
    'Exports are generated in the background and can be downloaded here once ready; the list refreshes while a job runs.',
  exportRoster: 'Export house roster',
  created: 'Export started; download it from the list once it is generated',
  refresh: 'Refresh',
  download: 'Download',
  empty: 'No exports yet',
  total: '{{total}} in all',
  columns: {
    kind: 'Type',
    fileName: 'File name',
    status: 'Status',
    progress: 'Progress',
    createdAt: 'Created',
    finishedAt: 'Finished',
    error: 'Failure reason',
    action: 'Action',
  },
  status: {
    TO_BE_GENERATED: 'Queued',
    GENERATING: 'Generating',
    SUCCESS_GENERATED: 'Ready',
    FAIL_GENERATED: 'Failed',
  },
};

export const downloadLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('download', downloadLocale);
