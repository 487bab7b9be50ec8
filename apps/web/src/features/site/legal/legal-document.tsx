import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaLocale } from '../../../locales/i18n';
import { changeLanguage } from '../../../locales/i18n';
import type { LegalBlock, LegalDoc } from './legal-types';
import { useOperatorFill } from './operator-fill';
import './legal-locale';
import './legal-document.css';

/** The document in the current language: English only when English is chosen. */
export function useLocalized<T>(locale: AreaLocale<T>): { value: T; english: boolean } {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return { value: english ? locale.enUS : locale.zhCN, english };
}

/**
 * Scrolls to the section named in the address (`#rights`) once the lazily loaded page is there:
 * the browser looks for the anchor before the text exists.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, []);
}

/** A plain button (no antd on H5 pages) that flips between Chinese and English. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('site');
  const english = i18n.language === 'en-US';
  return (
    <button
      type="button"
      className="legal-doc__lang"
      aria-label={t('legal.switchLanguageLabel')}
      lang={english ? 'zh-CN' : 'en'}
      onClick={() => void changeLanguage(english ? 'zh-CN' : 'en-US')}
    >
      {t('legal.switchLanguage')}
    </button>
  );
}

function Block({ block, fill }: { block: LegalBlock; fill: (text: string) => string }) {
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    <div className="legal-doc__table-wrap">
      <table className="legal-doc__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell) => (
                <td key={cell}>{fill(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One legal text of the mobile H5 (SPEC §2.1): title, dates, table of contents and numbered
 * sections, set for reading on a phone. The Chinese version is the binding one.
 */
export function LegalDocument({ locale }: { locale: AreaLocale<LegalDoc> }) {
  const { t } = useTranslation('site');
  const { value: doc, english } = useLocalized(locale);
  // The operator's name, contact and providers come from the deployment's settings.
  const fill = useOperatorFill();
  useScrollToHash();

  return (
    <article className="legal-doc" lang={english ? 'en' : 'zh-CN'}>
      <header className="legal-doc__header">
        <div className="legal-doc__bar">
          <LanguageToggle />
        </div>
        <h1 className="legal-doc__title" id="top">
          {doc.title}
        </h1>
        <p className="legal-doc__dates">
          <span>{t('legal.updated', { date: doc.updated })}</span>
          <span>{t('legal.effective', { date: doc.effective })}</span>
        </p>
        {english ? <p className="legal-doc__prevails">{t('legal.prevails')}</p> : null}
      </header>
      {doc.intro.map((paragraph) => (
        <p key={paragraph} className="legal-doc__intro">
          {fill(paragraph)}
        </p>
      ))}
      <nav className="legal-doc__toc" aria-labelledby="legal-toc">
        <h2 id="legal-toc">{t('legal.toc')}</h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-h`}
          className="legal-doc__section"
        >
          <h2 id={`${section.id}-h`}>{section.heading}</h2>
          {section.blocks.map((block) => (
            <Block
              key={typeof block === 'string' ? block : JSON.stringify(block)}
              block={block}
              fill={fill}
            />
          ))}
        </section>
      ))}
      <p className="legal-doc__top">
        <a href="#top">{t('legal.backToTop')}</a>
      </p>
    </article>
  );
}
