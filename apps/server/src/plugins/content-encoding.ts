import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../common/app-error';

/**
 * Request bodies sent compressed (Content-Encoding: gzip, deflate or br) are decompressed before
 * parsing; Fastify itself ignores the header and parsed the bytes as they came, so a body that
 * claimed gzip but was plain JSON was accepted as if the header were absent. Now a body that is
 * not what its header says is a 400, an encoding we do not speak a 415. Fastify's bodyLimit still
 * applies to the decompressed bytes (a small zip bomb is refused as too large), and the
 * Content-Length check compares against the bytes received (receivedEncodedLength).
 */
export const CONTENT_ENCODING_MESSAGES = {
  notCompressed: '请求内容声明为压缩数据（Content-Encoding），但无法解压，请检查请求',
  unsupported: '不支持该请求内容编码（Content-Encoding），请使用 gzip、deflate、br 或不压缩',
} as const;

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

export function registerContentEncoding(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers['content-encoding'];
    // No header, or no body at all (a GET): nothing to decode.
    if (header === undefined || !hasBody(request.headers)) return payload;
    const encoding = String(header).trim().toLowerCase();
    if (encoding === '' || encoding === 'identity') return payload;
    const decoder = DECODERS[encoding];
    if (!decoder) throw new AppError(415, CONTENT_ENCODING_MESSAGES.unsupported);
    return decoded(payload, decoder());
  });
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** The payload through the decoder; a decoding failure ends the body as a 400 with our message. */
function decoded(payload: Readable, decoder: NodeJS.ReadWriteStream): Readable {
  const output = new PassThrough() as PassThrough & { receivedEncodedLength: number };
  output.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer | string) => {
    output.receivedEncodedLength += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  });
  payload.on('error', (error) => output.destroy(error));
  // The body parser listens too; this one only keeps a body nobody reads from crashing the process.
  output.on('error', () => {});
  decoder.on('error', () => {
    payload.unpipe();
    output.destroy(new AppError(400, CONTENT_ENCODING_MESSAGES.notCompressed));
  });
  payload.pipe(decoder).pipe(output);
  return output;
}
