import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/providers/storage/s3-storage';
import type { StorageProvider } from '../src/providers/storage/storage-provider';
import { PDF_BYTES } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, tokenFor } from './support/test-app';

/** A tiny path-style S3 on 127.0.0.1: PUT, GET (with Range), HEAD and DELETE of objects. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, Buffer>;
  requests: IncomingMessage[];
}> {
  const objects = new Map<string, Buffer>();
  const requests: IncomingMessage[] = [];
  const server = createServer(async (request, response) => {
    requests.push(request);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const stored = objects.get(path);
    if (request.method === 'PUT') {
      objects.set(path, Buffer.concat(chunks));
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    if (!stored) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
    const body = range ? stored.subarray(Number(range[1]), Number(range[2]) + 1) : stored;
    response.writeHead(range ? 206 : 200, { 'content-length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects, requests });
    }),
  );
}

let s3: Awaited<ReturnType<typeof fakeS3>>;
let storage: StorageProvider;
let dir: string;
const settings = () => ({
  endpoint: s3.url,
  bucket: 'gz-bucket',
  region: 'ap-guangzhou',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret',
});

beforeAll(async () => {
  s3 = await fakeS3();
  storage = await createS3Storage(settings());
  dir = await mkdtemp(join(tmpdir(), 'gz-s3-'));
});
afterAll(async () => {
  s3.server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 storage adapter', () => {
  const key = 'att/2026/03/0123456789abcdef0123456789abcdef.pdf';

  it('puts, stats, reads, reads the head of and removes objects under bucket/key', async () => {
    const file = join(dir, 'a.pdf');
    await writeFile(file, PDF_BYTES);
    await storage.putFile(key, file, 'application/pdf');
    expect(s3.objects.get(`/gz-bucket/${key}`)?.equals(PDF_BYTES)).toBe(true);
    expect(s3.requests.at(-1)?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
    expect(await storage.stat(key)).toEqual({ size: PDF_BYTES.length });
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openRead(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF_BYTES)).toBe(true);
    expect((await storage.readHead(key, 4)).toString()).toBe('%PDF');
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.stat('../etc/passwd')).rejects.toThrow(/invalid object key/);
    await expect(
      storage.presignPut('att/x/../../y', { contentType: 'a/b', size: 1, expiresInSeconds: 600 }),
    ).rejects.toThrow();
  });

  it('presigns a PUT that signs type and length and lives 10 minutes', async () => {
    const signed = await storage.presignPut(key, {
      contentType: 'application/pdf',
      size: 42,
      expiresInSeconds: 600,
    });
    const url = new URL(signed?.url ?? '');
    expect(url.origin).toBe(s3.url);
    expect(url.pathname).toBe(`/gz-bucket/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(signed?.headers).toEqual({ 'Content-Type': 'application/pdf' });
  });

  it('carries a whole upload: presign → PUT to the store → download through the server', async () => {
    const ctx = await createTestContext({
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'gz-bucket',
        S3_ACCESS_KEY_ID: 'AKIDTEST',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      const token = await tokenFor(ctx, '13800000001');
      const signed = bodyOf<{ url: string; headers: Record<string, string>; attachmentId: string }>(
        await post(
          ctx,
          '/v1/api/cos/generatePresignedUrl',
          { sourceName: '证明.pdf', uploadType: 'TX_VOTING', size: PDF_BYTES.length },
          { token },
        ),
      ).data;
      expect(signed.url.startsWith(`${s3.url}/gz-bucket/att/`)).toBe(true);
      const put = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: PDF_BYTES });
      expect(put.status).toBe(200);
      const complete = await post(
        ctx,
        '/v1/api/cos/completeUpload',
        { attachmentId: signed.attachmentId },
        { token },
      );
      expect(bodyOf<{ storage: string; bucket: string }>(complete).data).toMatchObject({
        storage: 's3',
        bucket: 'gz-bucket',
      });
      const file = await get(ctx, `/v1/api/cos/download?attachmentId=${signed.attachmentId}`, { token });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
