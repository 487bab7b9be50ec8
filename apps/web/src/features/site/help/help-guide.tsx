import { useTranslation } from 'react-i18next';
import type { AreaLocale } from '../../../locales/i18n';
import { LanguageToggle, useLocalized, useScrollToHash } from '../legal/legal-document';
import { HelpFigure } from './help-figures';
import type { HelpGuide as Guide } from './help-types';
import '../legal/legal-document.css';
import './help-guide.css';

/**
 * A step-by-step help guide of the mobile H5 (SPEC §2.1): a table of contents, then numbered steps
 * with a drawing each, then tips. Same reading column as the legal texts.
 */
export function HelpGuide({ locale }: { locale: AreaLocale<Guide> }) {
  const { t } = useTranslation('site');
  const { value: guide, english } = useLocalized(locale);
  useScrollToHash();
  const sections = [...guide.parts.map((part) => ({ id: part.id, heading: part.heading })), guide.tips];

  return (
    <article className="legal-doc help-guide" lang={english ? 'en' : 'zh-CN'}>
      <header className="legal-doc__header">
        <div className="legal-doc__bar">
          <LanguageToggle />
        </div>
        <h1 className="legal-doc__title" id="top">
          {guide.title}
        </h1>
      </header>
      <p>{guide.intro}</p>
      <nav className="legal-doc__toc" aria-labelledby="help-toc">
        <h2 id="help-toc">{t('legal.toc')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {guide.parts.map((part) => (
        <section key={part.id} id={part.id} aria-labelledby={`${part.id}-h`} className="legal-doc__section">
          <h2 id={`${part.id}-h`}>{part.heading}</h2>
          <p>{part.intro}</p>
          <ol className="help-guide__steps">
            {part.steps.map((step, index) => (
              <li key={step.title} className="help-guide__step">
                <h3>
                  <span className="help-guide__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {step.title}
                </h3>
                <HelpFigure name={step.figure} alt={step.alt} />
                {step.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section
        id={guide.tips.id}
        aria-labelledby={`${guide.tips.id}-h`}
        className="legal-doc__section help-guide__tips"
      >
        <h2 id={`${guide.tips.id}-h`}>{guide.tips.heading}</h2>
        <ul>
          {guide.tips.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {english ? <p className="legal-doc__prevails">{t('legal.prevails')}</p> : null}
      <p className="legal-doc__top">
        <a href="#top">{t('legal.backToTop')}</a>
      </p>
    </article>
  );
}
