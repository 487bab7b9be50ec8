import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { OwnerProposalCreatePage } from './owner-proposal-pages';

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
  proposalState: 'PROCESSING',
  proposalStateName: '进行中',
  signNum: 0,
  creatorName: '业主',
  creatorType: 'OWNER',
  createdAt: '2026-11-21T01:00:00.000Z',
  relationIntention: false,
  signed: false,
  content: '<p>在地下车库增设充电桩。</p>',
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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/proposal/list')) return ok({ communities: [], list: [] });
    if (url.startsWith('/v1/owner/proposal/info')) return ok(mine);
    if (url.startsWith('/v1/owner/proposal/update')) return ok(mine);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = () =>
  renderRoutes(
    [
      { path: '/owner/createProposal', element: <OwnerProposalCreatePage /> },
      { path: '/owner/proposals/:proposalId', element: <p>detail</p> },
    ],
    '/owner/createProposal?proposalId=PR1',
  );

const updateBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/owner/proposal/update'));
  return JSON.parse(String(call?.[1]?.body));
};

describe('an owner edits their own motion', () => {
  it('shows the motion materials in the form and keeps them on save', async () => {
    render();
    expect(await screen.findByText('充电桩方案.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(updateBody()).toMatchObject({ proposalId: 'PR1', materialAttachments: ['A1'] }),
    );
  });

  it('saves without a material the owner removed', async () => {
    render();
    expect(await screen.findByText('充电桩方案.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('充电桩方案.pdf')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(updateBody()).toMatchObject({ materialAttachments: [] }));
  });
});
