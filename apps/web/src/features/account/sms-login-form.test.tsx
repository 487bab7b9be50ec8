import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { SmsLoginForm } from './sms-login-form';

const fetchMock = vi.fn<typeof fetch>();

function bodies(path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function setup() {
  const onLoggedIn = vi.fn();
  renderWithProviders(<SmsLoginForm adminOwnerType="GOV" isWxAPP={false} onLoggedIn={onLoggedIn} />);
  return { onLoggedIn, user: userEvent.setup() };
}

describe('SmsLoginForm', () => {
  it('checks the mobile number on blur', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.tab();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('requires a 6-character code', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.type(screen.getByLabelText('验证码'), '123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入正确的验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code, starts the countdown and fills in the demo code', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, message: 'ok', data: { devCode: '123456' } }));
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('演示环境验证码：123456')).toBeTruthy();
    expect(await screen.findByText('发送成功')).toBeTruthy();
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('123456');
    const countdown = screen.getByRole('button', { name: /60秒后重发/ });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(bodies('/v1/account/sendMobileCode')).toEqual([{ mobile: '13800000001' }]);
  });

  it('asks for the picture captcha on 405 and retries the send with it', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.startsWith('/v1/account/generateVerifyCodeImage')) {
        return jsonResponse({
          code: 200,
          data: { image: 'data:image/svg+xml;base64,PHN2Zy8+', devCaptcha: null },
        });
      }
      const body = JSON.parse(String(init?.body)) as { verifyCodeImage?: string };
      return body.verifyCodeImage
        ? jsonResponse({ code: 200, data: { devCode: null } })
        : jsonResponse({ code: 405, message: '请输入图形验证码', data: null }, 405);
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog');
    const image = await within(dialog).findByRole('img', { name: /图形验证码/ });
    expect(image.getAttribute('width')).toBe('230');
    await user.type(within(dialog).getByLabelText('图形验证码'), 'ab12');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodies('/v1/account/sendMobileCode')).toEqual([
        { mobile: '13800000001' },
        { mobile: '13800000001', verifyCodeImage: 'ab12' },
      ]),
    );
    expect(await screen.findByText('发送成功')).toBeTruthy();
  });

  it('logs in with the chosen login type', async () => {
    const info = { token: 't', userId: 'u1', adminOwnerType: 'GOV' };
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, data: info }));
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('手机号'), '13800000005');
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(info));
    expect(bodies('/v1/account/mobileLogin')).toEqual([
      { mobile: '13800000005', verificationCode: '654321', isWxAPP: false, adminOwnerType: 'GOV' },
    ]);
  });

  it('shows a failed login in a 登录失败 dialog', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 400, message: '验证码错误或已失效，请重新获取', data: null }, 400),
    );
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findAllByText('登录失败')).length).toBeGreaterThan(0);
    expect(screen.getByText('验证码错误或已失效，请重新获取')).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('a government login refused because the phone is no staff links the join form', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 403, message: '当前账号不是政府工作人员，请选择“社区人员”登录', data: null }, 403),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '13612345678');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('当前账号不是政府工作人员，请选择“社区人员”登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '政府单位入驻申请' }).getAttribute('href')).toBe('/join');
  });

  it('other refusals carry no join link', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 400, message: '验证码错误', data: null }, 400));
    const { user } = setup();
    await user.type(screen.getByLabelText('手机号'), '13612345678');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '政府单位入驻申请' })).toBeNull();
  });
});
