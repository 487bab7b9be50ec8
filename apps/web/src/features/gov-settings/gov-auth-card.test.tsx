import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GovAuthCard } from './gov-auth-card';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

const info = {
  hasGovAuth: 'NO',
  realNameVerified: 'NO',
  ownerName: '周敏',
  cardNo: null,
  position: '社区网格员',
  communityAddress: '南山街道桃源社区',
  streetName: '南山街道',
  govCommunityName: '桃源社区',
  rejectReason: null,
  gmtApply: null,
};

function user(hasGovAuth: UserInfoDto['hasGovAuth']): UserInfoDto {
  return {
    mobile: '13800000007',
    ownerName: '周敏',
    userId: 'U1',
    ownerId: 'U1',
    avatar: null,
    adminOwnerType: 'GOV',
    communities: [],
    operateRoleDTOs: [],
    cardNo: null,
    position: '社区网格员',
    hasGovAuth,
    govInfo: {
      streetName: '南山街道',
      streetCode: 'ST',
      govCommunityName: '桃源社区',
      govCommunityCode: 'GC',
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govAuth/info'))
      return ok({ ...info, hasGovAuth: 'REJECTED', rejectReason: '证明未盖章' });
    if (url.startsWith('/v1/govBasicSettings/info'))
      return ok({
        address: '桃源路1号',
        serviceDate: '工作日',
        contactWay: '0755-1',
        isOpenYellowPage: 'NO',
      });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('government certification card', () => {
  it.each(['NO', 'REJECTED'] as const)('offers 去认证 when %s', async (state) => {
    renderWithProviders(<GovAuthCard user={user(state)} />);
    expect(await screen.findByRole('button', { name: '去认证' })).toBeTruthy();
  });

  it.each(['REVIEWING', 'YES'] as const)('offers no 去认证 when %s', (state) => {
    renderWithProviders(<GovAuthCard user={user(state)} />);
    expect(screen.queryByRole('button', { name: '去认证' })).toBeNull();
  });

  it('shows the reject reason when REJECTED', async () => {
    renderWithProviders(<GovAuthCard user={user('REJECTED')} />);
    expect(await screen.findByText('认证申请已驳回：证明未盖章')).toBeTruthy();
  });

  it('basic settings warn before certification and open the 416 px dialog when YES', async () => {
    const { unmount } = renderWithProviders(<GovAuthCard user={user('REVIEWING')} />);
    fireEvent.click(screen.getByRole('button', { name: '基本设置' }));
    expect((await screen.findAllByText('请先完成政府认证')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/govBasicSettings'))).toBe(false);
    unmount();

    renderWithProviders(<GovAuthCard user={user('YES')} />);
    fireEvent.click(screen.getByRole('button', { name: '基本设置' }));
    const address = await screen.findByLabelText('地址');
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('桃源路1号'));
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('416px');
  });
});
