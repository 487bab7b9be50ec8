import { ClockCircleOutlined } from '@ant-design/icons';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { zhCN } from '../locales/zh-cn';
import type { PageTitleKey } from '../routes/page-config';

export type Capability = keyof typeof zhCN.planned.capability;

/**
 * Which later capability fills each page that is not built yet. A page leaves this table when
 * its area replaces the planned page with the real one.
 */
export const PLANNED_PAGES: Partial<Record<PageTitleKey, Capability>> = {
  govConsultationList: 'government',
  govConsultationCreate: 'government',
  govConsultationDetail: 'government',
};

type PlannedPageProps = {
  pageId: PageTitleKey;
  /**
   * `workbench`: inside the shell, which already shows the title; `standalone`: public site pages;
   * `mobile`: phone-sized H5 pages.
   */
  variant?: 'workbench' | 'standalone' | 'mobile';
};

/** A page that exists in the route table but whose capability has not been delivered yet. */
export function PlannedPage({ pageId, variant = 'workbench' }: PlannedPageProps) {
  const { t } = useTranslation();
  const capability = PLANNED_PAGES[pageId] ?? 'site';
  return (
    <section className={`planned-page planned-page--${variant}`} data-page-id={pageId}>
      <div className="planned-page__icon" aria-hidden="true">
        <ClockCircleOutlined />
      </div>
      {variant === 'workbench' ? null : (
        <Typography.Title level={variant === 'mobile' ? 4 : 2} className="planned-page__title">
          {t(`page.${pageId}`)}
        </Typography.Title>
      )}
      <Tag color="processing">{t('planned.tag')}</Tag>
      <Typography.Paragraph type="secondary" className="planned-page__notice">
        {t('planned.notice', { capability: t(`planned.capability.${capability}`) })}
      </Typography.Paragraph>
    </section>
  );
}
