import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../locales/i18n';
import { StartupFallback, WorkbenchSkeleton } from './workbench-skeleton';

describe('startup fallback', () => {
  it('draws the workbench frame, not a spinner, for a workbench address', () => {
    for (const pathname of ['/manage', '/manage/vote', '/government/dashboard']) {
      const { container, unmount } = render(<StartupFallback pathname={pathname} />);
      expect(screen.getByRole('status', { name: '加载中…' }).getAttribute('aria-busy'), pathname).toBe(
        'true',
      );
      expect(container.querySelector('.wb-skeleton__sider'), pathname).toBeTruthy();
      expect(container.querySelectorAll('.wb-skeleton__bar--row').length, pathname).toBeGreaterThan(3);
      expect(container.querySelector('.ant-spin'), pathname).toBeNull();
      unmount();
    }
  });

  it('keeps the spinner for the other pages', () => {
    for (const pathname of ['/login', '/owner', '/owner/votes/V1', '/managers']) {
      const { container, unmount } = render(<StartupFallback pathname={pathname} />);
      expect(container.querySelector('.wb-skeleton'), pathname).toBeNull();
      expect(container.querySelector('.ant-spin'), pathname).toBeTruthy();
      unmount();
    }
  });

  it('names what it waits for', () => {
    render(<WorkbenchSkeleton tip="登录中…" />);
    expect(screen.getByRole('status', { name: '登录中…' })).toBeTruthy();
  });
});
