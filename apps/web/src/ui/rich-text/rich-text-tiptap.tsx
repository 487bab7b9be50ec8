import { EditorContent } from '@tiptap/react';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import './locale';
import { richTextTools, useRichTextEditor } from './rich-text-core';
import type { RichTextEditorProps } from './rich-text-editor';

/**
 * The rich-text field for antd Form (SPEC §5), loaded only when a form shows it (rich-text-editor.tsx):
 * the shared editor (rich-text-core.tsx) under a toolbar of antd buttons with tooltips.
 */
export function TiptapEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const editor = useRichTextEditor(props);
  return (
    <div className={`rich-text${props.status === 'error' ? ' rich-text--error' : ''}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('toolbar')}>
        {richTextTools(editor).map((tool) => (
          <Tooltip title={t(`tools.${tool.key}`)} key={tool.key}>
            <Button
              type={tool.active ? 'primary' : 'text'}
              size="small"
              icon={tool.icon}
              aria-label={t(`tools.${tool.key}`)}
              aria-pressed={tool.active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            />
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
