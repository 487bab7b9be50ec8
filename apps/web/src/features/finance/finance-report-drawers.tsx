import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import { expectedClosing, type FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { formatFen } from '@gongzhi/domain/finance/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { exportReport, type FinanceReport, financeKey, reportInfoQuery, saveReport } from './finance-api';
import { FinanceReportView } from './finance-report-view';
import './locale';
import './finance.css';
import { useEnumLabel } from '../../locales/enum-label';
import { fenToNumber, numberToFen, reportError } from './finance-shared';

/** A finance report in a drawer: read (with its export) and edited (lines in fen, balances checked). */

export function ReportViewDrawer(props: {
  communityInfoCode: string;
  reportId: string;
  onClose: () => void;
}) {
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

export function ReportDrawer(props: {
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
