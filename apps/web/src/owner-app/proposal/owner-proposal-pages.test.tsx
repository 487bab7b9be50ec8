import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerProposalCreatePage } from './owner-proposal-form-page';
import { OwnerProposalListPage } from './owner-proposal-list-page';
import { OwnerProposalPage } from './owner-proposal-page';

const material = {
  attachmentId: 'A1',
  pubAttachmentId: 'P1',
  sourceName: '充电桩方案.pdf',
  contentType: 'application/pdf',
  size: 2048,
};
const mine = {
  proposalId: 'PR1',
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  title: '增设充电桩',
  proposalType: 'OTHER',
  proposalTypeName: '其他',
  startDate: '2026-11-22T01:00:00.000Z',
  endDate: '2026-12-22T01:00:00.000Z',
  proposalState: 'IN_PROGRESS',
  proposalStateName: '进行中',
  signNum: 0,
  creatorName: '业主',
  creatorType: 'OWNER',
  createdAt: '2026-11-21T01:00:00.000Z',
  relationIntention: false,
  signed: false,
  content:
    '<p>在地下车库增设充电桩。</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
  materialAttachments: [material],
  statistics: {
    signedHeads: 0,
    totalHeads: 10,
    signedArea: 0,
    totalArea: 10000,
    headsRate: '0.00',
    areaRate: '0.00',
  },
  canSign: true,
  cannotSignReason: null,
  mySignedAt: null,
  mine: true,
  canEdit: true,
  canDelete: true,
};

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let applications: unknown[] = [];
let communities: unknown[] = [];

beforeEach(() => {
  applications = [];
  communities = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/proposal/list')) return ok({ communities, list: [] });
    if (url.startsWith('/v1/owner/proposal/info')) return ok(mine);
    if (url.startsWith('/v1/owner/proposal/update')) return ok(mine);
    if (url.startsWith('/v1/owner/proposal/sign')) return ok({ ...mine, signed: true });
    if (url.startsWith('/v1/owner/certification/myList')) return ok(applications);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const bodyOf = (prefix: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith(prefix));
  return JSON.parse(String(call?.[1]?.body));
};

describe('an owner edits their own motion', () => {
  const render = () =>
    renderRoutes(
      [
        { path: '/owner/createProposal', element: <OwnerProposalCreatePage /> },
        { path: '/owner/proposals/:proposalId', element: <p>detail</p> },
      ],
      '/owner/createProposal?proposalId=PR1',
    );

  it('shows the motion materials in the form and keeps them on save', async () => {
    render();
    expect(await screen.findByText('充电桩方案.pdf')).toBeTruthy();
    expect((screen.getByLabelText('提案标题') as HTMLInputElement).value).toBe('增设充电桩');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodyOf('/v1/owner/proposal/update')).toMatchObject({
        proposalId: 'PR1',
        title: '增设充电桩',
        materialAttachments: ['A1'],
        startDate: '2026-11-22T01:00:00.000Z',
        endDate: '2026-12-22T01:00:00.000Z',
      }),
    );
    expect(await screen.findByText('detail')).toBeTruthy();
  });

  it('saves without a material the owner removed', async () => {
    render();
    expect(await screen.findByText('充电桩方案.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('充电桩方案.pdf')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodyOf('/v1/owner/proposal/update')).toMatchObject({ materialAttachments: [] }),
    );
  });

  it('refuses an empty title without asking the server', async () => {
    render();
    const title = await screen.findByLabelText('提案标题');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请填写提案标题')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/owner/proposal/update'))).toBe(
      false,
    );
  });
});

describe('reading and signing a proposal', () => {
  const render = () =>
    renderRoutes(
      [{ path: '/owner/proposals/:proposalId', element: <OwnerProposalPage /> }],
      '/owner/proposals/PR1',
    );

  it('shows the content without its script or handler, and the materials as links', async () => {
    render();
    expect(await screen.findByText('在地下车库增设充电桩。')).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toContain('onerror');
    expect(article.innerHTML).not.toContain('script');
    expect(screen.getByText('充电桩方案.pdf').closest('a')?.getAttribute('href')).toContain('P1');
    expect(screen.getByText('我发起的')).toBeTruthy();
  });

  it('signs with the typed name', async () => {
    render();
    fireEvent.click(await screen.findByText('输入姓名确认'));
    const submit = screen.getByRole('button', { name: /确认签名/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('您的姓名（与认证姓名一致）'), { target: { value: ' 张三 ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(bodyOf('/v1/owner/proposal/sign')).toEqual({
        proposalId: 'PR1',
        signType: 'TYPED_NAME',
        signName: '张三',
      }),
    );
  });

  it('asks before deleting the motion', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: '删除提案' }));
    expect(screen.getByRole('dialog').textContent).toContain('确定删除本提案吗');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/owner/proposal/delete'))).toBe(
      false,
    );
  });
});

describe('the proposal list of an owner without a house', () => {
  const routes = [
    { path: '/owner/proposals', element: <OwnerProposalListPage /> },
    { path: '/owner/certify', element: <p>certify page</p> },
  ];

  it('explains the empty page and leads to 去认证', async () => {
    const { router } = renderRoutes(routes, '/owner/proposals');
    expect(await screen.findByText('尚未完成业主认证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(await screen.findByText('certify page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/certify');
  });

  it('shows an application under review, still with 去认证', async () => {
    applications = [
      {
        certificationId: 'C1',
        communityName: '阳光花园',
        house: { houseCode: 'H1' },
        state: 'REVIEWING',
        rejectReason: null,
        gmtCreate: '2026-11-21T01:00:00.000Z',
      },
    ];
    renderRoutes(routes, '/owner/proposals');
    expect(await screen.findByText('业主认证审核中')).toBeTruthy();
    expect(screen.getByText(/您的认证申请正在审核中/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去认证' })).toBeTruthy();
  });

  it('offers 发起提案 only where the community allows owner motions', async () => {
    communities = [{ communityInfoCode: 'YGHY001', communityName: '阳光花园', canCreate: true }];
    renderRoutes(routes, '/owner/proposals');
    expect(await screen.findByText('暂无提案')).toBeTruthy();
    expect(screen.getByRole('button', { name: /发起提案/ })).toBeTruthy();
  });
});
