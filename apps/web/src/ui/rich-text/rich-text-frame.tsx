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

/**
 * The empty frame of the editor's size shown while an editor loads (rich-text-editor.tsx and the
 * owner entry's editor); apart from the workbench's editor, so the owner entry's graph never reaches
 * its antd toolbar.
 */
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
