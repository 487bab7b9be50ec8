import type { SopGuide, SopGuideSummary } from '@gongzhi/domain/site/sop-guide';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { request } from '../../lib/request';
import './knowledge.css';
import './locale';

/** `/mobile/sopList`: the public-affairs guides (`stop/list`, SPEC §7). */
export function SopListPage() {
  const { t } = useTranslation('knowledge');
  const { t: tp } = useTranslation();
  const guides = useQuery({
    queryKey: ['stop', 'list'],
    queryFn: () => request<SopGuideSummary[]>({ url: '/v1/stop/list', intercept: false }),
  });
  return (
    <div className="kb">
      <h1>{tp('page.mobileSopList')}</h1>
      <p className="kb__lead">{t('sop.lead')}</p>
      {guides.isError ? <p>{t('loadFailed')}</p> : null}
      {guides.data ? (
        <ul className="kb__list">
          {guides.data.map((guide) => (
            <li key={guide.id}>
              <Link className="kb__item" to={`/mobile/sopList/detail/${guide.id}`}>
                <span className="kb__tag">{guide.category}</span>
                <strong>{guide.title}</strong>
                <span>{guide.summary}</span>
                <span className="kb__muted">{t('sop.steps', { count: guide.stepCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="kb__muted">{t('loading')}</p>
      )}
    </div>
  );
}

/** `/mobile/sopList/detail/{id}`: one guide, step by step (`stop/info`). */
export function SopDetailPage() {
  const { t } = useTranslation('knowledge');
  const { id = '' } = useParams();
  const guide = useQuery({
    queryKey: ['stop', 'info', id],
    queryFn: () => request<SopGuide>({ url: '/v1/stop/info', data: { id }, intercept: false }),
    retry: false,
  });
  if (guide.isError) {
    return (
      <div className="kb">
        <p>{t('sop.notFound')}</p>
        <Link to="/mobile/sopList">{t('sop.back')}</Link>
      </div>
    );
  }
  if (!guide.data) return <p className="kb kb__muted">{t('loading')}</p>;
  const data = guide.data;
  return (
    <article className="kb">
      <span className="kb__tag">{data.category}</span>
      <h1>{data.title}</h1>
      <p className="kb__lead">{data.summary}</p>
      <div className="kb__source">
        <strong>{t('sop.basis')}</strong>
        <ul>
          {data.basis.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <ol className="kb__steps">
        {data.steps.map((step) => (
          <li key={step.title} className="kb__step">
            <h3>{step.title}</h3>
            <p>{step.detail}</p>
            {step.materials.length > 0 ? (
              <div className="kb__box">
                {t('sop.materials')}
                <ul>
                  {step.materials.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {data.tips.length > 0 ? (
        <div className="kb__box">
          <strong>{t('sop.tips')}</strong>
          <ul>
            {data.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to="/mobile/sopList">← {t('sop.back')}</Link>
      </p>
    </article>
  );
}
