import { ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  batch,
  configureRequest,
  downloadFile,
  fileNameFromDisposition,
  isRequestFailure,
  type RequestFailure,
  request,
  serializeParams,
  unwrapMessage,
} from './request';
import { getItem, setItem } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const notifyError = vi.fn<(message: string, seconds: number) => void>();
const redirectToLogin = vi.fn<(url: string) => void>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall(): [string, RequestInit] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return [String(call[0]), call[1] ?? {}];
}

async function failure(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    if (isRequestFailure(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureRequest({ notifyError, redirectToLogin });
  window.history.pushState({}, '', '/manage/vote?communityCode=YGHY001');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  notifyError.mockReset();
  redirectToLogin.mockReset();
});

describe('request', () => {
  it('GETs by default with the data in the query, JSON content type and the token header', async () => {
    setItem('token', 'tok-1');
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { id: 1 } }));
    const data = await request<{ id: number }>({ url: '/v1/x', data: { a: 1, b: null, list: ['p', 'q'] } });
    expect(data).toEqual({ id: 1 });
    const [url, init] = lastCall();
    expect(url).toBe('/v1/x?a=1&list=p%2Cq');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ token: 'tok-1', 'Content-Type': 'application/json' });
  });

  it('puts DELETE data into the query too', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, data: null }));
    await request({ url: '/v1/x', method: 'DELETE', data: { id: 'a b' } });
    expect(lastCall()[0]).toBe('/v1/x?id=a+b');
  });

  it('sends POST data as JSON', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, data: true }));
    await request({ url: '/v1/x', method: 'POST', data: { mobile: '13800000001' } });
    const [, init] = lastCall();
    expect(init.body).toBe('{"mobile":"13800000001"}');
  });

  it('serialises form posts with dotted keys, dropping null and joining plain arrays', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, data: true }));
    await request({
      url: '/v1/x',
      method: 'POST',
      form: true,
      data: { a: { b: 1, c: undefined, d: { e: 'x' } }, ids: [1, 2, 3], rows: [{ n: 1 }], skip: null },
    });
    const [, init] = lastCall();
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(decodeURIComponent(String(init.body))).toBe('a.b=1&a.d.e=x&ids=1,2,3&rows[0].n=1');
  });

  it('uses the token of another storage key when asked (owner H5)', async () => {
    setItem('token', 'staff');
    setItem('ownerToken', 'owner');
    fetchMock.mockResolvedValue(json({ code: 200, data: 1 }));
    await request({ url: '/v1/x', tokenKey: 'ownerToken' });
    expect(lastCall()[1].headers).toMatchObject({ token: 'owner' });
  });

  it('throws the body as a failure when the envelope code is not 200', async () => {
    fetchMock.mockResolvedValue(json({ code: 100001, message: '用户权限不足', data: null }));
    const error = await failure(request({ url: '/v1/x', intercept: false }));
    expect(error).toMatchObject({ code: 100001, message: '用户权限不足', body: { code: 100001 } });
    expect(error.options.url).toBe('/v1/x');
  });

  describe('error catalogue (SPEC §8)', () => {
    it('534: the ID already bound reaches the page as code 534 (HTTP 409 kept as status)', async () => {
      fetchMock.mockResolvedValue(json({ code: 534, message: MESSAGES.idCardBound, data: null }, 409));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: ERROR_CODES.idCardBound,
        status: 409,
        message: '该身份证已绑定其他用户，请在“个人中心-设置-实名信息管理”中解绑后重试',
      });
    });

    it('100001 becomes 用户权限不足, whatever the answer says', async () => {
      fetchMock.mockResolvedValueOnce(json({ code: 100001, data: null }, 403));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: 100001,
        status: 403,
        message: '用户权限不足',
      });
      fetchMock.mockResolvedValueOnce(json({ code: 100001, message: 'no auth', data: null }));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: 100001,
        status: 200,
        message: '用户权限不足',
      });
      fetchMock.mockResolvedValueOnce(json({ code: 100001, message: '', data: null }, 403));
      await failure(request({ url: '/v1/x' }));
      expect(notifyError).toHaveBeenLastCalledWith('用户权限不足', 3);
    });

    it('-1: an empty answer on HTTP 200 is no result, not a success', async () => {
      fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: ERROR_CODES.emptyResult,
        status: 200,
        message: '返回结果为空',
      });
      fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({ code: -1 });
      fetchMock.mockResolvedValueOnce(json(null));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: -1,
        message: '返回结果为空',
      });
      fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
      await failure(request({ url: '/v1/x' }));
      expect(notifyError).toHaveBeenLastCalledWith('返回结果为空', 3);
    });

    it('-1: an envelope with code 200 and no data is no result either', async () => {
      fetchMock.mockResolvedValue(json({ code: 200, message: 'ok' }));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: -1,
        message: '返回结果为空',
      });
    });

    it('a null data in an envelope stays a success', async () => {
      fetchMock.mockResolvedValue(json({ code: 200, message: 'success', data: null }));
      expect(await request({ url: '/v1/x' })).toBeNull();
    });

    it('other codes are the HTTP status the server also puts in the envelope', async () => {
      fetchMock.mockResolvedValueOnce(json({ code: 405, message: '请输入图形验证码', data: null }, 405));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: 405,
        status: 405,
        message: '请输入图形验证码',
      });
      fetchMock.mockResolvedValueOnce(json({ code: 403, message: MESSAGES.noPermission, data: null }, 403));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: 403,
        message: '您在当前小区没有该功能的权限',
      });
      // An envelope that claims success on an error status fails with the status.
      fetchMock.mockResolvedValueOnce(json({ code: 200, message: 'x', data: 1 }, 502));
      expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
        code: 502,
        status: 502,
      });
    });

    it('unknown: a failure without a message shows 未知错误', async () => {
      fetchMock.mockResolvedValue(json({ code: 500, data: null }, 500));
      const error = await failure(request({ url: '/v1/x' }));
      expect(error).toMatchObject({ code: 500, message: '' });
      expect(notifyError).toHaveBeenLastCalledWith('未知错误', 3);
    });
  });

  it('returns a body without code and data as it is on HTTP 200', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }]));
    expect(await request({ url: '/kb/indexs.json' })).toEqual([{ id: 1 }]);
  });

  it('fails a body without envelope on other statuses', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }));
    expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
      code: 502,
      message: 'oops',
    });
  });

  it('unwraps braced JSON messages and URL-decodes them', async () => {
    const inner = JSON.stringify({ message: encodeURIComponent('手机号错误') });
    fetchMock.mockResolvedValue(json({ code: 400, message: inner, data: null }, 400));
    expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({
      message: '手机号错误',
    });
    expect(unwrapMessage('{"error":"bad%20thing"}')).toBe('bad thing');
    expect(unwrapMessage('{not json}')).toBe('{not json}');
  });

  it('reports a network failure with code 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(request({ url: '/v1/x', intercept: false }))).toMatchObject({ code: 0, status: 0 });
  });

  it('gives up after the timeout (60 s by default)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(request({ url: '/v1/x', intercept: false }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe(0);
    expect(error.message).toMatch(/超时|timed out/);
  });

  describe('with interception', () => {
    it('on 401 clears the user info and redirects to the login page with the current location', async () => {
      setItem('token', 'tok');
      setItem('userInfo', { userId: 'u' });
      fetchMock.mockResolvedValue(json({ code: 401, message: '请先登录', data: null }, 401));
      await failure(request({ url: '/v1/x' }));
      expect(getItem('token')).toBeNull();
      expect(getItem('userInfo')).toBeNull();
      expect(redirectToLogin).toHaveBeenCalledWith(
        `/login?to=${encodeURIComponent('/manage/vote?communityCode=YGHY001')}`,
      );
      expect(notifyError).not.toHaveBeenCalled();
    });

    it('does not redirect when already on /login', async () => {
      window.history.pushState({}, '', '/login');
      fetchMock.mockResolvedValue(json({ code: 401, message: '请先登录', data: null }, 401));
      await failure(request({ url: '/v1/x' }));
      expect(redirectToLogin).not.toHaveBeenCalled();
    });

    it('shows other errors as a 3-second toast', async () => {
      fetchMock.mockResolvedValue(
        json({ code: 403, message: '您在当前小区没有该功能的权限', data: null }, 403),
      );
      await failure(request({ url: '/v1/x' }));
      expect(notifyError).toHaveBeenCalledWith('您在当前小区没有该功能的权限', 3);
    });

    it('stays quiet when switched off', async () => {
      fetchMock.mockResolvedValue(json({ code: 401, message: 'x', data: null }, 401));
      await failure(request({ url: '/v1/x', intercept: false }));
      expect(redirectToLogin).not.toHaveBeenCalled();
      expect(notifyError).not.toHaveBeenCalled();
    });
  });
});

describe('serializeParams', () => {
  it('drops null and undefined and indexes arrays of objects', () => {
    expect(
      decodeURIComponent(serializeParams({ a: null, b: undefined, c: [null, 1], d: [{ x: { y: 2 } }] })),
    ).toBe('c=1&d[0].x.y=2');
  });
});

describe('batch', () => {
  it('runs tasks in chunks, keeping fulfilled values and logging rejected ones', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 450 }, (_, index) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await Promise.resolve();
      running -= 1;
      if (index % 100 === 0) throw new Error(`task ${index}`);
      return index;
    });
    const values = await batch(tasks);
    expect(peak).toBe(200);
    expect(values).toHaveLength(445);
    expect(values).not.toContain(100);
    expect(log).toHaveBeenCalledTimes(5);
    log.mockRestore();
  });
});

describe('downloadFile', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });

  it('saves the blob under the server-provided UTF-8 name', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fetchMock.mockResolvedValue(
      new Response('bytes', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('表决结果.pdf')}`,
        },
      }),
    );
    expect(await downloadFile({ url: '/v1/house/generateOHCPdf', data: { communityInfoCode: 'A' } })).toBe(
      true,
    );
    expect(lastCall()[0]).toBe('/v1/house/generateOHCPdf?communityInfoCode=A');
    expect(clicked).toEqual(['表决结果.pdf']);
    click.mockRestore();
  });

  it('prefers the given name', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fetchMock.mockResolvedValue(
      new Response('bytes', { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    await downloadFile({ url: '/v1/f', fileName: '名册.xlsx' });
    expect(clicked).toEqual(['名册.xlsx']);
    click.mockRestore();
  });

  it('shows a JSON answer as an error, 下载文件失败！ without a message', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 404, message: '文件不存在', data: null }, 404));
    expect(await downloadFile({ url: '/v1/f' })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('文件不存在', 3);
    fetchMock.mockResolvedValueOnce(json({ code: 500, data: null }, 500));
    await downloadFile({ url: '/v1/f' });
    expect(notifyError).toHaveBeenLastCalledWith('下载文件失败！', 3);
  });

  it('falls back to 导出文件失败！', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await downloadFile({ url: '/v1/f' })).toBe(false);
    expect(notifyError).toHaveBeenLastCalledWith('导出文件失败！', 3);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads plain and UTF-8 names', () => {
    expect(fileNameFromDisposition('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%90%8D.pdf")).toBe('名.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
