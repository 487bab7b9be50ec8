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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
