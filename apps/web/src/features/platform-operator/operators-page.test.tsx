import { PLATFORM_OPERATOR_MESSAGES } from '@gongzhi/domain/platform-operator/platform-operator-api';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { platformOperatorEnUS, platformOperatorZhCN } from './locale';
import { PlatformOperatorsPage } from './operators-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const refuse = (status: number, message: string) =>
  jsonResponse({ code: status, message, data: null }, status);

const me = {
  userId: 'U1',
  name: '孟洁',
  mobile: '13800000009',
  gmtCreate: '2026-11-20T01:00:00.000Z',
  isSelf: true,
};
const colleague = {
  userId: 'U2',
  name: '张明',
  mobile: '13800000001',
  gmtCreate: '2026-11-21T01:00:00.000Z',
  isSelf: false,
};
let operators: (typeof me)[];
let sent: { url: string; body: Record<string, unknown> }[];
let answer: ((url: string) => Response | null) | null;

beforeEach(() => {
  operators = [me, colleague];
  sent = [];
  answer = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const special = answer?.(url);
    if (special) return special;
    if (url.startsWith('/v1/platformOperator/list')) return ok(operators);
    const body = JSON.parse(String(init?.body ?? '{}'));
    sent.push({ url, body });
    if (url.startsWith('/v1/platformOperator/add'))
      return ok({
        userId: 'U3',
        name: body.name,
        mobile: body.mobile,
        gmtCreate: me.gmtCreate,
        isSelf: false,
      });
    if (url.startsWith('/v1/platformOperator/remove')) return ok({ mobile: body.mobile });
    return refuse(404, 'not found');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('platform operators page', () => {
  it('lists operators with full mobiles; the caller cannot remove themself', async () => {
    renderWithProviders(<PlatformOperatorsPage />);
    const mine = await row('孟洁');
    expect(within(mine).getByText('我')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: '13800000009' }).getAttribute('href')).toBe(
      'tel:13800000009',
    );
    expect((within(mine).getByRole('button', { name: '移除' }) as HTMLButtonElement).disabled).toBe(true);
    const theirs = await row('张明');
    expect((within(theirs).getByRole('button', { name: '移除' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('共 2 名平台运营人员')).toBeTruthy();
  });

  it('removes another operator after confirming', async () => {
    renderWithProviders(<PlatformOperatorsPage />);
    fireEvent.click(within(await row('张明')).getByRole('button', { name: '移除' }));
    // antd's confirmation dialog carries its title twice (one for screen readers).
    expect((await screen.findAllByText(/确定移除 张明（13800000001）的平台运营身份/)).length).toBeGreaterThan(
      0,
    );
    expect(sent).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /移\s*除/ }));
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/v1/platformOperator/remove', body: { mobile: '13800000001' } }]),
    );
    expect(await screen.findByText('已移除平台运营人员')).toBeTruthy();
  });

  it('the last operator cannot be removed', async () => {
    operators = [{ ...colleague, isSelf: false }];
    renderWithProviders(<PlatformOperatorsPage />);
    const only = await row('张明');
    expect((within(only).getByRole('button', { name: '移除' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the mobile and name before adding, then adds', async () => {
    renderWithProviders(<PlatformOperatorsPage />);
    await row('孟洁');
    fireEvent.click(screen.getByRole('button', { name: /添加平台运营人员/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '1371234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /添加平台运营人员/ }));
    expect(await within(dialog).findByText('请输入正确的手机号')).toBeTruthy();
    expect(await within(dialog).findByText('请填写姓名')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13712345678' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: ' 李四 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /添加平台运营人员/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/v1/platformOperator/add', body: { mobile: '13712345678', name: '李四' } },
      ]),
    );
    expect(await screen.findByText('已添加平台运营人员')).toBeTruthy();
  });

  it('shows the server’s refusal of an existing operator', async () => {
    answer = (url) =>
      url.startsWith('/v1/platformOperator/add')
        ? refuse(409, PLATFORM_OPERATOR_MESSAGES.alreadyOperator)
        : null;
    renderWithProviders(<PlatformOperatorsPage />);
    await row('孟洁');
    fireEvent.click(screen.getByRole('button', { name: /添加平台运营人员/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '张明' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /添加平台运营人员/ }));
    expect(await screen.findByText('该手机号已是平台运营人员')).toBeTruthy();
  });

  it('tells anyone else the page is for platform operators', async () => {
    answer = (url) =>
      url.startsWith('/v1/platformOperator/list')
        ? refuse(403, PLATFORM_OPERATOR_MESSAGES.notOperator)
        : null;
    renderWithProviders(<PlatformOperatorsPage />);
    expect(await screen.findByText('该功能仅限平台运营人员使用')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has every text in English', () => {
    expectCompleteTranslation(platformOperatorZhCN, platformOperatorEnUS);
  });
});
