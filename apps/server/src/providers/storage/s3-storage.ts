import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import { assertObjectKey } from './object-key';
import type { StorageProvider } from './storage-provider';

function bodyStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw new Error('S3 answered without a stream body');
}

/**
 * Any S3-compatible store (Tencent COS, Aliyun OSS, MinIO). With an endpoint we use path-style
 * URLs, which every compatible store accepts; the browser PUTs straight to the store with a URL
 * that signs the content type and length, so the store itself refuses other sizes.
 */
export async function createS3Storage(settings: S3Settings): Promise<StorageProvider> {
  const client = new S3Client({
    region: settings.region,
    // Checksum trailers (aws-chunked bodies) are AWS-only; COS, OSS and MinIO want plain bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const tempDir = join(tmpdir(), 'gongzhi-upload');
  await mkdir(tempDir, { recursive: true });

  return {
    kind: 's3',
    bucket: Bucket,
    tempDir,
    async putFile(key, filePath, contentType) {
      assertObjectKey(key);
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(filePath, { force: true });
    },
    async openRead(key) {
      assertObjectKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return bodyStream(answer.Body);
    },
    async readHead(key, bytes) {
      assertObjectKey(key);
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of bodyStream(answer.Body)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).subarray(0, bytes);
    },
    async stat(key) {
      assertObjectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPut(key, options) {
      assertObjectKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: options.contentType,
        ContentLength: options.size,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: options.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': options.contentType } };
    },
  };
}
