import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './locale';
import type { RichTextEditorProps } from './rich-text-editor';

// The formatting the server keeps (apps/server/src/common/rich-text.ts): no code blocks are offered,
// links come from pasted text.
const EXTENSIONS = [StarterKit.configure({ codeBlock: false, link: { openOnClick: false } })];

/**
 * The rich-text field for antd Form (SPEC §5), loaded only when a form shows it (rich-text-editor.tsx):
 * Tiptap (ProseMirror) writes HTML; the server sanitises it
 * again before storing. A value set from outside (a template) replaces the content.
 */
export function TiptapEditor({ value, onChange, id, status, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': rest['aria-label'] ?? t('label'),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    // A Suspense boundary that hides and shows the editor again (or StrictMode) reconnects this effect
    // with an editor useEditor has already destroyed, whose schema is gone: getHTML would throw.
    if (!editor || editor.isDestroyed || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={t(`tools.${key}`)} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`tools.${key}`)}
        aria-pressed={active}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();

  return (
    <div className={`rich-text${status === 'error' ? ' rich-text--error' : ''}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('toolbar')}>
        {tool(
          'h3',
          <span className="rich-text__h">H</span>,
          editor?.isActive('heading', { level: 3 }) ?? false,
          () => chain()?.toggleHeading({ level: 3 }).run(),
        )}
        {tool('bold', <BoldOutlined />, editor?.isActive('bold') ?? false, () => chain()?.toggleBold().run())}
        {tool('italic', <ItalicOutlined />, editor?.isActive('italic') ?? false, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('underline', <UnderlineOutlined />, editor?.isActive('underline') ?? false, () =>
          chain()?.toggleUnderline().run(),
        )}
        {tool('strike', <StrikethroughOutlined />, editor?.isActive('strike') ?? false, () =>
          chain()?.toggleStrike().run(),
        )}
        {tool('bulletList', <UnorderedListOutlined />, editor?.isActive('bulletList') ?? false, () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool('orderedList', <OrderedListOutlined />, editor?.isActive('orderedList') ?? false, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {tool('undo', <UndoOutlined />, false, () => chain()?.undo().run())}
        {tool('redo', <RedoOutlined />, false, () => chain()?.redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
