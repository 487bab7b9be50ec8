import { lazy, Suspense } from 'react';
import { type RichTextEditorProps, RichTextLoadingFrame } from './rich-text-frame';
import './locale';
import './rich-text.css';

export { RICH_TEXT_TOOL_COUNT, type RichTextEditorProps, RichTextLoadingFrame } from './rich-text-frame';

const TiptapEditor = lazy(async () => ({ default: (await import('./rich-text-tiptap')).TiptapEditor }));

/**
 * Rich-text field for antd Form (SPEC §5). The editor (Tiptap/ProseMirror, the largest library of
 * the app) loads when a form shows the field, never with a list or a reading page; until then an
 * empty frame of the same size holds its place: a slot per toolbar button, sized like the button
 * (24 px; 44 px tap targets in the owner H5, owner.css), so the toolbar is as tall and wraps the same
 * way (a fixed 33 px frame grew to 53 or 99 px on the owner's phone when the editor arrived).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextLoadingFrame status={props.status} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}

export { RichTextView } from './rich-text-view';
