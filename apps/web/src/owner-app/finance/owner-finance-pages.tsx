import { formatFen } from '@gongzhi/domain/finance/money';
import { useQuery } from '@tanstack/react-query';
import { accountTypeText } from '../../features/finance/account-type-text';
import { ownerReportQuery, ownerReportsQuery } from '../../features/finance/finance-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import type { EnumLabeller } from '../../locales/enum-label';
import { useTranslation } from '../../locales/use-translation';
import { Link, useParams } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerReportView } from './owner-report-view';
import '../../features/finance/locale';
import './owner-finance.css';

/** 阳光财务 (/owner/financeReports): the published reports of the owner's communities. */
export function OwnerFinancePage() {
  const { t } = useTranslation('finance');
  const reports = useQuery(ownerReportsQuery);
  if (reports.isError) return <OwnerLoadFailed title={t('owner.loadFailed')} error={reports.error} />;
  if (reports.isPending) return <OwnerSkeleton />;
  return (
    <div className="owner-finance">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {reports.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {reports.data.map((report) => (
        <Link
          key={report.reportId}
          to={`/owner/financeReports/${encodeURIComponent(report.reportId)}`}
          className="owner-card ofin-item"
          data-testid="owner-finance-item"
        >
          <div className="ofin-item__main">
            <div className="ofin-item__title">
              {report.accountName} · {report.reportName}
            </div>
            <div className="ofin-item__meta">
              <OwnerTag>{report.accountTypeName}</OwnerTag>
              <span>{t('owner.closing', { amount: formatFen(report.closingBalanceFen) })}</span>
            </div>
            <div className="ofin-item__meta">
              {report.communityName} · {t('owner.published', { time: formatDateTime(report.publishedAt) })}
            </div>
          </div>
          <span className="ofin-chevron" aria-hidden="true" />
        </Link>
      ))}
    </div>
  );
}

/** One published report on the phone. */
export function OwnerFinanceReportPage() {
  const { reportId = '' } = useParams();
  const label = useOwnerEnumLabel();
  const report = useQuery(ownerReportQuery(reportId));
  if (report.isError) return <OwnerLoadFailed title={failureMessage(report.error)} />;
  if (report.isPending) return <OwnerSkeleton rows={8} />;
  // accountTypeText asks for one label (never options): the owner entry's lazily-English labeller.
  const typeLabel = ((enumeration, value) => label('FinanceAccountType', enumeration, value)) as EnumLabeller;
  return (
    <div className="owner-card owner-finance">
      <h1 className="ofin-title">
        {report.data.accountName} · {report.data.reportName}
      </h1>
      <div className="owner-muted ofin-subtitle">
        {report.data.communityName} · {accountTypeText(typeLabel, report.data)}
      </div>
      <OwnerReportView report={report.data} />
    </div>
  );
}
