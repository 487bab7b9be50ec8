import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../locales/use-translation';
import './locale';
import type { RichTextEditorProps } from './rich-text-frame';

// The formatting the server keeps (apps/server/src/common/rich-text.ts): no code blocks are offered,
// links come from pasted text.
const EXTENSIONS = [StarterKit.configure({ codeBlock: false, link: { openOnClick: false } })];

/**
 * The editor both toolbars drive (the workbench's antd one, rich-text-tiptap.tsx, and the owner
 * entry's plain one): Tiptap (ProseMirror) writes HTML, the server sanitises it again before storing.
 * A value set from outside (a template) replaces the content.
 */
export function useRichTextEditor({ value, onChange, id, ...rest }: RichTextEditorProps): Editor | null {
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
  return editor;
}

/** One toolbar button: its text key (richText:tools.*), icon, whether it is on, what it does. */
export type RichTextTool = { key: string; icon: ReactNode; active: boolean; run: () => void };

/** The toolbar's buttons, in order (RICH_TEXT_TOOL_COUNT of them). */
export function richTextTools(editor: Editor | null): RichTextTool[] {
  const chain = () => editor?.chain().focus();
  const on = (name: string, attributes?: Record<string, unknown>) =>
    editor?.isActive(name, attributes) ?? false;
  return [
    {
      key: 'h3',
      icon: <span className="rich-text__h">H</span>,
      active: on('heading', { level: 3 }),
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    { key: 'bold', icon: <BoldOutlined />, active: on('bold'), run: () => chain()?.toggleBold().run() },
    {
      key: 'italic',
      icon: <ItalicOutlined />,
      active: on('italic'),
      run: () => chain()?.toggleItalic().run(),
    },
    {
      key: 'underline',
      icon: <UnderlineOutlined />,
      active: on('underline'),
      run: () => chain()?.toggleUnderline().run(),
    },
    {
      key: 'strike',
      icon: <StrikethroughOutlined />,
      active: on('strike'),
      run: () => chain()?.toggleStrike().run(),
    },
    {
      key: 'bulletList',
      icon: <UnorderedListOutlined />,
      active: on('bulletList'),
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: <OrderedListOutlined />,
      active: on('orderedList'),
      run: () => chain()?.toggleOrderedList().run(),
    },
    { key: 'undo', icon: <UndoOutlined />, active: false, run: () => chain()?.undo().run() },
    { key: 'redo', icon: <RedoOutlined />, active: false, run: () => chain()?.redo().run() },
  ];
}
