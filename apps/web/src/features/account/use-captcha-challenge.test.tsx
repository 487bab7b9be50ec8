import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/owner-render';
import { useCaptchaChallenge } from './use-captcha-challenge';

// The steps both the workbench's captcha modal and the owner entry's dialog run; the modal's
// markup is covered by sms-login-form.test, the owner dialog has no test of its own.
const fetchMock = vi.fn<typeof fetch>();
const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function calls(path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

function setup(mobile: string | null = '13800000001') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSent = vi.fn();
  const onError = vi.fn();
  const view = renderHook(() => useCaptchaChallenge({ mobile, onSent, onError }), { wrapper });
  return { ...view, onSent, onError };
}

describe('useCaptchaChallenge', () => {
  it('fetches the picture for the mobile number and fills in the demo text', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, data: { image: IMAGE, devCaptcha: 'x7k2' } }));
    const { result } = setup();
    await waitFor(() => expect(result.current.image.data?.image).toBe(IMAGE));
    expect(result.current.value).toBe('x7k2');
    expect(calls('/v1/account/generateVerifyCodeImage')).toEqual([{ mobile: '13800000001' }]);
  });

  it('fetches nothing while no number waits for a code', () => {
    setup(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an answer before sending', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, data: { image: IMAGE, devCaptcha: null } }));
    const { result, onError } = setup();
    await waitFor(() => expect(result.current.image.data).toBeTruthy());
    await act(() => result.current.confirm());
    expect(onError).toHaveBeenCalledWith('请输入图形验证码');
    expect(calls('/v1/account/sendMobileCode')).toEqual([]);
  });

  it('shows a wrong answer and brings another picture on 405', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/v1/account/generateVerifyCodeImage')
        ? jsonResponse({ code: 200, data: { image: IMAGE, devCaptcha: null } })
        : jsonResponse({ code: 405, message: '图形验证码错误', data: null }, 405),
    );
    const { result, onError, onSent } = setup();
    await waitFor(() => expect(result.current.image.data).toBeTruthy());
    act(() => result.current.setValue('bad1'));
    await act(() => result.current.confirm());
    expect(onError).toHaveBeenCalledWith('图形验证码错误');
    expect(onSent).not.toHaveBeenCalled();
    await waitFor(() => expect(calls('/v1/account/generateVerifyCodeImage')).toHaveLength(2));
  });

  it('retries the send with the trimmed answer and hands on the result', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/v1/account/generateVerifyCodeImage')
        ? jsonResponse({ code: 200, data: { image: IMAGE, devCaptcha: null } })
        : jsonResponse({ code: 200, data: { devCode: '123456' } }),
    );
    const { result, onSent, onError } = setup();
    await waitFor(() => expect(result.current.image.data).toBeTruthy());
    act(() => result.current.setValue(' ab12 '));
    await act(() => result.current.confirm());
    expect(calls('/v1/account/sendMobileCode')).toEqual([{ mobile: '13800000001', verifyCodeImage: 'ab12' }]);
    expect(onSent).toHaveBeenCalledWith({ devCode: '123456' });
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.value).toBe('');
    expect(result.current.sending).toBe(false);
  });
});
