import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What the layout check measures on one open page (issue #24): findings as short stable keys, so a
 * list of known defects can be kept and shrunk as they are fixed.
 */
export async function pageFindings(page: Page): Promise<string[]> {
  const findings: string[] = [];
  const layout = await page.evaluate(measureLayout);
  // The amount varies with the demo data's dates and names: the key is only that it overflows.
  if (layout.overflow > 1) findings.push('overflow');
  for (const cell of layout.narrowCells) findings.push(`narrow-cell:${cell}`);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read: axe then keeps one node of each passing or inapplicable rule
    // instead of describing every node it checked.
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const violation of axe.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical')
      findings.push(`axe:${violation.id}`);
  }
  return findings;
}

/** Waits until the page has drawn its data: loaded, and no skeleton or spinner left on it. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () => !document.querySelector('.ant-skeleton, .ant-spin-spinning, .full-page-spin, [aria-busy="true"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * Runs in the page. Horizontal overflow of the document, and table cells narrower than their
 * content's longest unbreakable word (a date or a number) or than four characters of a Chinese
 * text that needs more (a title wrapping one or two characters a line).
 */
function measureLayout(): { overflow: number; narrowCells: string[] } {
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  const canvas = document.createElement('canvas').getContext('2d');
  const narrowCells = new Set<string>();
  if (canvas) {
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('.ant-table th, .ant-table td'))) {
      const text = (cell.innerText ?? '').trim();
      if (!text || cell.offsetParent === null || cell.classList.contains('ant-table-selection-column'))
        continue;
      const style = getComputedStyle(cell);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const fontSize = Number.parseFloat(style.fontSize);
      const inner =
        cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const words = text.split(
        /[\s\u3000]+|(?<=[\u3400-\u9fff，。、；：（）])|(?=[\u3400-\u9fff，。、；：（）])/u,
      );
      const longestWord = Math.max(
        0,
        ...words.filter((word) => /^[\x21-\x7e]+$/.test(word)).map((word) => canvas.measureText(word).width),
      );
      const whole = canvas.measureText(text.split('\n')[0] ?? text).width;
      const needed = Math.max(longestWord, Math.min(whole, 4 * fontSize));
      if (inner + 1 < needed) {
        const header = cell.tagName === 'TH' ? text : headerOf(cell);
        narrowCells.add(header.slice(0, 16) || '?');
      }
    }
  }
  return { overflow, narrowCells: [...narrowCells].sort() };

  function headerOf(cell: HTMLElement): string {
    const table = cell.closest('.ant-table');
    const row = cell.parentElement;
    if (!table || !row) return '';
    const index = Array.from(row.children).indexOf(cell);
    const header = table.querySelectorAll<HTMLElement>('thead tr:last-child th')[index];
    return (header?.innerText ?? '').trim();
  }
}
