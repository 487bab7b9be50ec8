import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerNoticePage, OwnerNoticesPage } from './owner-notice-pages';

// Reading a notice never loads the editor (issue #25): importing it from these pages fails the test.
vi.mock('../../ui/rich-text/rich-text-editor', () => {
  throw new Error('the notice pages loaded the rich-text editor');
});
vi.mock('../../ui/rich-text/rich-text-tiptap', () => {
  throw new Error('the notice pages loaded the rich-text editor');
});

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const item = {
  communityNoticeCode: 'N1',
  title: '停水通知',
  noticeType: 'DAILY_MANAGEMENT',
  communityName: '阳光花园',
  releaseDate: '2026-11-20T01:00:00.000Z',
  hasRead: 'NO',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/notices'))
      return ok([item, { ...item, communityNoticeCode: 'N2', title: '已读公告', hasRead: 'YES' }]);
    if (url.startsWith('/v1/owner/noticeInfo') && url.includes('N1'))
      return ok({
        ...item,
        publicityDate: '2026-11-30',
        supplementFinance: null,
        content:
          '<p>请提前储水<script>window.hacked = 1</script><img src=x onerror="window.hacked = 1"></p><p><a href="https://gz.example/owner/votes/V1/result">查看结果</a><a href="javascript:alert(1)">坏链接</a></p>',
        materialAttachments: [
          {
            attachmentId: 'A1',
            pubAttachmentId: 'PA1',
            sourceName: '停水范围.pdf',
            contentType: 'application/pdf',
            size: 10,
          },
        ],
      });
    return jsonResponse({ code: 404, message: '公告不存在', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner notices (owner entry)', () => {
  it('lists the notices, says in words which are unread (未读) and read (已读), and links to each', async () => {
    renderRoutes([{ path: '/owner/notices', element: <OwnerNoticesPage /> }], '/owner/notices');
    const rows = await screen.findAllByTestId('owner-notice-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.getAttribute('href')).toBe('/owner/notices/N1');
    // The state in words, not only the red dot (which is hidden from screen readers: the word says it).
    expect(rows[0]?.querySelector('.otag--error')?.textContent).toBe('未读');
    expect(rows[0]?.querySelector('.ont-dot')?.getAttribute('aria-hidden')).toBe('true');
    expect(rows[0]?.textContent).not.toContain('已读');
    expect(rows[1]?.querySelector('.ont-read')?.textContent).toBe('已读');
    expect(rows[1]?.querySelector('.ont-dot')).toBeNull();
    expect(rows[1]?.textContent).not.toContain('未读');
  });

  it('shows a notice sanitised: no script or handler, safe links kept, files listed', async () => {
    const { container } = renderRoutes(
      [{ path: '/owner/notices/:communityNoticeCode', element: <OwnerNoticePage /> }],
      '/owner/notices/N1',
    );
    expect(await screen.findByRole('heading', { name: '停水通知' })).toBeTruthy();
    expect(screen.getByText('请提前储水')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('查看结果').getAttribute('href')).toBe(
      'https://gz.example/owner/votes/V1/result',
    );
    expect(screen.getByText('坏链接').closest('a')).toBeNull();
    expect(screen.getByText('停水范围.pdf').getAttribute('href')).toContain('PA1');
    expect(container.textContent).toContain('公示日期 2026-11-30');
  });

  it('says why a notice cannot be opened', async () => {
    renderRoutes(
      [{ path: '/owner/notices/:communityNoticeCode', element: <OwnerNoticePage /> }],
      '/owner/notices/X',
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('公告不存在'));
  });
});
