import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ReplaceOwnersModal } from './replace-owners-modal';
import type { House, OwnerLink } from './roster-api';

const link = (mobile: string, relationType: OwnerLink['relationType'], ownerName: string): OwnerLink => ({
  ownerHouseContactId: `L${mobile}`,
  userId: `U${mobile}`,
  ownerName,
  mobile,
  relationType,
  ownerHouseInfoState: 'CORRECT_INFO',
  cardType: 'RESIDENT_ID_CARD',
  cardNo: '1101**********002X',
  source: 'MANUAL',
  gmtCreate: '2026-03-01T00:00:00.000Z',
});

const house = { houseCode: 'H1', buildingName: '1栋', houseNo: '101' } as House;
const residents = [link('13900000001', 'OWNER', '张三'), link('13900000009', 'TENANT', '租户')];

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/ownerHouse/getResidentList')) return ok(residents);
    if (url.startsWith('/v1/house/updateOwner')) return ok(house);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function sentBody() {
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/house/updateOwner') ?? [];
  return init ? JSON.parse(String(init.body)) : null;
}

describe('replace owners', () => {
  it('opens with the owners only, adds a new one and sends the whole list without masked IDs', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ReplaceOwnersModal open communityInfoCode="A" house={house} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('张三')).toBeTruthy();
    expect(within(dialog).queryByDisplayValue('租户')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /添加一位业主/ }));
    const second = await within(dialog).findByRole('group', { name: '业主 2' });
    fireEvent.change(within(second).getByLabelText('姓名'), { target: { value: '李四' } });
    fireEvent.change(within(second).getByLabelText('手机号'), { target: { value: '13711112222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody()).toEqual({
      communityInfoCode: 'A',
      houseCode: 'H1',
      owners: [
        { ownerName: '张三', mobile: '13900000001' },
        { ownerName: '李四', mobile: '13711112222' },
      ],
    });
  });

  it('refuses the same mobile twice on the client and sends nothing', async () => {
    renderWithProviders(<ReplaceOwnersModal open communityInfoCode="A" house={house} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /添加一位业主/ }));
    const second = await within(dialog).findByRole('group', { name: '业主 2' });
    fireEvent.change(within(second).getByLabelText('姓名'), { target: { value: '李四' } });
    fireEvent.change(within(second).getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect((await within(dialog).findAllByText('手机号重复')).length).toBeGreaterThan(0);
    expect(sentBody()).toBeNull();
  });
});
