import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { UPLOAD_MESSAGES } from '@gongzhi/domain/file/upload-type-rules';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, downloadLogs } from '../src/db/schema';
import { exeBytes, PDF_BYTES, pngBytes, presign, putBytes, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let prepXfl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
  prepXfl = await tokenFor(ctx, '13800000002');
});
afterAll(() => ctx.close());

/** Every stored file under DATA_DIR/files, temp files included, so refusals can prove nothing stayed. */
function storedFiles(): string[] {
  const root = join(ctx.dataDir, 'files');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function attachmentCount(): Promise<number> {
  const [row] = await ctx.db.handle.db.select({ value: count() }).from(attachments);
  return row?.value ?? 0;
}

describe('generatePresignedUrl', () => {
  it('answers a signed PUT valid 10 minutes with the headers to send', async () => {
    const { response, body } = await presign(ctx, director, {
      sourceName: '表决材料.pdf',
      uploadType: 'TX_VOTING',
      size: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(body.data.method).toBe('PUT');
    expect(body.data.url).toMatch(/^\/v1\/api\/cos\/upload\/A[0-9a-f]+\?expires=\d+&signature=/);
    expect(body.data.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(new Date(body.data.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(600_000);
  });

  it.each([
    ['zero bytes', { sourceName: 'a.pdf', size: 0 }, UPLOAD_MESSAGES.emptyFile],
    ['limit + 1', { sourceName: 'a.pdf', size: 20_971_521 }, '文件大小不能超过20MB'],
    [
      'proof limit + 1',
      { sourceName: 'a.pdf', size: 104_857_601, uploadType: 'TX_GOV_INFORMATION' },
      '文件大小不能超过100MB',
    ],
    ['wrong extension', { sourceName: 'setup.exe', size: 10 }, '不支持上传该类型的文件（.exe）'],
    ['non-image avatar', { sourceName: 'a.pdf', size: 10, uploadType: 'TX_USER_AVATAR' }, MESSAGES.imageOnly],
    ['path traversal', { sourceName: '../../etc/passwd.png', size: 10 }, UPLOAD_MESSAGES.badFileName],
    ['backslash traversal', { sourceName: '..\\..\\boot.png', size: 10 }, UPLOAD_MESSAGES.badFileName],
    ['control characters', { sourceName: 'a\u0007b.png', size: 10 }, UPLOAD_MESSAGES.badFileName],
  ])('refuses %s with a clear message and stores nothing', async (_label, input, message) => {
    const before = await attachmentCount();
    const { response, body } = await presign(ctx, director, { uploadType: 'TX_VOTING', ...input });
    expect(response.statusCode).toBe(400);
    expect(body.message).toBe(message);
    expect(await attachmentCount()).toBe(before);
  });

  it('accepts exactly the limit, and 100 MB for government uploads', async () => {
    expect(
      (await presign(ctx, director, { sourceName: 'a.pdf', uploadType: 'TX_VOTING', size: 20_971_520 }))
        .response.statusCode,
    ).toBe(200);
    const gov = await presign(ctx, director, {
      sourceName: 'a.pdf',
      uploadType: 'TX_GOV_INFORMATION',
      size: 104_857_600,
    });
    expect(gov.response.statusCode).toBe(200);
  });

  it('needs a session, and a community of the actor when one is named', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/api/cos/generatePresignedUrl',
      payload: { sourceName: 'a.pdf', uploadType: 'TX_VOTING', size: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await presign(ctx, property, {
      sourceName: 'a.pdf',
      uploadType: 'TX_VOTING',
      size: 1,
      communityInfoCode: 'XFL001',
    });
    expect(other.response.statusCode).toBe(404);
  });
});

describe('PUT upload', () => {
  it('stores the bytes and downloads them with the Chinese name in Content-Disposition', async () => {
    const signed = await upload(ctx, director, '业主大会决议（2026）.pdf', PDF_BYTES);
    const response = await get(ctx, `/v1/api/cos/download?attachmentId=${signed.attachmentId}`, {
      token: director,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_______2026_.pdf"; filename*=UTF-8''${encodeURIComponent('业主大会决议（2026）.pdf')}`,
    );
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    const [logged] = await ctx.db.handle.db.select({ value: count() }).from(downloadLogs);
    expect(logged?.value).toBeGreaterThan(0);
  });

  it('refuses more bytes than announced (limit + 1) and keeps nothing', async () => {
    const signed = await presign(ctx, director, {
      sourceName: 'a.pdf',
      uploadType: 'TX_VOTING',
      size: PDF_BYTES.length,
    });
    const before = await attachmentCount();
    const put = await putBytes(ctx, signed.body.data.url, Buffer.concat([PDF_BYTES, Buffer.from('x')]));
    expect(put.statusCode).toBe(413);
    expect(bodyOf(put).message).toBe(UPLOAD_MESSAGES.sizeMismatch);
    expect(await attachmentCount()).toBe(before - 1);
    expect(storedFiles().filter((path) => path.includes(signed.body.data.attachmentId))).toEqual([]);
  });

  it('refuses zero and fewer bytes than announced', async () => {
    const empty = await presign(ctx, director, { sourceName: 'a.pdf', uploadType: 'TX_VOTING', size: 10 });
    const zero = await putBytes(ctx, empty.body.data.url, Buffer.alloc(0));
    expect(zero.statusCode).toBe(400);
    expect(bodyOf(zero).message).toBe(UPLOAD_MESSAGES.emptyFile);
    const short = await presign(ctx, director, {
      sourceName: 'a.pdf',
      uploadType: 'TX_VOTING',
      size: PDF_BYTES.length + 5,
    });
    const put = await putBytes(ctx, short.body.data.url, PDF_BYTES);
    expect(bodyOf(put).message).toBe(UPLOAD_MESSAGES.sizeMismatch);
  });

  it('refuses a renamed executable by its magic bytes and stores nothing', async () => {
    const before = storedFiles().length;
    for (const name of ['年度报告.pdf', '说明.txt', '照片.png']) {
      const bytes = exeBytes();
      const signed = await presign(ctx, director, {
        sourceName: name,
        uploadType: 'TX_VOTING',
        size: bytes.length,
      });
      const put = await putBytes(ctx, signed.body.data.url, bytes);
      expect(put.statusCode).toBe(400);
      expect(bodyOf(put).message).toMatch(/^文件内容与扩展名不符/);
      const download = await get(ctx, `/v1/api/cos/download?attachmentId=${signed.body.data.attachmentId}`, {
        token: director,
      });
      expect(download.statusCode).toBe(404);
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an expired URL', async () => {
    const signed = await presign(ctx, director, {
      sourceName: 'a.pdf',
      uploadType: 'TX_VOTING',
      size: PDF_BYTES.length,
    });
    ctx.clock.advance(601);
    const put = await putBytes(ctx, signed.body.data.url, PDF_BYTES);
    expect(put.statusCode).toBe(403);
    expect(bodyOf(put).message).toBe(UPLOAD_MESSAGES.uploadUrlExpired);
  });

  it('refuses a reused URL and a forged signature', async () => {
    const signed = await upload(ctx, director, 'a.pdf', PDF_BYTES);
    const url = (
      await presign(ctx, director, { sourceName: 'b.pdf', uploadType: 'TX_VOTING', size: PDF_BYTES.length })
    ).body.data.url;
    const first = await putBytes(ctx, url, PDF_BYTES);
    expect(first.statusCode).toBe(200);
    const again = await putBytes(ctx, url, PDF_BYTES);
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe(UPLOAD_MESSAGES.uploadUrlUsed);
    const forged = url
      .replace(/signature=[^&]+/, 'signature=AAAA')
      .replace(/\/A[0-9a-f]+\?/, `/${signed.attachmentId}?`);
    expect((await putBytes(ctx, forged, PDF_BYTES)).statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it('keeps a fresh upload (of no record yet) to its uploader, even in its community, and answers 404 to another community', async () => {
    const signed = await upload(ctx, property, '楼栋照片.png', await pngBytes(), {
      communityInfoCode: 'YGHY001',
    });
    const url = `/v1/api/cos/download?attachmentId=${signed.attachmentId}`;
    expect((await get(ctx, url, { token: property })).statusCode).toBe(200);
    // Issue #21 item 3: a file is read with its record's rule; before it joins one, by its uploader alone.
    expect((await get(ctx, url, { token: director })).statusCode).toBe(404);
    const other = await get(ctx, url, { token: prepXfl });
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other).code).toBe(404);
    expect((await get(ctx, url)).statusCode).toBe(401);
    // The session token is taken from the header only, never from the URL (issue #21).
    expect((await get(ctx, `${url}&token=${property}`)).statusCode).toBe(401);
    expect((await get(ctx, url, { token: property })).statusCode).toBe(200);
  });

  it('keeps a file without community to its uploader', async () => {
    const signed = await upload(ctx, property, 'private.pdf', PDF_BYTES);
    const url = `/v1/api/cos/download?attachmentId=${signed.attachmentId}`;
    expect((await get(ctx, url, { token: director })).statusCode).toBe(404);
  });

  it('resizes images with sharp', async () => {
    const signed = await upload(ctx, director, '头像.png', await pngBytes(64, 48));
    const response = await get(
      ctx,
      `/v1/api/cos/download?attachmentId=${signed.attachmentId}&width=16&quality=60`,
      { token: director },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([16, 12]);
    const [log] = await ctx.db.handle.db
      .select({ resized: downloadLogs.resized })
      .from(downloadLogs)
      .innerJoin(attachments, eq(attachments.id, downloadLogs.attachmentId))
      .where(eq(attachments.attachmentId, signed.attachmentId));
    expect(log?.resized).toBe('w=16;h=;q=60');
  });

  it('serves public files through pubDownload and refuses private ones', async () => {
    const avatar = await presign(ctx, director, {
      sourceName: 'me.png',
      uploadType: 'TX_USER_AVATAR',
      size: (await pngBytes()).length,
    });
    await putBytes(ctx, avatar.body.data.url, await pngBytes());
    const open = await get(
      ctx,
      `/v1/api/cos/pubDownload?pubAttachmentId=${avatar.body.data.pubAttachmentId}&width=8`,
    );
    expect(open.statusCode).toBe(200);
    expect((await sharp(open.rawPayload).metadata()).width).toBe(8);
    const privateFile = await upload(ctx, director, 'secret.pdf', PDF_BYTES);
    const refused = await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${privateFile.pubAttachmentId}`);
    expect(refused.statusCode).toBe(404);
    const byPrivateId = await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${privateFile.attachmentId}`);
    expect(byPrivateId.statusCode).toBe(404);
  });

  it('keeps tokens and signatures out of the log', async () => {
    expect(ctx.logs.join('\n')).not.toContain(property);
    expect(ctx.logs.join('\n')).not.toMatch(/signature=[A-Za-z0-9_-]{20,}/);
  });
});
