import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #24: owner H5 tap targets (back links, small/link buttons such as 删除 and 重写, the editor
// toolbar) are at least 44 px. jsdom lays nothing out, so the rule itself is checked here; the
// browser layout check measures the pages.
const css = readFileSync(resolve(__dirname, 'owner.css'), 'utf8');

function blockOf(selector: string): string {
  const start = css.indexOf(selector);
  expect(start, `${selector} has a rule`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('owner H5 tap targets', () => {
  it.each([
    '.owner-app .owner-vote__back',
    '.owner-app .owner-proposal__back',
    '.owner-app .ant-btn-sm',
    '.owner-app .ant-btn-variant-link',
    '.owner-app .rich-text__toolbar button',
  ])('%s is at least 44 px high', (selector) => {
    expect(blockOf(selector)).toMatch(/min-height:\s*44px/);
  });
});
