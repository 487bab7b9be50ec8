import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { redactUrl, serializeError } from './log-privacy';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,64}$/;

export { redactUrl };

type RequestLike = { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } };

/**
 * Pino settings: the token header is redacted, URLs keep parameter names and lengths but not
 * personal values, and errors (a failed query's parameters) are described without the data
 * (plugins/log-privacy.ts). Request bodies are never serialized.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization', 'headers.token'],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
      // Pino's own type wants type, message and stack; a plain object (a 4xx summary) has fewer.
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
  };
}

/** Keeps a caller's x-request-id when it is sane, else makes one; either way it is echoed back. */
export function genReqId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
