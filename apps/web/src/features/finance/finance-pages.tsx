import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { FinanceAccountType, ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import { expectedClosing, type FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { formatFen, yuanToFen } from '@gongzhi/domain/finance/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { listScroll, TITLE_COLUMN_MIN_WIDTH, useActionsFixed } from '../../ui/list-columns';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  accountInfoQuery,
  accountListQuery,
  deleteAccount,
  exportReport,
  type FinanceAccount,
  type FinanceReport,
  type FinanceReportSummary,
  financeKey,
  reportAction,
  reportInfoQuery,
  reportListQuery,
  saveAccount,
  saveReport,
} from './finance-api';
import { FinanceReportView } from './finance-report-view';
import './locale';
import './finance.css';
import { useEnumLabel } from '../../locales/enum-label';
import { accountTypeText } from './account-type-text';

/**
 * Shows an error once: failed calls are already toasted by the request interceptor (SPEC §8) and
 * form validation shows on the fields, so only other errors get a message here.
 */
function reportError(message: { error: (text: string) => unknown }, error: unknown): void {
  if (isRequestFailure(error)) return;
  if (error && typeof error === 'object' && 'errorFields' in error) return;
  message.error(failureMessage(error));
}

/** Sunshine finance (SPEC §2.5): accounts by type, periodic reports in fen, publication and export. */

function useFinanceScope() {
  const { community, permissions } = useWorkbench();
  return {
    code: community?.communityInfoCode ?? null,
    canManage: hasAnyPermission(permissions, ['FINANCE_MANAGEMENT']),
  };
}

/** Signed yuan from an InputNumber to fen, by string arithmetic (0.29 → 29). */
export function numberToFen(value: number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const fen = yuanToFen(Math.abs(value).toFixed(2)) ?? 0;
  return value < 0 ? -fen : fen;
}

const fenToNumber = (fen: number) => Number(formatFen(fen, { grouping: false }));

export function FinanceListPage() {
  const { code } = useFinanceScope();
  if (!code) return <Empty />;
  return <AccountList key={code} communityInfoCode={code} />;
}

function AccountList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { canManage } = useFinanceScope();
  const { linkTo } = useWorkbench();
  const navigate = useNavigate();
  const accounts = useQuery(accountListQuery(communityInfoCode));
  const [editing, setEditing] = useState<FinanceAccount | 'new' | null>(null);
  if (accounts.isError) return <Result status="warning" title={failureMessage(accounts.error)} />;
  return (
    <Card>
      <div className="finance-toolbar">
        <Alert type="info" showIcon message={t('list.hint')} />
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('list.create')}
          </Button>
        ) : null}
      </div>
      {accounts.isPending ? (
        <Skeleton active />
      ) : accounts.data.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <div className="finance-accounts">
          {accounts.data.map((account) => (
            <Card
              key={account.financialAccountId}
              hoverable
              size="small"
              data-testid="finance-account"
              title={account.accountName}
              extra={<Tag color="blue">{accountTypeText(enumLabel, account)}</Tag>}
              onClick={() =>
                void navigate(linkTo(`finance/${encodeURIComponent(account.financialAccountId)}`))
              }
            >
              <div className="finance-account__meta">
                {account.latestReportName
                  ? t('list.latest', { name: account.latestReportName })
                  : t('list.noPublished')}
              </div>
              <div className="finance-account__balance">
                {account.latestBalanceFen === null ? '—' : `¥${formatFen(account.latestBalanceFen)}`}
              </div>
              <div className="finance-account__meta">
                {t('list.counts', { reports: account.reportCount, published: account.publishedCount })}
                {account.bankName ? ` · ${account.bankName}` : ''}
              </div>
            </Card>
          ))}
        </div>
      )}
      {editing ? (
        <AccountModal
          communityInfoCode={communityInfoCode}
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

type AccountValues = {
  accountType: FinanceAccountType;
  accountName: string;
  otherTypeName?: string;
  bankName?: string;
  remark?: string;
};

function AccountModal(props: {
  communityInfoCode: string;
  account: FinanceAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AccountValues>();
  const type = Form.useWatch('accountType', form);
  const save = useMutation({
    mutationFn: async () => {
      const values = await form.validateFields();
      return saveAccount({
        ...values,
        communityInfoCode: props.communityInfoCode,
        financialAccountId: props.account?.financialAccountId,
      });
    },
    onSuccess: async () => {
      message.success(t('messages.saved'));
      await client.invalidateQueries({ queryKey: financeKey(props.communityInfoCode) });
      props.onClose();
    },
    onError: (error) => reportError(message, error),
  });
  return (
    <Modal
      open
      title={props.account ? t('account.editTitle') : t('account.createTitle')}
      onCancel={props.onClose}
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<AccountValues>
        form={form}
        layout="vertical"
        initialValues={
          props.account
            ? {
                accountType: props.account.accountType,
                accountName: props.account.accountName,
                otherTypeName: props.account.otherTypeName ?? undefined,
                bankName: props.account.bankName ?? undefined,
                remark: props.account.remark ?? undefined,
              }
            : { accountType: 'OWNERS_SHARED_FUNDS' }
        }
      >
        <Form.Item name="accountType" label={t('account.type')} rules={[{ required: true }]}>
          <Select options={enumLabel.options(FinanceAccountType)} />
        </Form.Item>
        {type === 'OTHER' ? (
          <Form.Item
            name="otherTypeName"
            label={t('account.otherTypeName')}
            rules={[
              { required: true, whitespace: true, message: t('account.otherTypeNameRequired') },
              { max: 100 },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="accountName"
          label={t('account.name')}
          rules={[{ required: true, whitespace: true, message: t('account.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} placeholder={t('account.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="bankName" label={t('account.bank')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={t('account.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
              <Popconfirm
                title={t('reports.publishConfirm')}
                onConfirm={() => act.mutate({ action: 'publish', reportId: row.reportId })}
              >
                <Button type="link">{t('reports.publish')}</Button>
              </Popconfirm>
              <Popconfirm
                title={t('reports.deleteConfirm')}
                onConfirm={() => act.mutate({ action: 'delete', reportId: row.reportId })}
              >
                <Button type="link" danger>
                  {t('reports.delete')}
                </Button>
              </Popconfirm>
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
              <Popconfirm title={t('account.deleteConfirm')} onConfirm={() => removeAccount.mutate()}>
                <Button danger icon={<DeleteOutlined />} />
              </Popconfirm>
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

function ReportViewDrawer(props: { communityInfoCode: string; reportId: string; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const report = useQuery(reportInfoQuery(props.communityInfoCode, props.reportId));
  return (
    <Drawer
      open
      size="min(720px, 100vw)"
      onClose={props.onClose}
      title={report.data ? `${report.data.accountName} · ${report.data.reportName}` : t('reports.view')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportReport(props.communityInfoCode, props.reportId)}
        >
          {t('reports.export')}
        </Button>
      }
    >
      {report.isError ? <Result status="404" title={failureMessage(report.error)} /> : null}
      {report.data ? <FinanceReportView report={report.data} /> : <Skeleton active />}
    </Drawer>
  );
}

type LineValue = { direction: FinanceDirection; itemName: string; amount: number | null; remark?: string };
type ReportValues = {
  year: number;
  period: ReportPeriod;
  opening: number | null;
  closing: number | null;
  lines: LineValue[];
  attachments: Attachment[];
  remark?: string;
};

function ReportDrawer(props: {
  communityInfoCode: string;
  financialAccountId: string;
  report: FinanceReport | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ReportValues>();
  const lines = (Form.useWatch('lines', form) ?? []) as LineValue[];
  const opening = Form.useWatch('opening', form) as number | null | undefined;
  const sum = (direction: FinanceDirection) =>
    lines.reduce(
      (total, line) => (line?.direction === direction ? total + numberToFen(line.amount) : total),
      0,
    );
  const income = sum('INCOME');
  const expense = sum('EXPENSE');
  const closing = expectedClosing({
    openingBalanceFen: numberToFen(opening),
    incomeTotalFen: income,
    expenseTotalFen: expense,
  });
  const report = props.report;

  const save = useMutation({
    mutationFn: async () => {
      const values = await form.validateFields();
      const body = values.lines.map((line) => ({
        direction: line.direction,
        itemName: line.itemName,
        amountFen: numberToFen(line.amount),
        remark: line.remark,
      }));
      return saveReport({
        communityInfoCode: props.communityInfoCode,
        financialAccountId: report ? undefined : props.financialAccountId,
        reportId: report?.reportId,
        year: values.year,
        period: values.period,
        openingBalanceFen: numberToFen(values.opening),
        incomeTotalFen: body.filter((l) => l.direction === 'INCOME').reduce((s, l) => s + l.amountFen, 0),
        expenseTotalFen: body.filter((l) => l.direction === 'EXPENSE').reduce((s, l) => s + l.amountFen, 0),
        closingBalanceFen: numberToFen(values.closing),
        lines: body,
        attachments: (values.attachments ?? []).map((item) => item.attachmentId),
        remark: values.remark,
      });
    },
    onSuccess: async () => {
      message.success(t('messages.saved'));
      await client.invalidateQueries({ queryKey: financeKey(props.communityInfoCode) });
      props.onClose();
    },
    onError: (error) => reportError(message, error),
  });

  const year = new Date().getFullYear();
  return (
    <Drawer
      open
      size="min(760px, 100vw)"
      onClose={props.onClose}
      title={report ? t('form.editTitle', { name: report.reportName }) : t('form.createTitle')}
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
            {t('form.save')}
          </Button>
        </Space>
      }
    >
      <Form<ReportValues>
        form={form}
        layout="vertical"
        initialValues={
          report
            ? {
                year: report.year,
                period: report.period,
                opening: fenToNumber(report.openingBalanceFen),
                closing: fenToNumber(report.closingBalanceFen),
                lines: report.lines.map((line) => ({
                  direction: line.direction,
                  itemName: line.itemName,
                  amount: fenToNumber(line.amountFen),
                  remark: line.remark ?? undefined,
                })),
                attachments: report.attachments,
                remark: report.remark ?? undefined,
              }
            : {
                year,
                period: 'A',
                opening: 0,
                closing: null,
                lines: [{ direction: 'INCOME', itemName: '', amount: null }],
                attachments: [],
              }
        }
      >
        <Space size="large" wrap>
          <Form.Item name="year" label={t('form.year')} rules={[{ required: true }]}>
            <InputNumber min={2000} max={2100} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="period" label={t('form.period')} rules={[{ required: true }]}>
            <Select style={{ width: 160 }} options={enumLabel.options(ReportPeriod)} />
          </Form.Item>
          <Form.Item
            name="opening"
            label={t('form.opening')}
            rules={[{ required: true, message: t('form.amountRequired') }]}
          >
            <InputNumber precision={2} style={{ width: 180 }} addonAfter="元" />
          </Form.Item>
        </Space>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <div className="finance-report__head">{t('form.lines')}</div>
              {fields.map((field) => (
                <div key={field.key} className="finance-lines__row">
                  <Form.Item name={[field.name, 'direction']} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 90 }}
                      aria-label={t('form.direction')}
                      options={[
                        { value: 'INCOME', label: t('form.income') },
                        { value: 'EXPENSE', label: t('form.expense') },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'itemName']}
                    rules={[
                      { required: true, whitespace: true, message: t('form.itemRequired') },
                      { max: 100 },
                    ]}
                  >
                    <Input placeholder={t('form.item')} style={{ width: 220 }} maxLength={100} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    rules={[
                      { required: true, message: t('form.amountRequired') },
                      { type: 'number', min: 0, message: t('form.amountNegative') },
                    ]}
                  >
                    <InputNumber
                      placeholder={t('form.amount')}
                      precision={2}
                      style={{ width: 160 }}
                      addonAfter="元"
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'remark']} rules={[{ max: 200 }]}>
                    <Input placeholder={t('form.lineRemark')} style={{ width: 150 }} maxLength={200} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removeLine')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ direction: 'EXPENSE', itemName: '', amount: null })}
                style={{ marginBottom: 16 }}
              >
                {t('form.addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <div className="finance-lines__sum" data-testid="finance-sum">
          {t('form.sum', {
            income: formatFen(income),
            expense: formatFen(expense),
            closing: formatFen(closing),
          })}
        </div>
        <Form.Item
          name="closing"
          label={t('form.closing')}
          extra={t('form.closingHint')}
          rules={[{ required: true, message: t('form.amountRequired') }]}
        >
          <InputNumber precision={2} style={{ width: 180 }} addonAfter="元" />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={t('form.vouchers')}
          extra={t('form.vouchersHint')}
          rules={[uploadFieldRule]}
        >
          <UploadField
            uploadType="TX_KXCZ"
            communityInfoCode={props.communityInfoCode}
            isPublic
            maxCount={9}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
