import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { formatFen } from '@gongzhi/domain/finance/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import {
  accountInfoQuery,
  deleteAccount,
  exportReport,
  type FinanceReport,
  type FinanceReportSummary,
  financeKey,
  reportAction,
  reportInfoQuery,
  reportListQuery,
} from './finance-api';
import './locale';
import './finance.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { accountTypeText } from './account-type-text';
import { AccountModal } from './finance-account-list';
import { ReportDrawer, ReportViewDrawer } from './finance-report-drawers';
import { reportError, useFinanceScope } from './finance-shared';

/** Sunshine finance (SPEC §2.5): accounts by type, periodic reports in fen, publication and export. */

export { FinanceListPage } from './finance-account-list';
export { numberToFen } from './finance-shared';

export function FinanceDetailPage() {
  const { code } = useFinanceScope();
  const { financialAccountId = '' } = useParams();
  if (!code) return <Empty />;
  return <AccountDetail key={code} communityInfoCode={code} financialAccountId={financialAccountId} />;
}

function AccountDetail({
  communityInfoCode,
  financialAccountId,
}: {
  communityInfoCode: string;
  financialAccountId: string;
}) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { canManage } = useFinanceScope();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const client = useQueryClient();
  const account = useQuery(accountInfoQuery(communityInfoCode, financialAccountId));
  const reports = useQuery(reportListQuery(communityInfoCode, financialAccountId));
  const [editingAccount, setEditingAccount] = useState(false);
  const [form, setForm] = useState<FinanceReport | 'new' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const actionsFixed = useActionsFixed();
  const refresh = () => client.invalidateQueries({ queryKey: financeKey(communityInfoCode) });
  const act = useMutation({
    mutationFn: ({ action, reportId }: { action: 'publish' | 'delete'; reportId: string }) =>
      reportAction(action, communityInfoCode, reportId),
    onSuccess: async (_, { action }) => {
      message.success(action === 'publish' ? t('messages.published') : t('messages.deleted'));
      await refresh();
    },
    onError: (error) => reportError(message, error),
  });
  const removeAccount = useMutation({
    mutationFn: () => deleteAccount(communityInfoCode, financialAccountId),
    onSuccess: async () => {
      message.success(t('messages.deleted'));
      await refresh();
      void navigate(linkTo('finance'), { replace: true });
    },
    onError: (error) => reportError(message, error),
  });
  const edit = async (reportId: string) => {
    try {
      setForm(await client.fetchQuery(reportInfoQuery(communityInfoCode, reportId)));
    } catch (error) {
      reportError(message, error);
    }
  };

  const reportColumns: ColumnsType<FinanceReportSummary> = [
    {
      title: t('reports.period'),
      dataIndex: 'reportName',
      minWidth: TITLE_COLUMN_MIN_WIDTH,
      render: (name: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setViewing(row.reportId)}>
          {name}
        </Button>
      ),
    },
    {
      title: t('report.opening'),
      dataIndex: 'openingBalanceFen',
      align: 'right',
      width: 120,
      render: (f: number) => formatFen(f),
    },
    {
      title: t('report.income'),
      dataIndex: 'incomeTotalFen',
      align: 'right',
      width: 120,
      render: (f: number) => <span className="finance-in">{formatFen(f)}</span>,
    },
    {
      title: t('report.expense'),
      dataIndex: 'expenseTotalFen',
      align: 'right',
      width: 120,
      render: (f: number) => <span className="finance-out">{formatFen(f)}</span>,
    },
    {
      title: t('report.closing'),
      dataIndex: 'closingBalanceFen',
      align: 'right',
      width: 120,
      render: (f: number) => formatFen(f),
    },
    {
      title: t('reports.status'),
      dataIndex: 'status',
      width: 200,
      render: (status: string, row) =>
        status === 'PUBLISHED' ? (
          <Tag color="success">{t('reports.publishedAt', { time: formatDateTime(row.publishedAt) })}</Tag>
        ) : (
          <Tag color="warning">{t('reports.draft')}</Tag>
        ),
    },
    {
      title: t('reports.actions'),
      key: 'actions',
      width: 220,
      fixed: actionsFixed,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setViewing(row.reportId)}>
            {t('reports.view')}
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void exportReport(communityInfoCode, row.reportId)}
          >
            {t('reports.export')}
          </Button>
          {canManage && row.status === 'DRAFT' ? (
            <>
              <Button type="link" onClick={() => void edit(row.reportId)}>
                {t('reports.edit')}
              </Button>
              <Button
                type="link"
                onClick={() =>
                  confirm('publish', {
                    title: t('reports.publishConfirm'),
                    okText: t('reports.publish'),
                    onOk: () => act.mutate({ action: 'publish', reportId: row.reportId }),
                  })
                }
              >
                {t('reports.publish')}
              </Button>
              <Button
                type="link"
                danger
                onClick={() =>
                  confirm('delete', {
                    title: t('reports.deleteConfirm'),
                    onOk: () => act.mutate({ action: 'delete', reportId: row.reportId }),
                  })
                }
              >
                {t('reports.delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  if (account.isError) return <Result status="404" title={failureMessage(account.error)} />;
  if (account.isPending) return <Skeleton active />;
  const info = account.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={info.accountName}
        extra={
          canManage ? (
            <Space>
              <Button onClick={() => setEditingAccount(true)}>{t('account.edit')}</Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('reports.delete')}
                onClick={() =>
                  confirm('delete', { title: t('account.deleteConfirm'), onOk: () => removeAccount.mutate() })
                }
              />
            </Space>
          ) : null
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('account.type')}>{accountTypeText(enumLabel, info)}</Descriptions.Item>
          <Descriptions.Item label={t('account.bank')}>{info.bankName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('account.balance')}>
            {info.latestBalanceFen === null ? '—' : `¥${formatFen(info.latestBalanceFen)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('account.created')}>{formatDateTime(info.gmtCreate)}</Descriptions.Item>
          {info.remark ? (
            <Descriptions.Item label={t('account.remark')}>{info.remark}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Card
        title={t('reports.title')}
        extra={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm('new')}>
              {t('reports.create')}
            </Button>
          ) : null
        }
      >
        <Table<FinanceReportSummary>
          rowKey="reportId"
          loading={reports.isFetching}
          dataSource={reports.data ?? []}
          pagination={false}
          locale={{ emptyText: t('reports.empty') }}
          columns={reportColumns}
          scroll={listScroll(reportColumns)}
        />
      </Card>
      {editingAccount ? (
        <AccountModal
          communityInfoCode={communityInfoCode}
          account={info}
          onClose={() => setEditingAccount(false)}
        />
      ) : null}
      {form ? (
        <ReportDrawer
          communityInfoCode={communityInfoCode}
          financialAccountId={financialAccountId}
          report={form === 'new' ? null : form}
          onClose={() => setForm(null)}
        />
      ) : null}
      {viewing ? (
        <ReportViewDrawer
          communityInfoCode={communityInfoCode}
          reportId={viewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </Space>
  );
}
