import { lazy, Suspense } from 'react';
import './locale';
import './rich-text.css';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  status?: 'error' | '';
};

/** Buttons of the editor's toolbar (rich-text-core.tsx): the loading frame holds a slot for each. */
export const RICH_TEXT_TOOL_COUNT = 9;
const toolSlots = Array.from({ length: RICH_TEXT_TOOL_COUNT }, (_, index) => index);

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

/** The empty frame of the editor's size shown while an editor loads (here and in the owner entry). */
export function RichTextLoadingFrame({ status }: { status?: RichTextEditorProps['status'] }) {
  return (
    <div className={`rich-text${status === 'error' ? ' rich-text--error' : ''}`} aria-busy="true">
      <div className="rich-text__toolbar rich-text__toolbar--loading">
        {toolSlots.map((slot) => (
          <span key={slot} className="rich-text__tool-slot" />
        ))}
      </div>
      <div className="rich-text__content" />
    </div>
  );
}

export { RichTextView } from './rich-text-view';
