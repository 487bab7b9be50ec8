import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { H5_LANGUAGE_SCRIPT } from '../../site/h5/h5-language-script';
import { renderH5Pages } from '../../site/h5/h5-prerender';

// Loads the prerendered /mobile/uploadfile as the browser does (head script, then the H5 script,
// which loads upload-h5.ts) against a stubbed API and a scripted XMLHttpRequest for the PUT.

let html = '';
beforeAll(async () => {
  const pages = await renderH5Pages({ script: '/h5.js', languageScript: '/h5-lang.js', css: [] }, new Map());
  html = pages.find((page) => page.path === '/mobile/uploadfile')?.html ?? '';
});

type Call = { url: string; body: Record<string, unknown>; token: string | null };
let calls: Call[];
let answers: Record<string, (body: Record<string, unknown>) => Response>;

const ok = (data: unknown) => Response.json({ code: 200, message: 'ok', data });
const refuse = (code: number, message: string, status = 200) =>
  Response.json({ code, message, data: null }, { status });

/** The PUT of the presigned URL: the test decides when it progresses and how it ends. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  body: unknown;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no PUT sent');
  return FakeXhr.last;
}

beforeEach(() => {
  calls = [];
  FakeXhr.last = null;
  answers = {
    '/v1/api/cos/generatePresignedUrl': () =>
      ok({
        url: '/v1/api/cos/put/a1',
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        attachmentId: 'a1',
      }),
    '/v1/api/cos/completeUpload': (body) =>
      ok({ attachmentId: body.attachmentId, sourceName: '现场照片.png', contentType: 'image/png', size: 68 }),
    '/v1/api/cos/downloadGrant': (body) =>
      ok(
        (body.attachmentIds as string[]).map((attachmentId) => ({
          attachmentId,
          grant: `G-${attachmentId}`,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        })),
      ),
  };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url, body, token: headers.token ?? null });
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer(body);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  for (const extra of document.querySelectorAll('.upload-h5__file, .upload-h5__mask, .upload-h5__toast'))
    extra.remove();
});

async function open(path = '/mobile/uploadfile'): Promise<void> {
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceChildren(...parsed.head.childNodes);
  document.body.replaceChildren(...parsed.body.childNodes);
  for (const attribute of parsed.body.attributes) document.body.setAttribute(attribute.name, attribute.value);
  document.documentElement.className = '';
  // biome-ignore lint/security/noGlobalEval: runs the head script exactly as the browser does
  globalThis.eval(H5_LANGUAGE_SCRIPT);
  vi.resetModules();
  await import('../../site/h5/h5-client');
  await vi.waitFor(() => expect(document.querySelector('.upload-h5__file')).not.toBeNull());
}

const shown = () =>
  document.querySelector<HTMLElement>(
    `.h5-lang[data-lang="${document.documentElement.classList.contains('h5-en') ? 'en-US' : 'zh-CN'}"]`,
  ) as HTMLElement;
const $ = <T extends HTMLElement>(selector: string) => shown().querySelector<T>(selector) as T;
const view = (name: string) => $(`[data-upload-view="${name}"]`);
const heading = () => $('[data-upload-view]:not([hidden]) h1').textContent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(name: string, value: string): void {
  const input = $<HTMLInputElement>(`input[name="${name}"]`);
  input.value = value;
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('blur'));
}

function choose(...files: File[]): void {
  const input = document.querySelector<HTMLInputElement>('.upload-h5__file') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change'));
}

const png = (name = '现场照片.png', size = 68) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const toast = () => document.querySelector('.upload-h5__toast')?.textContent;

describe('/mobile/uploadfile login', () => {
  it('asks for a login in Chinese by default and flips to English with the page button', async () => {
    await open();
    expect(view('login').hidden).toBe(false);
    expect(view('upload').hidden).toBe(true);
    expect(heading()).toBe('请先登录');
    expect($('a[href="/login"]').textContent).toBe('工作人员登录工作台');
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);
    $<HTMLButtonElement>('.legal-doc__lang').click();
    expect(document.documentElement.classList.contains('h5-en')).toBe(true);
    expect(heading()).toBe('Please log in first');
    expect($('[data-upload="send"]').textContent).toBe('Get code');
  });

  it('checks the number, sends the code, counts 60 seconds down and logs in as an owner', async () => {
    await open();
    answers['/v1/account/sendMobileCode'] = () => ok({ devCode: '123456' });
    answers['/v1/account/mobileLogin'] = () => ok({ token: 'owner-token' });
    type('mobile', '12345');
    expect($('[data-upload="mobile-error"]').textContent).toBe('请输入正确的手机号');
    $<HTMLButtonElement>('[data-upload="send"]').click();
    expect(calls).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    type('mobile', '13800000009');
    expect($('[data-upload="mobile-error"]').textContent).toBe('');
    $<HTMLButtonElement>('[data-upload="send"]').click();
    await vi.waitFor(() => expect($('[data-upload="send"]').textContent).toBe('60秒后重发'));
    expect(calls[0]).toMatchObject({ url: '/v1/account/sendMobileCode', body: { mobile: '13800000009' } });
    expect(toast()).toBe('发送成功');
    expect($<HTMLButtonElement>('[data-upload="send"]').disabled).toBe(true);
    expect($('[data-upload="dev-code"]').textContent).toBe('演示环境验证码：123456');
    expect($<HTMLInputElement>('input[name="verificationCode"]').value).toBe('123456');
    vi.advanceTimersByTime(1000);
    expect($('[data-upload="send"]').textContent).toBe('59秒后重发');
    // The English rendering follows the same state.
    $<HTMLButtonElement>('.legal-doc__lang').click();
    expect($('[data-upload="send"]').textContent).toBe('Resend in 59s');
    expect($<HTMLInputElement>('input[name="mobile"]').value).toBe('13800000009');
    vi.advanceTimersByTime(59_000);
    expect($('[data-upload="send"]').textContent).toBe('Get code');

    $<HTMLFormElement>('form').dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(view('upload').hidden).toBe(false));
    expect(calls[1]).toMatchObject({
      url: '/v1/account/mobileLogin',
      body: { mobile: '13800000009', verificationCode: '123456', isWxAPP: true, adminOwnerType: 'COMMUNITY' },
    });
    expect(JSON.parse(localStorage.getItem('ownerToken') ?? '{}')).toMatchObject({ value: 'owner-token' });
    expect(heading()).toBe('Upload file');
    expect($('[data-upload="who"]').textContent).toBe('Logged in as an owner');
    // Logging out again shows a fresh login: no countdown, no used code.
    $<HTMLButtonElement>('[data-upload="logout"]').click();
    expect($('[data-upload="send"]').textContent).toBe('Get code');
    expect($<HTMLInputElement>('input[name="verificationCode"]').value).toBe('');
  });

  it('asks for the picture captcha when the server answers 405 and sends the code with it', async () => {
    await open();
    answers['/v1/account/sendMobileCode'] = (body) =>
      body.verifyCodeImage ? ok({ devCode: null }) : refuse(405, '请输入图形验证码');
    answers['/v1/account/generateVerifyCodeImage'] = () =>
      ok({ image: 'data:image/svg+xml;base64,PHN2Zy8+', devCaptcha: 'AB12' });
    type('mobile', '13800000009');
    $<HTMLButtonElement>('[data-upload="send"]').click();
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      expect(found?.querySelector('img')?.getAttribute('width')).toBe('230');
      return found as HTMLElement;
    });
    expect(dialog.querySelector('h2')?.textContent).toBe('请输入图形验证码');
    expect(dialog.querySelector<HTMLInputElement>('input')?.value).toBe('AB12');
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === '确定')?.click();
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(calls.at(-1)).toMatchObject({ body: { mobile: '13800000009', verifyCodeImage: 'AB12' } });
    expect($('[data-upload="send"]').textContent).toBe('60秒后重发');
  });

  it('shows a wrong code in the 登录失败 dialog and stays on the login', async () => {
    await open();
    answers['/v1/account/mobileLogin'] = () => refuse(400, '验证码错误或已失效，请重新获取', 400);
    type('mobile', '13800000009');
    type('verificationCode', '12');
    expect($('[data-upload="code-error"]').textContent).toBe('请输入正确的验证码');
    type('verificationCode', '654321');
    $<HTMLFormElement>('form').dispatchEvent(new Event('submit', { cancelable: true }));
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(dialog.textContent).toContain('登录失败');
    expect(dialog.textContent).toContain('验证码错误或已失效，请重新获取');
    expect(view('login').hidden).toBe(false);
  });
});

describe('/mobile/uploadfile upload', () => {
  beforeEach(() => {
    localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  });

  it('presigns, PUTs with a progress bar, completes and lists the file with its thumbnail', async () => {
    await open();
    expect(view('upload').hidden).toBe(false);
    expect($('.upload-h5__limit').textContent).toBe('单个文件不超过20MB，最多9个');
    choose(png());
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(calls[0]).toMatchObject({
      url: '/v1/api/cos/generatePresignedUrl',
      token: 'owner-token',
      body: { sourceName: '现场照片.png', uploadType: 'TX_NO_WATER_TAG', size: 68, userType: 'OWNER' },
    });
    const xhr = lastXhr();
    expect(xhr).toMatchObject({
      method: 'PUT',
      url: '/v1/api/cos/put/a1',
      headers: { 'Content-Type': 'image/png' },
    });
    xhr.progress(34, 68);
    const bar = $<HTMLProgressElement>('progress');
    expect(bar.value).toBe(50);
    expect(bar.getAttribute('aria-label')).toBe('上传中 50%');
    xhr.finish(200);
    await vi.waitFor(() => expect($('.upload-h5__item--done')).not.toBeNull());
    expect(calls[1]).toMatchObject({ url: '/v1/api/cos/completeUpload', body: { attachmentId: 'a1' } });
    const row = $('.upload-h5__item--done');
    expect(row.textContent).toContain('68B · 已上传');
    // The thumbnail loads through a download grant asked with the owner's session header, never
    // with the session token in the URL (issue #21).
    await vi.waitFor(() => expect($('.upload-h5__item--done img')).not.toBeNull());
    expect(calls.find((call) => call.url === '/v1/api/cos/downloadGrant')).toMatchObject({
      token: 'owner-token',
      body: { attachmentIds: ['a1'] },
    });
    const src = $('.upload-h5__item--done img').getAttribute('src') ?? '';
    expect(src).toBe('/v1/api/cos/grantedDownload?attachmentId=a1&grant=G-a1&width=160&height=160');
    expect(src).not.toContain('owner-token');
  });

  it('shows a refused PUT on the row and uploads again on retry', async () => {
    await open();
    choose(png('风景.png'));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    lastXhr().finish(
      400,
      JSON.stringify({ code: 400, message: '文件内容与扩展名不符，请上传真实的.png文件' }),
    );
    await vi.waitFor(() => expect($('[role="alert"]')).not.toBeNull());
    expect($('[role="alert"]').textContent).toBe('上传失败：文件内容与扩展名不符，请上传真实的.png文件');
    FakeXhr.last = null;
    $<HTMLButtonElement>('[aria-label="重试"]').click();
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect($('[role="alert"]')).toBeNull();
    lastXhr().finish(200);
    await vi.waitFor(() => expect($('.upload-h5__item--done')).not.toBeNull());
    $<HTMLButtonElement>('[aria-label="删除"]').click();
    expect(shown().querySelectorAll('.upload-h5__item')).toHaveLength(0);
  });

  it('reads a refused presign as 获取上传凭证失败 and a broken connection as a network error', async () => {
    await open();
    answers['/v1/api/cos/generatePresignedUrl'] = () => refuse(401, '请先登录', 401);
    choose(png());
    await vi.waitFor(() =>
      expect($('[role="alert"]')?.textContent).toBe('上传失败：获取上传凭证失败：请先登录'),
    );
    answers['/v1/api/cos/generatePresignedUrl'] = () =>
      ok({ url: '/put', method: 'PUT', headers: {}, attachmentId: 'a2' });
    $<HTMLButtonElement>('[aria-label="重试"]').click();
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    lastXhr().onerror?.();
    await vi.waitFor(() => expect($('[role="alert"]')?.textContent).toMatch(/^上传失败：网络/));
  });

  it('refuses files over 20 MB and a tenth file with the SPEC messages, in English too', async () => {
    await open();
    const big = new File([], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 20_971_521 });
    choose(big);
    expect(toast()).toBe('文件大小不能超过20MB');
    $<HTMLButtonElement>('.legal-doc__lang').click();
    choose(big);
    expect(toast()).toBe('File size cannot exceed 20MB');
    for (let index = 0; index < 9; index += 1) choose(png(`p${index}.png`));
    await flush();
    expect(shown().querySelectorAll('.upload-h5__item')).toHaveLength(9);
    expect($<HTMLButtonElement>('[data-upload="choose"]').disabled).toBe(true);
    choose(png('ten.png'));
    expect(toast()).toBe('At most 9 files can be uploaded');
    expect($('[data-upload="who"]').textContent).toBe('Logged in as an owner');
    $<HTMLButtonElement>('[data-upload="logout"]').click();
    expect(localStorage.getItem('ownerToken')).toBeNull();
    expect(view('login').hidden).toBe(false);
  });

  it('uploads with a workbench session when there is no owner session, without a logout button', async () => {
    localStorage.clear();
    localStorage.setItem('token', JSON.stringify({ value: 'staff-token', expiresAt: null }));
    await open();
    expect($('[data-upload="who"]').textContent).toBe('已登录工作台账号');
    expect($('[data-upload="logout"]').hidden).toBe(true);
    choose(png());
    await vi.waitFor(() => expect(calls[0]?.token).toBe('staff-token'));
  });
});

// Issue #28 item 3: the link staff send carries the upload request; its files go to the community.
describe('/mobile/uploadfile?request=CODE', () => {
  const INFO = '/v1/archive/uploadRequest/public?request=URcode1';
  beforeEach(() => {
    localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  });

  it('shows the community and purpose, then hands the uploaded files over with the session', async () => {
    answers[INFO] = () =>
      ok({
        requestCode: 'URcode1',
        communityName: '阳光花园',
        purpose: '电梯维修照片',
        expiresAt: '2026-12-01T10:00:00.000Z',
      });
    answers['/v1/archive/uploadRequest/submit'] = () => ok({ count: 1 });
    await open('/mobile/uploadfile?request=URcode1');
    await vi.waitFor(() =>
      expect($('[data-upload="request"]').textContent).toContain('阳光花园 请您上传文件'),
    );
    expect($('[data-upload="request"]').textContent).toContain('用途：电梯维修照片');
    expect($<HTMLButtonElement>('[data-upload="send-files"]').hidden).toBe(true);
    choose(png());
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    lastXhr().finish(200);
    await vi.waitFor(() => expect($<HTMLButtonElement>('[data-upload="send-files"]').hidden).toBe(false));
    $<HTMLButtonElement>('[data-upload="send-files"]').click();
    await vi.waitFor(() => expect(toast()).toBe('已将 1 个文件提交给阳光花园'));
    expect(calls.find((call) => call.url === '/v1/archive/uploadRequest/submit')).toMatchObject({
      token: 'owner-token',
      body: { request: 'URcode1', attachmentIds: ['a1'] },
    });
    expect($<HTMLButtonElement>('[data-upload="send-files"]').hidden).toBe(true);
    expect($('.upload-h5__item--done').textContent).toContain('已提交');
  });

  it('refuses an expired link with its message and offers no upload', async () => {
    answers[INFO] = () => refuse(410, '上传链接已过期，请向物业或业委会索取新的链接', 410);
    await open('/mobile/uploadfile?request=URcode1');
    await vi.waitFor(() =>
      expect($('[data-upload="request"]').textContent).toBe('上传链接已过期，请向物业或业委会索取新的链接'),
    );
    expect(view('upload').hidden).toBe(true);
    expect(view('login').hidden).toBe(true);
  });

  it('says without a link that the community staff do not receive the files', async () => {
    await open();
    expect($('[data-upload="request"]').textContent).toContain('请用物业或业委会发来的上传链接打开本页');
    expect(calls.some((call) => call.url.startsWith('/v1/archive/'))).toBe(false);
  });
});
