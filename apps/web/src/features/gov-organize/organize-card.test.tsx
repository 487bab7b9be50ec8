import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { OrganizeCard } from './organize-card';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: Record<string, unknown> | null;

const PROFILE = {
  level: 'COMMUNITY',
  streetCode: 'ST',
  streetName: '南山街道',
  govCommunityCode: 'GC',
  govCommunityName: '桃源社区',
  organizeName: '桃源社区',
  address: '',
  contactName: '',
  contactPhone: '',
  intro: '',
  communityCount: 3,
  gmtModified: null,
};

const user = (hasGovAuth: UserInfoDto['hasGovAuth']) => ({ hasGovAuth }) as UserInfoDto;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/govOrganize/info')) return ok(PROFILE);
    if (url.startsWith('/v1/govOrganize/update')) {
      sent = JSON.parse(String(init?.body));
      return ok({ ...PROFILE, ...sent });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('organisation card', () => {
  it('shows the unit with 未填写 for empty fields; uncertified staff cannot edit', async () => {
    renderWithProviders(<OrganizeCard user={user('NO')} />);
    expect(await screen.findByText('3个', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('未填写').length).toBe(4);
    expect(screen.getByRole('button', { name: '编辑机构信息' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);

  it('validates the phone on the client and saves the profile', async () => {
    renderWithProviders(<OrganizeCard user={user('YES')} />);
    await screen.findByText('3个', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '编辑机构信息' }));
    fireEvent.change(await screen.findByLabelText('办公地址'), { target: { value: '桃源路100号' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '陈静' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请填写正确的联系电话')).toBeTruthy();
    expect(sent).toBeNull();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '0755-26000000' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      organizeName: '桃源社区',
      address: '桃源路100号',
      contactName: '陈静',
      contactPhone: '0755-26000000',
    });
  }, 60_000);
});
