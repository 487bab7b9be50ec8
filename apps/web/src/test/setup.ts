import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { enUS } from '../locales/en-us';
import { i18n } from '../locales/i18n';

// The app fetches the English texts on a switch to English (locales/i18n); tests have them at hand.
i18n.addResourceBundle('en-US', 'translation', enUS, true, true);

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's Tabs, Segmented and overflow helpers observe sizes, which jsdom does not.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Files share one document and module cache (isolate: false in vitest.config.ts): each test leaves
// them as a fresh file would find them — no leftover markup or attributes (a page that writes the
// body itself, the elder mode's mark), no stored choice, the default language.
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  for (const element of [document.body, document.documentElement]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  if (i18n.language !== 'zh-CN') await i18n.changeLanguage('zh-CN');
});
