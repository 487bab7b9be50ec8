import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** `/`: the product name and the way into the workbench; the full public site comes later. */
export function SiteHomePage() {
  const { t } = useTranslation();
  return (
    <section className="site-hero">
      <Typography.Title className="site-hero__title">{t('site.heroTitle')}</Typography.Title>
      <Typography.Paragraph className="site-hero__body">{t('site.heroBody')}</Typography.Paragraph>
      <Button type="primary" size="large" href="/login" target="_blank" rel="noopener">
        {t('site.enterWorkbench')}
      </Button>
      <Typography.Paragraph type="secondary" className="site-hero__note">
        {t('site.comingSoon')}
      </Typography.Paragraph>
    </section>
  );
}
