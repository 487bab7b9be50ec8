import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import type { Workbench } from '../../shell/workbench-context';
import { ok, renderWorkbenchPage, stubFetchPerTest } from '../../test/workbench-page';
import { ArchiveListPage, ArchiveTypePage } from './archive-pages';

/** The table row holding `text` (text queries are far cheaper than role queries over a whole table). */
async function rowOf(text: string | RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${String(text)}`);
  return row as HTMLElement;
}

const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
};

function workbench(permissions: string[]): Workbench {
  return {
    area: '/manage',
    user: { communities: [community] } as unknown as UserInfoDto,
    community: community as unknown as Workbench['community'],
    permissions,
    page: pageConfig(COMMUNITY_PAGE, 'archiveList'),
    linkTo: (path) => `/manage/${path}?communityCode=A`,
  };
}

const entry = (archiveId: string, archiveName: string, isDirectory: 'YES' | 'NO', childCount = 0) => ({
  archiveId,
  archiveName,
  archiveType: 'ARCHIVE',
  isDirectory,
  parentId: null,
  sort: 1,
  childCount,
  archiveFileAttachment:
    isDirectory === 'NO'
      ? { attachmentId: 'AT1', sourceName: archiveName, contentType: 'application/pdf', size: 2048 }
      : null,
  creatorName: '张明',
  gmtCreate: '2026-03-01T02:00:00.000Z',
});

const bodies: Record<string, unknown>[] = [];
beforeEach(() => {
  bodies.length = 0;
});

stubFetchPerTest(async (url, init) => {
  if (init?.body) bodies.push({ url, ...JSON.parse(String(init.body)) });
  if (url.startsWith('/v1/archive/getArchiveTypeNum'))
    return ok([{ archiveType: 'ARCHIVE', archiveTypeName: '档案', num: 3, directoryNum: 2 }]);
  if (url.startsWith('/v1/archive/list'))
    return ok({
      list: [
        entry('D1', '会议记录', 'YES', 2),
        entry('D2', '备案材料', 'YES'),
        entry('F1', '合同.pdf', 'NO'),
      ],
      total: 3,
      path: [],
    });
  if (url.startsWith('/v1/archive/sortUpdate')) return ok([]);
  return undefined;
});

function render(path: string, route: string, element: React.ReactElement, permissions: string[]) {
  return renderWorkbenchPage({ routes: { [route]: element }, path, workbench: workbench(permissions) });
}

describe('archive categories', () => {
  it('shows the five categories with counts', async () => {
    render('/', '*', <ArchiveListPage />, ['ARCHIVE_VIEW']);
    expect(await screen.findByText('3 个文件 · 2 个文件夹')).toBeTruthy();
    for (const name of ['档案', '财务', '合同协议', '图纸资料', '函件'])
      expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传档案/ })).toBeNull();
  }, 60_000);
});

describe('archive tree', () => {
  it('sorts by moving an entry down, sending the whole level in its new order', async () => {
    render('/archive/ARCHIVE', '/archive/:type', <ArchiveTypePage />, ['ARCHIVE_MANAGEMENT']);
    const row = await rowOf('会议记录');
    expect(within(row).getByText('2 项')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '下移 会议记录' }));
    await waitFor(() =>
      expect(bodies.find((body) => String(body.url).includes('sortUpdate'))).toMatchObject({
        archiveType: 'ARCHIVE',
        parentId: null,
        archiveIds: ['D2', 'D1', 'F1'],
      }),
    );
  }, 60_000);

  it('opens the drag tree for organising and closes it again', async () => {
    render('/archive/ARCHIVE', '/archive/:type', <ArchiveTypePage />, ['ARCHIVE_MANAGEMENT']);
    await rowOf('会议记录');
    fireEvent.click(screen.getByRole('button', { name: /拖动整理/ }));
    expect(await screen.findByText('拖到文件夹上即移入其中，拖到两项之间即调整顺序')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelectorAll('.archive-drag-tree .ant-tree-treenode[draggable]').length).toBe(3),
    );
    fireEvent.click(screen.getByRole('button', { name: /完成整理/ }));
    await waitFor(() =>
      expect(screen.queryByText('拖到文件夹上即移入其中，拖到两项之间即调整顺序')).toBeNull(),
    );
  }, 60_000);

  it('asks before deleting a folder with contents and hides management without the permission', async () => {
    const view = render('/archive/ARCHIVE', '/archive/:type', <ArchiveTypePage />, ['ARCHIVE_MANAGEMENT']);
    const row = await rowOf('会议记录');
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(/删除将一并删除其中全部文件夹和文件/)).toBeTruthy();
    view.unmount();
    render('/archive/ARCHIVE', '/archive/:type', <ArchiveTypePage />, ['ARCHIVE_VIEW']);
    const file = await rowOf('合同.pdf');
    expect(within(file).getByRole('button', { name: /预\s*览/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建文件夹/ })).toBeNull();
    expect(within(file).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 60_000);
});
