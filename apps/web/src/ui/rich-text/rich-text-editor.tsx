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
import './rich-text.css';

// The formatting the server keeps (modules/proposal/rich-text.ts): no code blocks or horizontal rules
// are offered, links come from pasted text.
const EXTENSIONS = [StarterKit.configure({ codeBlock: false, link: { openOnClick: false } })];

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  status?: 'error' | '';
};

/**
 * Rich-text field for antd Form (SPEC §5): Tiptap (ProseMirror) writes HTML; the server sanitises it
 * again before storing. A value set from outside (a template) replaces the content.
 */
export function RichTextEditor({ value, onChange, id, status, ...rest }: RichTextEditorProps) {
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
    if (!editor || value === undefined) return;
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

/**
 * Shows stored rich text. It goes through the same ProseMirror schema as the editor (read-only), so
 * only the nodes and marks the editor knows can appear: a script or handler never reaches the DOM.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation('richText');
  const editor = useEditor(
    {
      extensions: EXTENSIONS,
      content: html,
      editable: false,
      editorProps: {
        // Read-only text is an article, not the text box Tiptap marks every editor as.
        attributes: {
          class: `rich-text__content rich-text__content--view ${className ?? ''}`,
          role: 'article',
          'aria-label': t('label'),
        },
      },
    },
    [html],
  );
  return <EditorContent editor={editor} />;
}
