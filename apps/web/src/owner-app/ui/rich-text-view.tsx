import { useTranslation } from '../../locales/use-translation';
import { richTextNodes } from '../../ui/rich-text/rich-text-html';
import '../../ui/rich-text/locale';
import './rich-text-view.css';

/**
 * Stored rich text for reading (a notice, a government release), never the editor: the same
 * sanitising rebuild as the SPA's RichTextView (ui/rich-text/rich-text-html, only the editor's
 * elements and safe link addresses), without the module that lazily holds the editor.
 */
export function OwnerRichText({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation('richText');
  return (
    <article className={`orich ${className ?? ''}`} aria-label={t('label')}>
      {richTextNodes(html)}
    </article>
  );
}
