import type { BrowserContext, Page } from '@playwright/test';

/** A marker call that ran, a dialog that opened, or a CSP refusal (safe, but noted), and where. */
export type XssHit = { vector: string; url: string; how: 'marker' | 'dialog' | 'csp-refused' };

/**
 * Arms a browser context for the XSS journey: `__xss`, `alert`, `confirm` and `prompt` report to the
 * test in every frame, and any dialog that still opens is recorded and dismissed.
 */
export async function armContext(context: BrowserContext, hits: XssHit[]): Promise<void> {
  await context.exposeBinding('__xssHit', ({ frame }, vector: unknown) => {
    hits.push({ vector: String(vector), url: frame.url(), how: 'marker' });
  });
  await context.addInitScript(() => {
    const report = (vector?: unknown) => {
      (window as unknown as { __xssHit: (v: unknown) => void }).__xssHit(vector);
      return true;
    };
    Object.assign(window, { __xss: report, alert: report, confirm: report, prompt: report });
  });
  context.on('page', (page) => watchDialogs(page, hits));
}

function watchDialogs(page: Page, hits: XssHit[]): void {
  page.on('console', (message) => {
    if (/Refused to (execute|load|apply|frame)|Content Security Policy/i.test(message.text()))
      hits.push({ vector: message.text().slice(0, 200), url: page.url(), how: 'csp-refused' });
  });
  page.on('dialog', async (dialog) => {
    hits.push({ vector: dialog.message(), url: page.url(), how: 'dialog' });
    await dialog.dismiss().catch(() => undefined);
  });
}

/**
 * What a page holds after rendering: its visible text (where the corpus tags are counted), and markup that could run a
 * vector on a click or hover the journey does not make (an `on…` attribute, a script or a
 * javascript:/vbscript:/data: URL carrying a marker call). Both must stay empty of live markup.
 */
export async function inspectPage(page: Page): Promise<{ text: string; liveMarkup: string[] }> {
  return page.evaluate(() => {
    const MARKER = /__xss\(|alert\(|confirm\(|prompt\(/;
    const URL_ATTRS = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'srcdoc',
      'background',
      'srcset',
    ]);
    const live: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element.tagName === 'SCRIPT' && MARKER.test(element.textContent ?? ''))
        live.push(element.outerHTML.slice(0, 160));
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        // Browsers skip whitespace and control characters inside a URL scheme ("java\tscript:").
        const compact = [...value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        const handler = name.startsWith('on') && MARKER.test(value);
        const url =
          URL_ATTRS.has(name) &&
          ((name === 'srcdoc' && MARKER.test(value)) ||
            /^(javascript|vbscript):/.test(compact) ||
            /^data:(text\/html|image\/svg)/.test(compact));
        if (handler || url) live.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 120)}">`);
      }
    }
    return { text: document.body.innerText, liveMarkup: live };
  });
}
