import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../lib/storage';
import { FakeXhr, nextPut } from '../../test/fake-xhr';
import { jsonResponse } from '../../test/render';
import { attachmentUrl, putFailure, UploadError, uploadAttachment } from './upload-api';

const fetchMock = vi.fn<typeof fetch>();
const PRESIGN = {
  url: '/v1/api/cos/upload/A1?expires=1&signature=s',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf', 'Content-Length': '5' },
  attachmentId: 'A1',
  pubAttachmentId: 'PA1',
  expiresAt: '2026-03-02T10:00:00Z',
};
const STORED = {
  attachmentId: 'A1',
  pubAttachmentId: 'PA1',
  sourceName: '会议纪要.pdf',
  contentType: 'application/pdf',
  size: 5,
  storage: 'local',
  objectKey: 'att/x.pdf',
};

function envelope(data: unknown, code = 200, message = 'ok') {
  return jsonResponse({ code, message, data }, code === 200 ? 200 : code);
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setItem('token', 'T0KEN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('putFailure', () => {
  it.each([
    [200, '', null],
    [200, '<xml/>', null],
    [200, JSON.stringify({ code: 200, message: 'ok', data: {} }), null],
    [
      400,
      JSON.stringify({ code: 400, message: '文件内容与扩展名不符，请上传真实的.png文件' }),
      '文件内容与扩展名不符，请上传真实的.png文件',
    ],
    [200, JSON.stringify({ code: 500, message: '存储失败' }), '存储失败'],
    [403, '', '文件上传失败'],
  ])('%i %s → %s', (status, text, expected) => {
    expect(putFailure(status, text)).toBe(expected);
  });
});

describe('uploadAttachment', () => {
  const file = () => new File(['%PDF-'], '会议纪要.pdf', { type: 'application/pdf' });

  it('presigns, PUTs with progress and only the presigned headers, then completes', async () => {
    fetchMock.mockResolvedValueOnce(envelope(PRESIGN)).mockResolvedValueOnce(envelope(STORED));
    const progress: number[] = [];
    const done = uploadAttachment(file(), { uploadType: 'TX_VOTING', communityInfoCode: 'YGHY001' }, (p) =>
      progress.push(p),
    );
    const put = await nextPut();
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(PRESIGN.url);
    // No session token on the PUT, and no header the browser forbids scripts to set.
    expect(put.headers).toEqual({ 'Content-Type': 'application/pdf' });
    put.progress(2, 5);
    put.progress(5, 5);
    put.respond(200, { code: 200, message: 'ok', data: STORED });
    await expect(done).resolves.toEqual({
      attachmentId: 'A1',
      pubAttachmentId: 'PA1',
      sourceName: '会议纪要.pdf',
      contentType: 'application/pdf',
      size: 5,
    });
    expect(progress).toEqual([0, 40, 100]);
    const [presignUrl, presignInit] = fetchMock.mock.calls[0] ?? [];
    expect(presignUrl).toBe('/v1/api/cos/generatePresignedUrl');
    expect(JSON.parse(String(presignInit?.body))).toEqual({
      sourceName: '会议纪要.pdf',
      uploadType: 'TX_VOTING',
      size: 5,
      userType: 'OWNER',
      communityInfoCode: 'YGHY001',
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/v1/api/cos/completeUpload');
  });

  it('words a refused presign as 获取上传凭证失败：{message}', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 400, '不支持上传该类型的文件（.exe）'));
    await expect(uploadAttachment(file(), { uploadType: 'TX_VOTING' })).rejects.toThrow(
      new UploadError('获取上传凭证失败：不支持上传该类型的文件（.exe）'),
    );
  });

  it('fails with the store’s message when the PUT is refused', async () => {
    fetchMock.mockResolvedValueOnce(envelope(PRESIGN));
    const done = uploadAttachment(file(), { uploadType: 'TX_VOTING' });
    (await nextPut()).respond(400, { code: 400, message: '文件内容与扩展名不符，请上传真实的.pdf文件' });
    await expect(done).rejects.toThrow('文件内容与扩展名不符，请上传真实的.pdf文件');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure of the PUT', async () => {
    fetchMock.mockResolvedValueOnce(envelope(PRESIGN));
    const done = uploadAttachment(file(), { uploadType: 'TX_VOTING' });
    (await nextPut()).onerror?.();
    await expect(done).rejects.toBeInstanceOf(UploadError);
  });

  it('falls back to fetch without XMLHttpRequest', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    fetchMock
      .mockResolvedValueOnce(envelope(PRESIGN))
      .mockResolvedValueOnce(new Response('', { status: 200 }))
      .mockResolvedValueOnce(envelope(STORED));
    const progress: number[] = [];
    await uploadAttachment(file(), { uploadType: 'TX_VOTING' }, (p) => progress.push(p));
    const [putUrl, putInit] = fetchMock.mock.calls[1] ?? [];
    expect(putUrl).toBe(PRESIGN.url);
    expect(putInit?.method).toBe('PUT');
    expect(putInit?.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(progress).toEqual([0, 100]);
  });

  it('is cancelled by its signal', async () => {
    fetchMock.mockResolvedValueOnce(envelope(PRESIGN));
    const controller = new AbortController();
    const done = uploadAttachment(file(), { uploadType: 'TX_VOTING' }, undefined, controller.signal);
    await nextPut();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('attachmentUrl', () => {
  const attachment = {
    attachmentId: 'A1',
    pubAttachmentId: 'PA1',
    sourceName: 'a.png',
    contentType: 'image/png',
    size: 1,
  };

  it('uses pubDownload for public files and a download grant otherwise, never the session token', async () => {
    expect(attachmentUrl(attachment, { isPublic: true, width: 200 })).toBe(
      '/v1/api/cos/pubDownload?pubAttachmentId=PA1&width=200',
    );
    fetchMock.mockResolvedValueOnce(
      envelope([
        { attachmentId: 'A1', grant: 'G1', expiresAt: new Date(Date.now() + 300_000).toISOString() },
      ]),
    );
    // First the grant is asked for (one call for every file of the render), then the URL carries it.
    expect(attachmentUrl(attachment, { width: 200, height: 200 })).toBeNull();
    await vi.waitFor(() => expect(attachmentUrl(attachment, { width: 200, height: 200 })).not.toBeNull());
    const [grantUrl, grantInit] = fetchMock.mock.calls[0] ?? [];
    expect(grantUrl).toBe('/v1/api/cos/downloadGrant');
    expect(grantInit?.headers).toMatchObject({ token: 'T0KEN' });
    expect(JSON.parse(String(grantInit?.body))).toEqual({ attachmentIds: ['A1'] });
    const url = attachmentUrl(attachment, { width: 200, height: 200 });
    expect(url).toBe('/v1/api/cos/grantedDownload?attachmentId=A1&grant=G1&width=200&height=200');
    expect(url).not.toContain('T0KEN');
    expect(attachmentUrl(attachment, { tokenKey: 'ownerToken' })).toBeNull();
  });
});
