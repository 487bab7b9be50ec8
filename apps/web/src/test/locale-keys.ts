import { expect } from 'vitest';

/** Every leaf path of a nested texts object. */
export function localeKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    localeKeys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** Asserts that the English texts translate every Chinese text and keep its placeholders. */
export function expectCompleteTranslation(zhCN: object, enUS: object): void {
  expect(localeKeys(enUS).sort()).toEqual(localeKeys(zhCN).sort());
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}|\{\d+\}/g) ?? []).sort();
  const lookup = (root: unknown, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  for (const path of localeKeys(zhCN)) {
    expect(placeholders(String(lookup(enUS, path))), path).toEqual(placeholders(String(lookup(zhCN, path))));
  }
}
