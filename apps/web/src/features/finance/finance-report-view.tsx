import type { FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { formatFen } from '@gongzhi/domain/finance/money';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../notice/notice-shared';
import type { FinanceReport } from './finance-api';
import './locale';
import './finance.css';

/** One report as the committee and the owners read it: totals, income and expense lines, vouchers. */
export function FinanceReportView({ report, owner = false }: { report: FinanceReport; owner?: boolean }) {
  const { t } = useTranslation('finance');
  const lines = (direction: FinanceDirection) => report.lines.filter((line) => line.direction === direction);
  const table = (direction: FinanceDirection) => (
    <Table
      size="small"
      rowKey={(_, index) => `${direction}-${index}`}
      pagination={false}
      dataSource={lines(direction)}
      locale={{ emptyText: t('report.noLines') }}
      columns={[
        { title: t('report.item'), dataIndex: 'itemName' },
        {
          title: t('report.amount'),
          dataIndex: 'amountFen',
          align: 'right',
          width: 140,
          render: (fen: number) => formatFen(fen),
        },
        ...(owner
          ? []
          : [{ title: t('report.remark'), dataIndex: 'remark', render: (r: string | null) => r ?? '' }]),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>{t('report.subtotal')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>
              {formatFen(direction === 'INCOME' ? report.incomeTotalFen : report.expenseTotalFen)}
            </strong>
          </Table.Summary.Cell>
          {owner ? null : <Table.Summary.Cell index={2} />}
        </Table.Summary.Row>
      )}
    />
  );
  return (
    <div className="finance-report">
      <Descriptions
        size="small"
        bordered
        column={owner ? 1 : { xs: 1, sm: 2 }}
        className="finance-report__totals"
      >
        <Descriptions.Item label={t('report.opening')}>
          {formatFen(report.openingBalanceFen)}
        </Descriptions.Item>
        <Descriptions.Item label={t('report.income')}>
          <span className="finance-in">{formatFen(report.incomeTotalFen)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('report.expense')}>
          <span className="finance-out">{formatFen(report.expenseTotalFen)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('report.closing')}>
          <strong>{formatFen(report.closingBalanceFen)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <h3 className="finance-report__head">{t('report.incomeLines')}</h3>
      {table('INCOME')}
      <h3 className="finance-report__head">{t('report.expenseLines')}</h3>
      {table('EXPENSE')}
      {report.remark ? (
        <p className="finance-report__remark">{t('report.remarkLine', { remark: report.remark })}</p>
      ) : null}
      {report.attachments.length > 0 ? (
        <>
          <h3 className="finance-report__head">{t('report.vouchers')}</h3>
          <AttachmentLinks attachments={report.attachments} owner={owner} />
        </>
      ) : null}
      <p className="finance-report__unit">{t('report.unit')}</p>
    </div>
  );
}
