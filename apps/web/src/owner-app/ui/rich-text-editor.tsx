import { lazy, Suspense } from 'react';
import { type RichTextEditorProps, RichTextLoadingFrame } from '../../ui/rich-text/rich-text-frame';

const PlainTiptapEditor = lazy(async () => ({
  default: (await import('./rich-text-tiptap')).PlainTiptapEditor,
}));

/**
 * The owner entry's rich-text field: the same editor as the workbench's (ui/rich-text/rich-text-core)
 * under a toolbar of plain buttons, fetched only when a form shows the field (never with a list or
 * a reading page); the workbench's loading frame holds its place meanwhile.
 */
export function OwnerRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextLoadingFrame status={props.status} />}>
      <PlainTiptapEditor {...props} />
    </Suspense>
  );
}
