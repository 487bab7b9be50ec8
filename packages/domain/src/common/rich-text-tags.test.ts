import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from './rich-text-tags';

describe('rich text tags', () => {
  it('keep formatting and links, never scripts, styles, frames or images', () => {
    expect(RICH_TEXT_TAGS).toContain('strong');
    expect(RICH_TEXT_TAGS).toContain('a');
    for (const tag of ['script', 'style', 'iframe', 'img', 'svg']) expect(RICH_TEXT_TAGS).not.toContain(tag);
    expect(RICH_TEXT_LINK_SCHEMES).not.toContain('javascript');
  });
});
