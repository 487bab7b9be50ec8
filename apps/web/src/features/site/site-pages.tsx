import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundResult } from '../../ui/result-pages';
import { useSiteEdition } from './public/site-edition';
import {
  CaseDetailView,
  CaseListView,
  ContactView,
  InformationView,
  IntroduceView,
  NewsList,
  SiteFrame,
} from './public/site-views';
import { useSiteIcp, useSiteNews } from './site-data';

// Public site pages beyond the home page (SPEC §2.2), as the SPA mounts them.

export function IntroducePage() {
  return (
    <SiteFrame page="introduce" icp={useSiteIcp()}>
      <IntroduceView />
    </SiteFrame>
  );
}

export function CasePage() {
  return (
    <SiteFrame page="case" icp={useSiteIcp()}>
      <CaseListView />
    </SiteFrame>
  );
}

/** `/case/{id}`: keeps the case menu highlighted (SPEC §2.2). */
export function CaseDetailPage() {
  const { id } = useParams();
  const icp = useSiteIcp();
  const caseStudy = useSiteEdition().content.cases.find((item) => item.id === id);
  if (!caseStudy) return <NotFoundResult homePath="/" />;
  return (
    <SiteFrame page="case" icp={icp}>
      <CaseDetailView caseStudy={caseStudy} />
    </SiteFrame>
  );
}

export function InformationPage() {
  const { t } = useTranslation('site');
  const news = useSiteNews();
  return (
    <SiteFrame page="information" icp={useSiteIcp()}>
      <InformationView
        news={
          news.data ? (
            <NewsList news={news.data.list} />
          ) : (
            <p className="gz-news__empty">{t('public.information.loading')}</p>
          )
        }
      />
    </SiteFrame>
  );
}

export function ContactPage() {
  return (
    <SiteFrame page="contact" icp={useSiteIcp()}>
      <ContactView />
    </SiteFrame>
  );
}
