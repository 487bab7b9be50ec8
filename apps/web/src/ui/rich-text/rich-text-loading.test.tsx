import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../locales/i18n';
import { RICH_TEXT_TOOL_COUNT, RichTextLoadingFrame } from './rich-text-editor';

// Issue #24: the frame shown while the editor loads holds a slot per toolbar button, sized like a
// button by the same rules (rich-text.css; 44 px in the owner H5, owner.css), so the toolbar does
// not jump from 33 px to the real height when the editor arrives. (The editor itself is not loaded
// here: transforming Tiptap costs seconds; its buttons are counted in its source.)
describe('RichTextEditor loading frame', () => {
  it('has a slot for each button of the real toolbar', () => {
    // The frame itself: the editor's Suspense shows it only until the editor's chunk is in, and the
    // test files of a worker share their modules (an earlier file may have loaded it).
    const { container } = render(<RichTextLoadingFrame />);
    const slots = container.querySelectorAll('.rich-text__toolbar--loading .rich-text__tool-slot');
    expect(slots).toHaveLength(RICH_TEXT_TOOL_COUNT);
    const source = readFileSync(join(__dirname, 'rich-text-core.tsx'), 'utf8');
    const tools = [...source.matchAll(/\bkey: '(\w+)'/g)].map((match) => match[1]);
    expect(tools).toContain('bold');
    expect(tools).toHaveLength(RICH_TEXT_TOOL_COUNT);
  });

  it('sizes a slot like a button, in the owner H5 as a 44 px tap target', () => {
    const css = readFileSync(join(__dirname, 'rich-text.css'), 'utf8');
    expect(css).toMatch(/\.rich-text__tool-slot\s*\{[^}]*width:\s*24px;[^}]*height:\s*24px;/);
    const owner = readFileSync(join(__dirname, '../../features/owner/owner.css'), 'utf8');
    expect(owner).toMatch(
      /\.owner-app \.rich-text__toolbar button,\s*\.owner-app \.rich-text__tool-slot\s*\{\s*min-width:\s*44px;\s*min-height:\s*44px;/,
    );
  });
});
