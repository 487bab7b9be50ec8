import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import type { Workbench } from '../../shell/workbench-context';
import { buttonByText } from '../../test/queries';
import { ok, renderWorkbenchPage, stubFetchPerTest } from '../../test/workbench-page';
import { ArchiveListPage } from './archive-pages';

// Issue #28 item 3: staff ask for phone uploads and file what lands in the archive inbox.
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

const REQUEST = {
  requestCode: 'URabc',
  purpose: '电梯维修照片',
  expiresAt: '2026-12-08T02:00:00.000Z',
  state: 'OPEN',
  path: '/mobile/uploadfile?request=URabc',
  creatorName: '张明',
  gmtCreate: '2026-12-01T02:00:00.000Z',
  fileCount: 1,
};
const ITEM = {
  inboxId: 'AI1',
  requestCode: 'URabc',
  purpose: '电梯维修照片',
  uploaderMobile: '13900000015',
  file: { attachmentId: 'AT1', sourceName: '维修单.pdf', contentType: 'application/pdf', size: 2048 },
  gmtCreate: '2026-12-02T02:00:00.000Z',
  filed: 'NO',
  archiveId: null,
  archiveType: null,
};

const bodies: Record<string, unknown>[] = [];
beforeEach(() => {
  bodies.length = 0;
});

const fetchMock = stubFetchPerTest(async (url, init) => {
  if (init?.body) bodies.push({ url, ...JSON.parse(String(init.body)) });
  if (url.startsWith('/v1/archive/getArchiveTypeNum')) return ok([]);
  if (url.startsWith('/v1/archive/uploadRequest/list')) return ok([REQUEST]);
  if (url.startsWith('/v1/archive/uploadRequest/create')) return ok({ ...REQUEST, purpose: '签到表' });
  if (url.startsWith('/v1/archive/inbox/list')) return ok({ list: [ITEM], total: 1 });
  if (url.startsWith('/v1/archive/inbox/file')) return ok({ archiveId: 'AR1' });
  return undefined;
});

function render(permissions: string[]) {
  return renderWorkbenchPage({
    routes: { '*': <ArchiveListPage /> },
    path: '/',
    workbench: workbench(permissions),
  });
}

describe('archive inbox', () => {
  it('creates a request, shows its link and QR code, and files an inbox item', async () => {
    render(['ARCHIVE_MANAGEMENT']);
    fireEvent.click(await screen.findByRole('tab', { name: '手机上传' }));
    const row = (await screen.findByText('维修单.pdf', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('13900000015')).toBeTruthy();
    fireEvent.click(buttonByText(row, '归档') as HTMLElement);
    await waitFor(() =>
      expect(bodies.find((body) => String(body.url).includes('/inbox/file'))).toMatchObject({
        communityInfoCode: 'A',
        inboxId: 'AI1',
        archiveType: 'ARCHIVE',
        parentId: null,
      }),
    );

    fireEvent.click(buttonByText(document.body, /新建上传请求/) as HTMLElement);
    fireEvent.change(await screen.findByPlaceholderText('例如：电梯维修现场照片'), {
      target: { value: '签到表' },
    });
    fireEvent.click(buttonByText(document.body, '创建并获取链接') as HTMLElement);
    await waitFor(() =>
      expect(bodies.find((body) => String(body.url).includes('/uploadRequest/create'))).toMatchObject({
        communityInfoCode: 'A',
        purpose: '签到表',
      }),
    );
    const link = await screen.findByTestId('upload-request-link');
    expect(link.textContent).toContain(`${window.location.origin}/mobile/uploadfile?request=URabc`);
    expect(screen.getByTestId('upload-request-qr')).toBeTruthy();
  }, 120_000);

  it('is not offered without the management permission', async () => {
    render(['ARCHIVE_VIEW']);
    await screen.findByText('档案');
    expect(screen.queryByRole('tab', { name: '手机上传' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('uploadRequest'))).toBe(false);
  }, 60_000);
});
