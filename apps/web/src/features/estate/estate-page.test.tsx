import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import type { Workbench } from '../../shell/workbench-context';
import { ok, renderWorkbenchPage, stubFetchPerTest } from '../../test/workbench-page';
import { EstatePage } from './estate-page';

const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['PROPERTY_MEMBER'],
  hasAuth: 'YES',
};

const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community: community as unknown as Workbench['community'],
  permissions: [],
  page: pageConfig(COMMUNITY_PAGE, 'estate'),
  linkTo: (path) => `/manage/${path}`,
};

const order = (workOrderId: string, content: string, state: string, reply: string | null = null) => ({
  workOrderId,
  workOrderType: 'REPAIR',
  content,
  location: '3栋',
  state,
  ownerName: '陈建国',
  mobile: '139****0001',
  photos: [],
  assigneeUserId: null,
  assigneeName: null,
  reply,
  gmtCreate: '2026-03-01T02:00:00.000Z',
  gmtClose: null,
});

stubFetchPerTest(async () =>
  ok({
    list: [order('W1', '门禁失灵', 'PENDING'), order('W2', '增设快递柜', 'CLOSED', '下周安装')],
    total: 2,
    page: 1,
    size: 20,
  }),
);

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
}

describe('community service page', () => {
  it('shows work orders with their state and offers actions only on open ones', async () => {
    renderWorkbenchPage({ routes: { '*': <EstatePage /> }, path: '/', workbench });
    const open = await rowOf('门禁失灵');
    expect(within(open).getByText('待受理')).toBeTruthy();
    expect(within(open).getByRole('button', { name: /办\s*结/ })).toBeTruthy();
    const done = await rowOf('增设快递柜');
    expect(within(done).getByText('处理结果：下周安装')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /办\s*结/ })).toBeNull();
  }, 60_000);
});
