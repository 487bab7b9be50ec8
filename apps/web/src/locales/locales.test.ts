import { MESSAGES } from '@gongzhi/domain/common/messages';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-us';
import { zhCN } from './zh-cn';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('translate every Chinese text into English', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it('use the domain messages as the Chinese source', () => {
    expect(zhCN.messages).toBe(MESSAGES);
  });

  it('keep the i18next placeholders of each text', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}|\{\d+\}/g) ?? []).sort();
    const lookup = (root: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    for (const path of keys(zhCN)) {
      expect(placeholders(String(lookup(enUS, path))), path).toEqual(
        placeholders(String(lookup(zhCN, path))),
      );
    }
  });
});
