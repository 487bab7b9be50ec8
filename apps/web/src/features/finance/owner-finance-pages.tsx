import { RightOutlined } from '@ant-design/icons';
import { formatFen } from '@gongzhi/domain/finance/money';
import { useQuery } from '@tanstack/react-query';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { ownerReportQuery, ownerReportsQuery } from './finance-api';
import { FinanceReportView } from './finance-report-view';
import './locale';
import './finance.css';
import { useEnumLabel } from '../../locales/enum-label';
import { accountTypeText } from './account-type-text';

/** 阳光财务 (/owner/financeReports): the published reports of the owner's communities. */
export function OwnerFinancePage() {
  const { t } = useTranslation('finance');
  const reports = useQuery(ownerReportsQuery);
  if (reports.isError)
    return <Result status="error" title={t('owner.loadFailed')} subTitle={failureMessage(reports.error)} />;
  if (reports.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="owner-finance">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {reports.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {reports.data.map((report) => (
        <Link
          key={report.reportId}
          to={`/owner/financeReports/${encodeURIComponent(report.reportId)}`}
          className="owner-card owner-finance-item"
          data-testid="owner-finance-item"
        >
          <div className="owner-finance-item__main">
            <div className="owner-finance-item__title">
              {report.accountName} · {report.reportName}
            </div>
            <div className="owner-finance-item__meta">
              <Tag>{report.accountTypeName}</Tag>
              {t('owner.closing', { amount: formatFen(report.closingBalanceFen) })}
            </div>
            <div className="owner-finance-item__meta">
              {report.communityName} · {t('owner.published', { time: formatDateTime(report.publishedAt) })}
            </div>
          </div>
          <RightOutlined className="owner-muted" />
        </Link>
      ))}
    </div>
  );
}

/** One published report on the phone. */
export function OwnerFinanceReportPage() {
  const { reportId = '' } = useParams();
  const enumLabel = useEnumLabel();
  const report = useQuery(ownerReportQuery(reportId));
  if (report.isError) return <Result status="404" title={failureMessage(report.error)} />;
  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <div className="owner-card owner-finance">
      <h1 className="owner-finance__title">
        {report.data.accountName} · {report.data.reportName}
      </h1>
      <div className="owner-muted" style={{ marginBottom: 12 }}>
        {report.data.communityName} · {accountTypeText(enumLabel, report.data)}
      </div>
      <FinanceReportView report={report.data} owner />
    </div>
  );
}
