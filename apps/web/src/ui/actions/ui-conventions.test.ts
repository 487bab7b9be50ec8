import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ui-conventions.md, enforced by reading the workbench's sources (as the glossary test reads
 * the locale files): the kinds of action confirmed by useConfirmAction, and the one form-actions bar.
 * The owner H5 (owner-app/, features/<area>/owner-*.tsx) has its own patterns and is not scanned.
 */
const src = join(__dirname, '../..');

/** Words of a confirmation's title, button or call that name one of the kinds of docs/ui-conventions.md. */
const KIND_WORDS = /delete|remove|publish|withdraw|revoke|terminate|cancel|approve/i;

/** `modal.confirm` that stays: not a confirmation of one of the kinds (the reason is in the doc). */
const BARE_CONFIRM_ALLOWED = new Set([
  // A warning before publishing a template with placeholders left: 仍然发布 / 返回修改.
  'ui/template/placeholder-check.ts',
]);

function workbenchSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'owner-app' ? [] : workbenchSources(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || /^owner-/.test(name)) return [];
    return [path];
  });
}

/** The text from `start` to the end of its balanced bracket (the `(`/`{`/`<` it opens with). */
function balanced(text: string, start: number, open: string, close: string): string {
  let depth = 0;
  for (let index = text.indexOf(open, start); index < text.length; index += 1) {
    if (text[index] === open) depth += 1;
    if (text[index] === close) depth -= 1;
    if (depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** What a confirmation says, without its 取消 button (cancelText names no kind). */
const spoken = (block: string) => block.replace(/cancelText[:=]\s*\{?[^\n]*/g, '');

const files = workbenchSources(src).map((path) => ({
  name: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

describe('ui conventions (docs/ui-conventions.md)', () => {
  it('scans the workbench sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.name.includes('owner-app'))).toBe(false);
  });

  it('no Popconfirm confirms a publish, delete, withdraw, end, cancel or approve', () => {
    const found = files.flatMap((file) =>
      [...file.text.matchAll(/<Popconfirm\b/g)]
        .map((match) => {
          const end = file.text.indexOf('</Popconfirm>', match.index);
          return file.text.slice(match.index, end < 0 ? undefined : end);
        })
        .filter((block) => KIND_WORDS.test(spoken(block)))
        .map((block) => `${file.name}: ${block.split('\n').slice(0, 2).join(' ').trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('no bare modal.confirm for those kinds: they go through useConfirmAction', () => {
    const found = files
      .filter((file) => !file.name.startsWith('ui/actions/') && !BARE_CONFIRM_ALLOWED.has(file.name))
      .flatMap((file) =>
        [...file.text.matchAll(/\bmodal\.confirm\(/g)]
          .map((match) => balanced(file.text, match.index, '(', ')'))
          .filter((block) => KIND_WORDS.test(spoken(block)))
          .map((block) => `${file.name}: ${block.split('\n').slice(0, 2).join(' ').trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('a form with 保存草稿 puts its buttons in FormActions', () => {
    const draftForms = files.filter((file) => /\(\s*'(form|actions)\.saveDraft'\s*\)/.test(file.text));
    expect(draftForms.length).toBeGreaterThanOrEqual(5);
    const without = draftForms.filter((file) => !file.text.includes('<FormActions')).map((file) => file.name);
    expect(without).toEqual([]);
  });

  it('the retired right-aligned action bars are gone', () => {
    const css = readdirSync(join(src, 'features'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.css') && !name.includes('owner'))
      .map((name) => ({ name, text: readFileSync(join(src, 'features', name), 'utf8') }));
    const retired = [...files, ...css]
      .filter((file) => /\b(qn-actions|voting-form-actions)\b/.test(file.text))
      .map((file) => file.name);
    expect(retired).toEqual([]);
  });
});
