import { useTranslation } from '../../locales/use-translation';
import './locale';
import { richTextNodes } from './rich-text-html';
import './rich-text.css';

/**
 * Shows stored rich text without loading the editor: only the elements the editor writes are
 * rebuilt (rich-text-html.tsx), so a script or handler never reaches the DOM.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation('richText');
  return (
    <article
      className={`rich-text__content rich-text__content--view ${className ?? ''}`}
      aria-label={t('label')}
    >
      {richTextNodes(html)}
    </article>
  );
}
