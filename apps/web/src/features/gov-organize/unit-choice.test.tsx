import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { mayChooseUnit, UnitChoiceButton } from './unit-choice';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: Record<string, unknown> | null;

const UNITS = [
  {
    streetCode: 'ST-NANSHAN',
    streetName: '南山街道',
    communities: [
      { govCommunityCode: 'GC-TAOYUAN', govCommunityName: '桃源社区' },
      { govCommunityCode: 'GC-XILI', govCommunityName: '西丽社区' },
    ],
  },
  { streetCode: 'ST-SHEKOU', streetName: '蛇口街道', communities: [] },
];

const user = (hasGovAuth: UserInfoDto['hasGovAuth']) =>
  ({
    hasGovAuth,
    govInfo: {
      streetCode: 'ST-NANSHAN',
      streetName: '南山街道',
      govCommunityCode: 'GC-TAOYUAN',
      govCommunityName: '桃源社区',
    },
  }) as UserInfoDto;

beforeEach(() => {
  sent = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/govUnit/list')) return ok(UNITS);
    if (url.startsWith('/v1/owner/updateGovInfo')) {
      sent = JSON.parse(String(init?.body));
      return ok({
        streetCode: 'ST-NANSHAN',
        streetName: '南山街道',
        govCommunityCode: 'GC-XILI',
        govCommunityName: '西丽社区',
      });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('unit choice', () => {
  it('is open only before certification (as the server rule)', () => {
    expect(mayChooseUnit('NO')).toBe(true);
    expect(mayChooseUnit('REJECTED')).toBe(true);
    expect(mayChooseUnit('REVIEWING')).toBe(false);
    expect(mayChooseUnit('YES')).toBe(false);
    renderWithProviders(<UnitChoiceButton user={user('YES')} />);
    expect(screen.getByRole('button', { name: '选择所属单位' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves to another 社区 of the street; changing the street clears the 社区', async () => {
    renderWithProviders(<UnitChoiceButton user={user('NO')} />);
    fireEvent.click(screen.getByRole('button', { name: '选择所属单位' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('桃源社区', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '所属社区' }));
    fireEvent.click(await screen.findByTitle('西丽社区'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({ streetCode: 'ST-NANSHAN', govCommunityCode: 'GC-XILI' });
  }, 60_000);

  it('a street without 社区 makes a street-level unit', async () => {
    renderWithProviders(<UnitChoiceButton user={user('REJECTED')} />);
    fireEvent.click(screen.getByRole('button', { name: '选择所属单位' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('桃源社区', {}, { timeout: 5000 });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '所属街道' }));
    fireEvent.click(await screen.findByTitle('蛇口街道'));
    await waitFor(() => expect(within(dialog).queryByTitle('桃源社区')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({ streetCode: 'ST-SHEKOU', govCommunityCode: null });
  }, 60_000);
});
