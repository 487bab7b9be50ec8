import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../../..');
const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8');

/** The retired variants: the last column of the glossary's table, where it names a word. */
function retiredVariants(): string[] {
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thing') && !line.startsWith('|---'))
    .map(
      (line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .filter(Boolean)
          .at(-1) ?? '',
    )
    .filter((cell) => cell !== '—' && !cell.includes('('));
}

function localeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return localeFiles(path);
    return /(^|-)locale\.ts$|^(zh-cn|en-us)\.ts$/.test(name) ? [path] : [];
  });
}

describe('glossary (docs/glossary.md)', () => {
  const retired = retiredVariants();

  it('lists retired variants', () => {
    expect(retired).toEqual(expect.arrayContaining(['纸质选票', '快速表决', '未达到参与比例', 'Surveys']));
  });

  it('no locale file uses a retired variant', () => {
    const files = localeFiles(join(root, 'apps/web/src'));
    expect(files.length).toBeGreaterThan(20);
    const uses = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return retired.filter((variant) => text.includes(variant)).map((variant) => `${file}: ${variant}`);
    });
    expect(uses).toEqual([]);
  });
});
