import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../locales/i18n-core';
import { ElderModeProvider } from './elder-mode';
import { ElderModeToggle } from './elder-mode-toggle';

afterEach(() => {
  localStorage.clear();
});

describe('the 长辈模式 switch of the first screen', () => {
  it('is a labelled switch that turns elder mode on and off for the whole entry', () => {
    void i18n.changeLanguage('zh-CN');
    render(
      <ElderModeProvider>
        <ElderModeToggle testId="elder-mode-switch-home" />
      </ElderModeProvider>,
    );
    const toggle = screen.getByTestId('elder-mode-switch-home');
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '长辈模式',
    );
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.dataset.elder).toBe('on');
    expect(localStorage.getItem('ownerElderMode')).toBe('on');
    act(() => toggle.click());
    expect(document.documentElement.dataset.elder).toBe('off');
  });
});
