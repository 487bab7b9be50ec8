import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/**
 * One responsive workbench layout (issue #24): descriptions stack on a phone. A `<Descriptions>`
 * has one column, or a responsive `column` whose phone size (xs) is 1 — never a fixed number of
 * columns that squeezes label and value side by side on a 390 px screen.
 */
describe('descriptions on a phone', () => {
  it('every Descriptions has one column below 576 px', () => {
    const offenders: string[] = [];
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<Descriptions\b(?!\.)[^>]*?column=\{([^}]*\}?)\}/gs)) {
        const column = (match[1] ?? '').trim();
        const phoneColumns = /^\d+$/.test(column)
          ? Number(column)
          : /^\{.*\bxs:\s*1\b/.test(column) || /\?\s*1\s*:\s*\{\s*xs:\s*1\b/.test(column)
            ? 1
            : Number.NaN;
        if (phoneColumns !== 1) offenders.push(`${relative(src, file)}: column={${column}}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
