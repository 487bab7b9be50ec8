import type { FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { formatFen } from '@gongzhi/domain/finance/money';
import type { FinanceReport } from '../../features/finance/finance-api';
import { useTranslation } from '../../locales/use-translation';
import { OwnerAttachmentLinks } from '../ui/attachment-links';
import '../../features/finance/locale';

/**
 * One published report as an owner reads it (the owner's half of features/finance
 * FinanceReportView): the four totals, the income and expense lines with their subtotals, the
 * committee's note, the vouchers.
 */
export function OwnerReportView({ report }: { report: FinanceReport }) {
  const { t } = useTranslation('finance');
  const totals: [string, React.ReactNode][] = [
    [t('report.opening'), formatFen(report.openingBalanceFen)],
    [
      t('report.income'),
      <span key="in" className="ofin-in">
        {formatFen(report.incomeTotalFen)}
      </span>,
    ],
    [
      t('report.expense'),
      <span key="out" className="ofin-out">
        {formatFen(report.expenseTotalFen)}
      </span>,
    ],
    [t('report.closing'), <strong key="closing">{formatFen(report.closingBalanceFen)}</strong>],
  ];
  const lines = (direction: FinanceDirection) => {
    const rows = report.lines.filter((line) => line.direction === direction);
    return (
      <table className="ofin-lines">
        <thead>
          <tr>
            <th scope="col">{t('report.item')}</th>
            <th scope="col" className="ofin-amount">
              {t('report.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="ofin-empty">
                {t('report.noLines')}
              </td>
            </tr>
          ) : (
            rows.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder here
              <tr key={`${direction}-${index}`}>
                <td>{line.itemName}</td>
                <td className="ofin-amount">{formatFen(line.amountFen)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('report.subtotal')}</th>
            <td className="ofin-amount">
              <strong>
                {formatFen(direction === 'INCOME' ? report.incomeTotalFen : report.expenseTotalFen)}
              </strong>
            </td>
          </tr>
        </tfoot>
      </table>
    );
  };
  return (
    <div className="ofin-report">
      <dl className="ofin-totals">
        {totals.map(([label, value]) => (
          <div key={label} className="ofin-totals__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="ofin-head">{t('report.incomeLines')}</h2>
      {lines('INCOME')}
      <h2 className="ofin-head">{t('report.expenseLines')}</h2>
      {lines('EXPENSE')}
      {report.remark ? (
        <p className="ofin-note">{t('report.remarkLine', { remark: report.remark })}</p>
      ) : null}
      {report.attachments.length > 0 ? (
        <>
          <h2 className="ofin-head">{t('report.vouchers')}</h2>
          <OwnerAttachmentLinks attachments={report.attachments} />
        </>
      ) : null}
      <p className="ofin-note">{t('report.unit')}</p>
    </div>
  );
}
