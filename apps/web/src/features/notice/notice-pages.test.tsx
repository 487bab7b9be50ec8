import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { RichTextView } from '../../ui/rich-text/rich-text-editor';
// The app loads the editor when a form shows it; the test has it ready, as a browser would after a moment.
import '../../ui/rich-text/rich-text-tiptap';
import { NoticeCreatePage, NoticeListPage, NoticeReadListPage } from './notice-pages';

const notice = {
  communityNoticeCode: 'N1',
  title: '关于3月5日临时停水的通知',
  noticeType: 'DAILY_MANAGEMENT',
  noticeTypeName: '日常管理',
  isDraft: 'NO',
  releaseDate: '2026-03-02T02:00:00.000Z',
  publicityDate: '2026-03-05',
  creatorName: '李主任',
  readCount: 3,
  ownerCount: 8,
  gmtModified: '2026-03-02T02:00:00.000Z',
};

// The web tests share two cores with the rest of the suite: generous waits.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const slow = { timeout: 15_000 };

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/communityNotice/list')) return ok({ list: [notice], total: 1, page: 1, size: 20 });
  if (url.startsWith('/v1/communityNotice/templateList'))
    return ok([{ templateId: 'NT_WATER_CUT', templateName: '停水通知', noticeType: 'DAILY_MANAGEMENT' }]);
  if (url.startsWith('/v1/communityNotice/templateInfo'))
    return ok({
      templateId: 'NT_WATER_CUT',
      templateName: '停水通知',
      noticeType: 'DAILY_MANAGEMENT',
      title: '关于【日期】临时停水的通知',
      content: '<p>各位业主：明日停水。</p><p>【小区名称】业主委员会</p>',
    });
  if (url.startsWith('/v1/communityNotice/create')) return ok({ ...notice, content: '<p>x</p>' });
  if (url.startsWith('/v1/communityNotice/noticeReadList'))
    return ok({
      list: [
        {
          userId: 'U1',
          ownerName: '王芳',
          mobile: '139****0001',
          houses: ['1栋1单元101'],
          readTime: '2026-03-02T03:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      size: 20,
      readCount: 1,
      ownerCount: 8,
      readRate: 0.125,
    });
  if (url.startsWith('/v1/communityNotice/info'))
    return ok({
      ...notice,
      content: '',
      materialAttachments: [],
      material: [],
      supplementFinance: null,
      communityName: '阳光花园',
    });
  return undefined;
});

function render(element: React.ReactElement, permissions: string[]) {
  return renderWorkbenchPage({
    routes: { '*': element },
    path: '/',
    workbench: testWorkbench(permissions, 'noticeList'),
  });
}

describe('notice list', () => {
  it('shows notices with the share of owners reached and management actions for managers', async () => {
    render(<NoticeListPage />, ['NOTICE_MANAGEMENT']);
    const row = await screen.findByRole('row', { name: /临时停水/ }, slow);
    expect(within(row).getByText('3/8（37.5%）')).toBeTruthy();
    expect(within(row).getByText('2026-03-05')).toBeTruthy();
    expect(screen.getByRole('button', { name: /发布公告/ })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
  });

  it('hides creating and deleting from view-only staff', async () => {
    render(<NoticeListPage />, ['NOTICE_VIEW']);
    const row = await screen.findByRole('row', { name: /临时停水/ }, slow);
    expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});

describe('create notice', () => {
  it('refuses empty content on the client, fills a template and sends the date at midnight', async () => {
    // Issue #24: the template's 【小区名称】 is filled from the community; 【日期】 is left to the author
    // and publishing with it asks first.
    render(<NoticeCreatePage />, ['NOTICE_MANAGEMENT']);
    fireEvent.click(await screen.findByRole('button', { name: /^发\s*布$/ }, slow));
    expect(await screen.findByText('请填写公告标题', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('请输入内容', undefined, slow)).toBeTruthy();
    // Required fields carry the marker, 公告内容 included (issue #24).
    const required = [...document.querySelectorAll('label.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toContain('公告内容');

    fireEvent.mouseDown(screen.getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByText('停水通知（日常管理）', undefined, slow));
    await waitFor(() =>
      expect((screen.getByPlaceholderText(/如：关于3月5日/) as HTMLInputElement).value).toBe(
        '关于【日期】临时停水的通知',
      ),
    );
    // The editor loads lazily (ui/rich-text): on a loaded machine it can take a while.
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: '公告内容' }).innerHTML).toContain('阳光花园业主委员会'),
      slow,
    );
    fireEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    const warning = await screen.findByRole('dialog', undefined, slow);
    expect(within(warning).getByText(/以下占位符尚未替换：【日期】。/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/communityNotice/create')).toBe(false);
    fireEvent.click(within(warning).getByRole('button', { name: '仍要发布' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/communityNotice/create')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/communityNotice/create') ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      communityInfoCode: 'A',
      title: '关于【日期】临时停水的通知',
      noticeType: 'DAILY_MANAGEMENT',
      content: '<p>各位业主：明日停水。</p><p>阳光花园业主委员会</p>',
      material: [],
    });
    expect(body.publicityDate).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  });
});

describe('read list', () => {
  it('shows who read and when with the reach', async () => {
    render(<NoticeReadListPage />, ['NOTICE_VIEW']);
    const row = await screen.findByRole('row', { name: /王芳/ }, slow);
    expect(within(row).getByText('139****0001')).toBeTruthy();
    expect(within(row).getByText('1栋1单元101')).toBeTruthy();
    expect(await screen.findByText('12.5%', undefined, slow)).toBeTruthy();
  });
});

describe('rich text display', () => {
  it('removes scripts and handlers before showing stored HTML', async () => {
    const { container } = renderWithProviders(
      <RichTextView
        html={'<p onclick="x()">hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><b>ok</b>'}
      />,
    );
    await waitFor(() => expect(container.textContent).toContain('ok'));
    expect(container.querySelector('[onerror], [onclick], script')).toBeNull();
    expect(container.textContent).not.toContain('alert');
  });
});
