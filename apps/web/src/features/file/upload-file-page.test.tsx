import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { UploadFilePage } from './upload-file-page';

// Issue #28 item 3: the SPA fallback of /mobile/uploadfile honours ?request= like the prerendered page.
const fetchMock = vi.fn<typeof fetch>();
const urls: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  urls.length = 0;
  localStorage.setItem('ownerToken', JSON.stringify({ value: 'owner-token', expiresAt: null }));
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('/v1/archive/uploadRequest/public') && url.includes('request=URopen'))
      return jsonResponse({
        code: 200,
        message: 'success',
        data: { communityName: '阳光花园', purpose: '电梯维修照片', expiresAt: '2026-12-08T02:00:00.000Z' },
      });
    if (url.includes('/v1/archive/uploadRequest/public'))
      return jsonResponse(
        { code: 410, message: '上传链接已过期，请向物业或业委会索取新的链接', data: null },
        410,
      );
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

const render = (entry: string) => renderRoutes([{ path: '*', element: <UploadFilePage /> }], entry);

describe('UploadFilePage with an upload request', () => {
  it('shows the community, purpose and deadline of the link', async () => {
    render('/mobile/uploadfile?request=URopen');
    expect(await screen.findByText('阳光花园 请您上传文件')).toBeTruthy();
    expect(screen.getByText('用途：电梯维修照片')).toBeTruthy();
    expect(screen.getByText(/^截止：/)).toBeTruthy();
    expect(urls.some((url) => url.includes('uploadRequest/public') && url.includes('request=URopen'))).toBe(
      true,
    );
    expect(screen.queryByText(/没有链接时/)).toBeNull();
  });

  it('refuses an expired link with its message and takes no files', async () => {
    render('/mobile/uploadfile?request=URold');
    expect(await screen.findByText('上传链接已过期，请向物业或业委会索取新的链接')).toBeTruthy();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('without a link says the staff do not receive the files', async () => {
    render('/mobile/uploadfile');
    expect(await screen.findByText(/没有链接时，文件只保存在您本人的账号中/)).toBeTruthy();
    expect(urls.some((url) => url.includes('uploadRequest/public'))).toBe(false);
    expect(document.querySelector('input[type=file]')).not.toBeNull();
  });

  it('asks a visitor without a session to log in under what the link asks for', async () => {
    localStorage.clear();
    render('/mobile/uploadfile?request=URopen');
    expect(await screen.findByText('阳光花园 请您上传文件')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeTruthy();
  });
});
