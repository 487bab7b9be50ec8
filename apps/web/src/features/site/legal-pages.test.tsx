import { OPERATOR_KEYS } from '@gongzhi/domain/site/page-slots';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../locales/i18n';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { renderWithProviders } from '../../test/render';
import { checkHelp } from './help/check-help';
import { printHelp } from './help/print-help';
import { CheckHelpPage, PrintHelpPage } from './help-pages';
import { faceCheckPolicy } from './legal/docs/face-check';
import { orderAgreement } from './legal/docs/order-agreement';
import { privacyPolicy } from './legal/docs/privacy-policy';
import { sdkList } from './legal/docs/sdk-list';
import { serviceAgreement } from './legal/docs/service-agreement';
import { userAgreement } from './legal/docs/user-agreement';
import { userInfoList } from './legal/docs/user-info-list';
import { legalLocale } from './legal/legal-locale';
import {
  FaceCheckPolicyPage,
  MobileServiceProtocolPage,
  OrderProtocolPage,
  PolicyPage,
  ProtocolPage,
  SdkListPage,
  UserInfoListPage,
} from './legal-pages';

const LEGAL = [
  ['FaceCheckPolicy', FaceCheckPolicyPage, faceCheckPolicy],
  ['policy', PolicyPage, privacyPolicy],
  ['protocol', ProtocolPage, userAgreement],
  ['sdkList', SdkListPage, sdkList],
  ['userInfoList', UserInfoListPage, userInfoList],
  ['orderprotocol', OrderProtocolPage, orderAgreement],
  ['serviceprotocol', MobileServiceProtocolPage, serviceAgreement],
] as const;

const HELP = [
  ['printHelp', PrintHelpPage, printHelp],
  ['checkHelp', CheckHelpPage, checkHelp],
] as const;

/** Headings in document order start at one h1 and never skip a level going down. */
function expectHeadingOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

afterEach(async () => {
  await act(() => changeLanguage('zh-CN'));
});

describe('mobile legal pages', () => {
  it.each(LEGAL)('/mobile/%s renders its title, dates, contents and every section', (_path, Page, doc) => {
    const { container } = renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: doc.zhCN.title })).toBeTruthy();
    expect(screen.getByText(`生效日期：${doc.zhCN.effective}`)).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(toc.querySelectorAll('a')).toHaveLength(doc.zhCN.sections.length);
    for (const section of doc.zhCN.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
      expect(container.querySelector(`section#${section.id}`)).not.toBeNull();
    }
    expectHeadingOrder(container);
  });

  it.each(LEGAL)('/mobile/%s is fully translated', (_path, _Page, doc) => {
    expectCompleteTranslation(doc.zhCN, doc.enUS);
    expect(doc.enUS.sections.map((section) => section.id)).toEqual(
      doc.zhCN.sections.map((section) => section.id),
    );
  });

  it('switches to English and says the Chinese version prevails', async () => {
    renderWithProviders(<PolicyPage />);
    await act(async () => screen.getByRole('button', { name: 'Switch to English' }).click());
    expect(screen.getByRole('heading', { level: 1, name: privacyPolicy.enUS.title })).toBeTruthy();
    expect(screen.getByText(/the Chinese version prevails/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  });

  it('never shows an ID number unmasked and invents no links', () => {
    const text = JSON.stringify(LEGAL.map(([, , doc]) => doc));
    expect(text).not.toMatch(/\d{17}[\dXx]/);
    expect(text).not.toMatch(/https?:\/\//);
  });

  it('fills the operator details from the deployment settings, never a placeholder', async () => {
    const operator = Object.fromEntries(OPERATOR_KEYS.map((key) => [key, `值-${key}`]));
    operator.name = '深圳共治科技有限公司';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: operator })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { container } = renderWithProviders(<ProtocolPage />);
      expect(await screen.findByText(/联系方式：深圳共治科技有限公司，邮箱值-email/)).toBeTruthy();
      expect(container.textContent).not.toMatch(/【|\{\{op\./);
      expect(fetchMock).toHaveBeenCalledWith('/v1/site/operator');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has fully translated frame texts', () => {
    expectCompleteTranslation(legalLocale.zhCN, legalLocale.enUS);
  });
});

describe('mobile help guides', () => {
  it.each(HELP)('/mobile/%s renders its title, parts and illustrated steps', (_path, Page, guide) => {
    const { container } = renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: guide.zhCN.title })).toBeTruthy();
    for (const part of guide.zhCN.parts) {
      expect(screen.getByRole('heading', { level: 2, name: part.heading })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: guide.zhCN.tips.heading })).toBeTruthy();
    const steps = guide.zhCN.parts.flatMap((part) => part.steps);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(steps.length);
    for (const step of steps) {
      expect(screen.getAllByRole('img', { name: step.alt }).length).toBeGreaterThan(0);
    }
    expect(container.querySelectorAll('img[src]')).toHaveLength(0);
    expectHeadingOrder(container);
  });

  it.each(HELP)('/mobile/%s is fully translated with the same drawings', (_path, _Page, guide) => {
    expectCompleteTranslation(guide.zhCN, guide.enUS);
    const figures = (value: typeof guide.zhCN) =>
      value.parts.flatMap((part) => part.steps.map((step) => step.figure));
    expect(figures(guide.enUS)).toEqual(figures(guide.zhCN));
  });

  it('renders the English guide behind the language switch', async () => {
    renderWithProviders(<CheckHelpPage />);
    await act(async () => screen.getByRole('button', { name: 'Switch to English' }).click());
    expect(screen.getByRole('heading', { level: 1, name: checkHelp.enUS.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: '切换到中文' })).toBeTruthy();
  });
});
