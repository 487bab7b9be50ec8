import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerVoteProxy, ProxyVoteItem } from '../../features/voting/proxy-api';
import { jsonResponse, renderWithProviders } from '../../test/owner-render';
import { buttonByText } from '../../test/queries';
import { OwnerProxyPanel, ProxyEntries } from './proxy-panel';

// Proxy voting (委托投票, issue #22 item 5) on the owner's vote page and list.
describe('the owner H5', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const answer = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

  it('shows the active authorisation with 撤销, or the 委托他人投票 action', async () => {
    const active: OwnerVoteProxy = {
      proxyVoting: true,
      proxyMaxPrincipals: 3,
      canAppoint: false,
      cannotAppointReason: '该业主在本次表决中已有有效的委托，请先撤销',
      mine: [
        {
          proxyCode: 'W1',
          votingCode: 'V1',
          principalName: '林建国',
          houses: ['1栋 1单元 101'],
          proxyMobile: '13900000010',
          proxyName: '王代理',
          proxyRelation: '邻居',
          source: 'SIGNED',
          sourceName: '业主线上签署',
          file: 'F1',
          state: 'ACTIVE',
          createdAt: '2026-11-20T02:00:00.000Z',
          revokedAt: null,
          castAt: null,
        },
      ],
    };
    fetchMock.mockImplementation(async () => answer(active));
    const { unmount } = renderWithProviders(<OwnerProxyPanel vote={{ votingCode: 'V1' }} />);
    expect((await screen.findByTestId('proxy-active')).textContent).toContain('王代理（邻居，13900000010）');
    expect(buttonByText(document.body, '撤销委托')).toBeTruthy();
    expect(screen.queryByTestId('proxy-appoint')).toBeNull();
    unmount();

    fetchMock.mockImplementation(async () =>
      answer({ ...active, canAppoint: true, cannotAppointReason: null, mine: [] }),
    );
    renderWithProviders(<OwnerProxyPanel vote={{ votingCode: 'V1' }} />);
    expect((await screen.findByTestId('proxy-appoint')).textContent).toBe('委托他人投票');
  });

  it('shows nothing where the vote does not allow proxies', async () => {
    fetchMock.mockImplementation(async () =>
      answer({
        proxyVoting: false,
        proxyMaxPrincipals: 3,
        canAppoint: false,
        cannotAppointReason: null,
        mine: [],
      }),
    );
    renderWithProviders(<OwnerProxyPanel vote={{ votingCode: 'V1' }} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('owner-proxy-panel')).toBeNull();
  });

  it('lists the principals a proxy may vote for, names masked, linking to the 代投 page', async () => {
    const item: ProxyVoteItem = {
      proxyCode: 'W1',
      votingCode: 'V1',
      communityName: '阳光花园',
      title: '续聘物业',
      votingStateName: '进行中',
      endDate: null,
      principalName: '林*国',
      houses: ['1栋 1单元 101'],
      canCast: true,
      cannotCastReason: null,
      castAt: null,
    };
    fetchMock.mockImplementation(async () => answer([item]));
    renderWithProviders(<ProxyEntries />);
    const entry = await screen.findByTestId('proxy-entry');
    expect(entry.textContent).toContain('委托人 林*国');
    expect(entry.getAttribute('href')).toBe('/owner/votes/V1/proxy/W1');
  });
});
