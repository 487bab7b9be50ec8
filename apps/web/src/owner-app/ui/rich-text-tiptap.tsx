import { EditorContent } from '@tiptap/react';
import { useTranslation } from '../../locales/use-translation';
import { richTextTools, useRichTextEditor } from '../../ui/rich-text/rich-text-core';
import type { RichTextEditorProps } from '../../ui/rich-text/rich-text-frame';
import './rich-text-tiptap.css';

/** The editor of owner-app/ui/rich-text-editor.tsx, loaded with it: plain toolbar buttons (44 px). */
export function PlainTiptapEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const editor = useRichTextEditor(props);
  return (
    <div className={`rich-text${props.status === 'error' ? ' rich-text--error' : ''}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('toolbar')}>
        {richTextTools(editor).map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`orich__tool${tool.active ? ' orich__tool--on' : ''}`}
            title={t(`tools.${tool.key}`)}
            aria-label={t(`tools.${tool.key}`)}
            aria-pressed={tool.active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.icon}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
