import { afterEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from './i18n';
import { i18n, registerAreaLocale } from './i18n-core';

registerAreaLocale('coreProbe', {
  zhCN: {
    greeting: '您好，{{name}}',
    nested: { deep: '深处' },
    onlyChinese: '只有中文',
    count: '共 {{count}} 张',
  },
  enUS: { greeting: 'Hello, {{name}}', nested: { deep: 'Deep' }, onlyChinese: '', count: '{{count}} in all' },
});

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('the texts without i18next (owner entry)', () => {
  it('reads nested keys, ns:key and the ns option, fills placeholders, keeps a missing one', () => {
    const t = i18n.getFixedT('zh-CN', 'coreProbe');
    expect(t('greeting', { name: '张三' })).toBe('您好，张三');
    expect(t('nested.deep')).toBe('深处');
    expect(i18n.t('coreProbe:count', { count: 3 })).toBe('共 3 张');
    expect(i18n.t('greeting', { ns: 'coreProbe' })).toBe('您好，{{name}}');
    expect(i18n.t('greeting', { ns: 'coreProbe', name: null })).toBe('您好，');
  });

  it('falls back to Chinese, then to defaultValue, then to the key, as i18next does', () => {
    const t = i18n.getFixedT('en-US', 'coreProbe');
    expect(t('greeting', { name: 'Li' })).toBe('Hello, Li');
    expect(t('missing.key', { defaultValue: '缺省' })).toBe('缺省');
    expect(t('missing.key')).toBe('missing.key');
    // An empty English text is a text (i18next returns '' too).
    expect(t('onlyChinese')).toBe('');
  });

  it('gives the same words as the workbench’s i18next, and both follow a language switch either way', async () => {
    expect(i18next.t('greeting', { ns: 'coreProbe', name: 'A' })).toBe(
      i18n.t('greeting', { ns: 'coreProbe', name: 'A' }),
    );
    await i18n.changeLanguage('en-US');
    expect(i18next.language).toBe('en-US');
    expect(i18next.t('greeting', { ns: 'coreProbe', name: 'A' })).toBe('Hello, A');
    expect(i18n.t('app.name')).toBe(i18next.t('app.name'));
    await i18next.changeLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('greeting', { ns: 'coreProbe', name: 'A' })).toBe('您好，A');
  });
});
