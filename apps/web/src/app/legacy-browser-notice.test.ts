import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { describe, expect, it } from 'vitest';
import {
  LEGACY_SCRIPT_PATH,
  legacyBrowserMarkup,
  legacyBrowserNotice,
  legacyBrowserScript,
} from './legacy-browser-notice';

/** SPEC §2.5: old IE gets a warning banner — although the app is a module script old IE never runs. */
describe('legacy browser notice', () => {
  it('the classic script puts the banner before the app root, in ES5 that IE can parse', () => {
    const script = legacyBrowserScript();
    expect(script).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b/);
    // Run it against a minimal DOM like IE's: no modules, only createElement and insertBefore.
    const inserted: { id?: string; text: string; attrs: Record<string, string> }[] = [];
    const root = {
      parentNode: {
        insertBefore: (node: { id?: string; text: string; attrs: Record<string, string> }) =>
          inserted.push(node),
      },
    };
    const document = {
      createElement: () => ({
        id: undefined as string | undefined,
        text: '',
        attrs: {} as Record<string, string>,
        style: { cssText: '' },
        setAttribute(name: string, value: string) {
          this.attrs[name] = value;
        },
        appendChild(child: { data: string }) {
          this.text += child.data;
        },
      }),
      createTextNode: (data: string) => ({ data }),
      getElementById: (id: string) => (id === 'root' ? root : null),
    };
    runInNewContext(script, { document });
    expect(inserted).toHaveLength(1);
    expect(inserted[0]?.id).toBe('legacy-browser-banner');
    expect(inserted[0]?.attrs.role).toBe('alert');
    expect(inserted[0]?.text).toBe(MESSAGES.oldBrowser);
  });

  it('the HTML entry loads it with nomodule (modern browsers skip it) and has a noscript copy', async () => {
    const plugin = legacyBrowserNotice();
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: { filename: string }) => string;
    };
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const out = transform.handler(html, { filename: resolve(__dirname, '../../index.html') });
    expect(out).toContain(`<script nomodule charset="utf-8" src="${LEGACY_SCRIPT_PATH}"></script>`);
    expect(out).toContain(`<noscript><div role="alert"`);
    expect(out).toContain(MESSAGES.oldBrowser);
    // Before the app's module script and the root, so the banner shows first.
    expect(out.indexOf('nomodule')).toBeLessThan(out.indexOf('<div id="root">'));
    expect(out.indexOf('nomodule')).toBeLessThan(out.indexOf('type="module"'));
    expect(legacyBrowserMarkup('a<b')).toContain('a&lt;b');
  });
});
