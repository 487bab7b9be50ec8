import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../test/render';
import { UserMenu } from './user-menu';

const fetchMock = vi.fn<typeof fetch>();

const user = (ownerName: string | null): UserInfoDto =>
  ({
    mobile: '13912345678',
    ownerName,
    userId: 'U13912345678',
    ownerId: 'o1',
    avatar: null,
    adminOwnerType: 'COMMUNITY',
    communities: [],
    operateRoleDTOs: [],
    cardNo: null,
    position: null,
    hasGovAuth: 'NO',
    govInfo: null,
  }) as unknown as UserInfoDto;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    jsonResponse({ code: 200, message: 'ok', data: { isOperator: 'NO' } }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('user menu greeting', () => {
  it('greets by name', async () => {
    renderWithProviders(<UserMenu user={user('王芳')} area="/manage" />);
    expect(await screen.findByText('您好，王芳')).toBeTruthy();
  });

  it('greets a new account without a name by its masked mobile, never the internal user code', async () => {
    const { container } = renderWithProviders(<UserMenu user={user(null)} area="/manage" />);
    expect(await screen.findByText('您好，139****5678')).toBeTruthy();
    expect(container.textContent).not.toContain('U13912345678');
    expect(container.textContent).not.toContain('13912345678');
  });
});
