import { MOBILE_PATTERN } from '@gongzhi/domain/account/login-rules';
import { CLUE_CONTENT_MAX, CustomerIdentity } from '@gongzhi/domain/site/customer-clue';
import type { SiteNewsDto } from '@gongzhi/domain/site/site-news';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../locale';
import { enhanceContactForm } from './contact-form-enhance';
import { type CaseStudy, MINI_PROGRAM_QR, SITE_EMAIL, SITE_PHONE, SITE_PHONE_HREF } from './site-content';
import { useSiteEdition } from './site-edition';

/**
 * The public site (SPEC §2.2) as plain React and CSS: no antd and no router, so the same components
 * are prerendered to static HTML at build (apps/web/scripts/site-prerender.ts) and mounted by the SPA.
 * Links are ordinary anchors: each site page is its own document. Content comes in Chinese and
 * English (site-edition.tsx); English pages live under /en.
 */

/** `join` is the government join form: a SPA page in the site frame, not prerendered (it needs JavaScript). */
export type SitePageId = 'home' | 'introduce' | 'case' | 'information' | 'contact' | 'join' | 'notFound';
export type SiteTheme = 'red' | 'blue';

const NAV: { id: SitePageId; href: string }[] = [
  { id: 'home', href: '/' },
  { id: 'introduce', href: '/introduce' },
  { id: 'information', href: '/information' },
  { id: 'case', href: '/case' },
];

/** Red for the home page and the cases, blue for the product, news and contact pages (SPEC §2.2 themes). */
export const PAGE_THEME: Record<SitePageId, SiteTheme> = {
  home: 'red',
  introduce: 'blue',
  case: 'red',
  information: 'blue',
  contact: 'blue',
  join: 'blue',
  notFound: 'red',
};

/** A literal HTML comment the server fills in per request (modules/site/site-pages.ts). */
export function Slot({ name }: { name: 'icp' | 'news' }) {
  // A fixed comment, never user content: the server replaces it with escaped text.
  const html = { __html: `<!--gz:${name}-->` };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant HTML comment is the slot marker
  if (name === 'icp') return <span dangerouslySetInnerHTML={html} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant HTML comment is the slot marker
  return <div dangerouslySetInnerHTML={html} />;
}

function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#DD4B37" />
      <path d="M14 40 32 16l18 24z" fill="#fff" />
      <rect x="22" y="40" width="20" height="10" rx="2" fill="#fff" />
    </svg>
  );
}

function MiniProgramPopover() {
  const { t } = useTranslation('site');
  return (
    <div className="gz-mp">
      <button type="button" className="gz-mp__trigger" aria-describedby="gz-mp-pop">
        {t('public.miniProgram')}
      </button>
      <div className="gz-mp__pop" role="tooltip" id="gz-mp-pop">
        <img src={MINI_PROGRAM_QR} width={128} height={128} alt={t('public.miniProgramTip')} />
        <strong>{t('public.miniProgramTip')}</strong>
        <span>{t('public.miniProgramBody')}</span>
      </div>
    </div>
  );
}

function FollowTabs() {
  const { t } = useTranslation('site');
  const { content } = useSiteEdition();
  const accounts = content.follow;
  return (
    <div className="gz-follow">
      <p className="gz-footer__heading">{t('public.footer.follow')}</p>
      {accounts.map((account, index) => (
        <input
          key={account.key}
          type="radio"
          name="gz-follow"
          id={`gz-follow-${account.key}`}
          className={`gz-follow__radio gz-follow__radio--${account.key}`}
          defaultChecked={index === 0}
        />
      ))}
      <div className="gz-follow__tabs">
        {accounts.map((account) => (
          <label
            key={account.key}
            htmlFor={`gz-follow-${account.key}`}
            className={`gz-follow__tab gz-follow__tab--${account.key}`}
          >
            {account.name}
          </label>
        ))}
      </div>
      <div className="gz-follow__panels">
        {accounts.map((account) => (
          <figure key={account.key} className={`gz-follow__panel gz-follow__panel--${account.key}`}>
            <img
              src={account.qr}
              width={112}
              height={112}
              alt={`${account.name}${content.colon}${account.handle}`}
            />
            <figcaption>
              {account.name}
              {content.colon}
              {account.handle}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

type FrameProps = {
  page: SitePageId;
  /** The ICP filing number: a server slot when prerendered, the fetched text in the SPA. */
  icp: ReactNode;
  children: ReactNode;
};

/** Header with menu, 'enter workbench' and the mini-program popover; footer; the bottom contact bar except on /contact and /join. */
export function SiteFrame({ page, icp, children }: FrameProps) {
  const { t } = useTranslation('site');
  const { content, href, alternateHref } = useSiteEdition();
  const withBar = page !== 'contact' && page !== 'join';
  return (
    <div className={`gz-site gz-site--${PAGE_THEME[page]}${withBar ? ' gz-site--with-bar' : ''}`}>
      <header className="gz-header">
        <div className="gz-container gz-header__inner">
          <a href={href('/')} className="gz-header__brand" aria-label={content.brand}>
            <Logo />
            <span>{content.brand}</span>
          </a>
          <nav className="gz-header__nav" aria-label={t('public.menu.label')}>
            {NAV.map((item) => (
              <a
                key={item.id}
                href={href(item.href)}
                className={item.id === page ? 'gz-header__link is-active' : 'gz-header__link'}
                aria-current={item.id === page ? 'page' : undefined}
              >
                {t(`public.menu.${item.id}`)}
              </a>
            ))}
          </nav>
          <MiniProgramPopover />
          {alternateHref ? (
            <a
              className="gz-header__lang"
              href={alternateHref}
              hrefLang={t('public.switchLanguageCode')}
              lang={t('public.switchLanguageCode')}
            >
              {t('public.switchLanguage')}
            </a>
          ) : null}
          <a className="gz-btn gz-btn--primary gz-header__cta" href="/login" target="_blank" rel="noopener">
            {t('public.enterWorkbench')}
          </a>
        </div>
      </header>
      <main className="gz-main">{children}</main>
      <footer className="gz-footer">
        <div className="gz-container gz-footer__inner">
          <div className="gz-footer__about">
            <p className="gz-footer__brand">
              <Logo /> {content.brand}
            </p>
            <p>
              {t('public.contact.phone')}
              {content.colon}
              <a href={SITE_PHONE_HREF}>{SITE_PHONE}</a>
            </p>
            <p>
              {t('public.contact.email')}
              {content.colon}
              {SITE_EMAIL}
            </p>
            <p>
              <a className="gz-footer__join" href="/join">
                {t('public.footer.govJoin')}
              </a>
            </p>
            <p>
              <a href="/mobile/protocol">{t('public.footer.legal')}</a> ·{' '}
              <a href="/mobile/policy">{t('public.footer.privacy')}</a>
            </p>
          </div>
          <FollowTabs />
        </div>
        <div className="gz-container gz-footer__legal">
          <span>{t('public.footer.copyright', { year: 2026 })}</span>
          <span className="gz-footer__icp">{icp}</span>
        </div>
      </footer>
      {withBar ? (
        <aside className="gz-bar">
          <a className="gz-bar__consult" href={href('/contact')}>
            {t('public.bar.consult')}
          </a>
          <a className="gz-bar__call" href={SITE_PHONE_HREF}>
            {t('public.bar.call')} {SITE_PHONE}
          </a>
        </aside>
      ) : null}
    </div>
  );
}

function VoteSteps() {
  const { content } = useSiteEdition();
  return (
    <ol className="gz-steps">
      {content.voteSteps.map((step, index) => (
        <li key={step.title} className="gz-steps__item">
          <span className="gz-steps__num">{index + 1}</span>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

function FeatureGrid() {
  const { content } = useSiteEdition();
  return (
    <div className="gz-grid">
      {content.features.map((feature) => (
        <article key={feature.title} className="gz-card">
          <span className="gz-card__icon" aria-hidden="true">
            {feature.icon}
          </span>
          <h3>{feature.title}</h3>
          <p>{feature.body}</p>
        </article>
      ))}
    </div>
  );
}

function CaseCards({ cases }: { cases: readonly CaseStudy[] }) {
  const { t } = useTranslation('site');
  const { href } = useSiteEdition();
  return (
    <div className="gz-grid gz-grid--cases">
      {cases.map((item) => (
        <a key={item.id} className="gz-card gz-card--case" href={href(`/case/${item.id}`)}>
          <span className="gz-tag">{item.tag}</span>
          <h3>{item.name}</h3>
          <p className="gz-muted">
            {item.city} · {t('public.case.households', { count: item.households })}
          </p>
          <p>{item.summary}</p>
          <span className="gz-link">{t('public.case.readMore')} →</span>
        </a>
      ))}
    </div>
  );
}

export function HomeView() {
  const { t } = useTranslation('site');
  const { content, href } = useSiteEdition();
  const hero = content.hero;
  return (
    <>
      <section className="gz-hero">
        <div className="gz-container">
          <h1 className="gz-hero__title">{hero.title}</h1>
          <p className="gz-hero__body">{hero.body}</p>
          <div className="gz-hero__actions">
            <a className="gz-btn gz-btn--light" href={href('/contact')}>
              {t('public.home.cta')}
            </a>
            <a className="gz-btn gz-btn--ghost" href="/login" target="_blank" rel="noopener">
              {t('public.enterWorkbench')}
            </a>
          </div>
          <ul className="gz-hero__stats">
            {hero.stats.map((stat) => (
              <li key={stat.value}>
                <strong>{stat.value}</strong>
                <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="gz-section gz-container">
        <h2 className="gz-section__title">{t('public.home.featuresTitle')}</h2>
        <FeatureGrid />
      </section>
      <section className="gz-section gz-section--tint">
        <div className="gz-container">
          <h2 className="gz-section__title">{t('public.home.voteTitle')}</h2>
          <VoteSteps />
        </div>
      </section>
      <section className="gz-section gz-container">
        <h2 className="gz-section__title">{t('public.home.casesTitle')}</h2>
        <CaseCards cases={content.cases} />
        <p className="gz-center">
          <a className="gz-link" href={href('/case')}>
            {t('public.home.moreCases')} →
          </a>
        </p>
      </section>
    </>
  );
}

function PageHead({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="gz-pagehead">
      <div className="gz-container">
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
    </section>
  );
}

export function IntroduceView() {
  const { t } = useTranslation('site');
  const { content } = useSiteEdition();
  const introduce = content.introduce;
  return (
    <>
      <PageHead title={t('public.introduce.title')} lead={introduce.lead} />
      <section className="gz-section gz-container">
        <h2 className="gz-section__title">{t('public.introduce.rolesTitle')}</h2>
        <div className="gz-grid">
          {introduce.roles.map((role) => (
            <article key={role.title} className="gz-card">
              <h3>{role.title}</h3>
              <p>{role.body}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="gz-section gz-section--tint">
        <div className="gz-container">
          <h2 className="gz-section__title">{t('public.introduce.featuresTitle')}</h2>
          <FeatureGrid />
        </div>
      </section>
      <section className="gz-section gz-container">
        <h2 className="gz-section__title">{t('public.introduce.voteTitle')}</h2>
        <VoteSteps />
      </section>
      <section className="gz-section gz-section--tint">
        <div className="gz-container">
          <h2 className="gz-section__title">{t('public.introduce.securityTitle')}</h2>
          <ul className="gz-list">
            {introduce.security.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function CaseListView() {
  const { t } = useTranslation('site');
  const { content } = useSiteEdition();
  return (
    <>
      <PageHead title={t('public.case.title')} lead={t('public.case.lead')} />
      <section className="gz-section gz-container">
        <CaseCards cases={content.cases} />
      </section>
    </>
  );
}

export function CaseDetailView({ caseStudy }: { caseStudy: CaseStudy }) {
  const { t } = useTranslation('site');
  const { content, href } = useSiteEdition();
  const [open, close] = content.quotes;
  return (
    <>
      <PageHead title={caseStudy.name} lead={caseStudy.summary} />
      <article className="gz-section gz-container gz-article">
        <p className="gz-muted">
          <span className="gz-tag">{caseStudy.tag}</span> {caseStudy.city} ·{' '}
          {t('public.case.households', { count: caseStudy.households })}
        </p>
        <h2>{t('public.case.challenge')}</h2>
        <p>{caseStudy.challenge}</p>
        <h2>{t('public.case.solution')}</h2>
        <ul className="gz-list">
          {caseStudy.solution.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{t('public.case.result')}</h2>
        <p>{caseStudy.result}</p>
        <blockquote className="gz-quote">
          <p>
            {open}
            {caseStudy.quote.text}
            {close}
          </p>
          <cite>— {caseStudy.quote.author}</cite>
        </blockquote>
        <p>
          <a className="gz-link" href={href('/case')}>
            ← {t('public.case.back')}
          </a>
        </p>
      </article>
    </>
  );
}

/** The news list; the server renders the same markup into the prerendered page (modules/site/site-pages.ts). */
export function NewsList({ news }: { news: readonly SiteNewsDto[] }) {
  const { content } = useSiteEdition();
  if (news.length === 0) return <p className="gz-news__empty">{content.newsEmpty}</p>;
  return (
    <>
      {news.map((item) => (
        <article key={item.newsId} className="gz-news__item" id={`news-${item.newsId}`}>
          <h3 className="gz-news__title">{item.title}</h3>
          <p className="gz-news__summary">{item.summary}</p>
          <p className="gz-news__meta">
            <time dateTime={item.publishDate}>{item.publishDate}</time> · {item.source}
          </p>
        </article>
      ))}
    </>
  );
}

export function InformationView({ news }: { news: ReactNode }) {
  const { t } = useTranslation('site');
  return (
    <>
      <PageHead title={t('public.information.title')} lead={t('public.information.lead')} />
      <section className="gz-section gz-container">
        <div className="gz-news">{news}</div>
      </section>
    </>
  );
}

export function ContactView() {
  const { t } = useTranslation('site');
  const { content, href } = useSiteEdition();
  const contact = content.contact;
  const formRef = useRef<HTMLFormElement>(null);
  // In the SPA the same enhancer as on the prerendered page sends the form.
  useEffect(() => (formRef.current ? enhanceContactForm(formRef.current) : undefined), []);
  return (
    <>
      <PageHead title={t('public.contact.title')} lead={contact.lead} />
      <section className="gz-section gz-container gz-contact">
        <dl className="gz-contact__info">
          <dt>{t('public.contact.phone')}</dt>
          <dd>
            <a href={SITE_PHONE_HREF}>{SITE_PHONE}</a>
          </dd>
          <dt>{t('public.contact.email')}</dt>
          <dd>{SITE_EMAIL}</dd>
          <dt>{t('public.contact.hours')}</dt>
          <dd>{contact.hours}</dd>
          <dt>{t('public.contact.address')}</dt>
          <dd>{contact.address}</dd>
          <dt>{t('public.contact.govJoinTitle')}</dt>
          <dd>
            {t('public.contact.govJoinBody')}
            <a className="gz-link gz-contact__join" href="/join">
              {t('public.contact.govJoinLink')}
            </a>
          </dd>
        </dl>
        {/* Without JavaScript the browser posts the form to the server (modules/site/contact-form-post.ts). */}
        <form
          ref={formRef}
          className="gz-form"
          method="post"
          action={href('/contact')}
          data-gz-contact=""
          data-failed={t('public.contact.failed')}
          data-done={content.submitted ?? undefined}
        >
          <h2>{t('public.contact.formTitle')}</h2>
          <label className="gz-field">
            <span>{t('public.contact.name')}</span>
            <input name="name" required maxLength={30} autoComplete="name" />
          </label>
          <label className="gz-field">
            <span>{t('public.contact.mobile')}</span>
            <input
              name="mobile"
              required
              inputMode="numeric"
              pattern={MOBILE_PATTERN.source.replace(/^\^|\$$/g, '')}
              maxLength={11}
              autoComplete="tel"
            />
          </label>
          <label className="gz-field">
            <span>{t('public.contact.identity')}</span>
            <select name="identity" required defaultValue="">
              <option value="" disabled>
                {t('public.contact.identityPlaceholder')}
              </option>
              {CustomerIdentity.values.map((value) => (
                <option key={value} value={value}>
                  {content.identityLabels[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="gz-field">
            <span>{t('public.contact.communityName')}</span>
            <input name="communityName" required maxLength={100} />
          </label>
          <label className="gz-field">
            <span>{t('public.contact.city')}</span>
            <input name="city" maxLength={50} />
          </label>
          <label className="gz-field gz-field--wide">
            <span>{t('public.contact.content')}</span>
            <textarea
              name="content"
              rows={4}
              maxLength={CLUE_CONTENT_MAX}
              placeholder={t('public.contact.contentPlaceholder')}
            />
          </label>
          <input type="hidden" name="source" value="CONTACT_PAGE" />
          <button type="submit" className="gz-btn gz-btn--primary" data-busy={t('public.contact.submitting')}>
            {t('public.contact.submit')}
          </button>
          <p className="gz-form__status" data-gz-status="" role="status" aria-live="polite" />
        </form>
      </section>
    </>
  );
}

/** After the contact form was sent without JavaScript (POST /contact answers 303 here). */
export function ContactThanksView() {
  const { t } = useTranslation('site');
  const { content, href } = useSiteEdition();
  return (
    <>
      <PageHead
        title={t('public.contact.thanksTitle')}
        lead={content.submitted ?? t('public.contact.thanksBody')}
      />
      <section className="gz-section gz-container">
        <p>
          <a className="gz-btn gz-btn--primary" href={href('/contact')}>
            {t('public.contact.thanksBack')}
          </a>
        </p>
      </section>
    </>
  );
}

/** An address that is no page: the server answers it 404 with this view in the site frame. */
export function NotFoundView() {
  const { t } = useTranslation('site');
  const { href } = useSiteEdition();
  return (
    <>
      <PageHead title={t('public.notFound.title')} lead={t('public.notFound.body')} />
      <section className="gz-section gz-container">
        <p className="gz-notfound__links">
          <a className="gz-btn gz-btn--primary" href={href('/')}>
            {t('public.notFound.home')}
          </a>{' '}
          <a className="gz-link" href="/mobile/KnowledgeBase">
            {t('public.notFound.knowledge')}
          </a>{' '}
          <a className="gz-link" href={href('/contact')}>
            {t('public.notFound.contact')}
          </a>
        </p>
      </section>
    </>
  );
}
