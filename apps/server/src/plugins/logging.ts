import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const REQUEST_ID_PATTERN = /^[\w.:-]{1,64}$/;

/** Secrets that travel in query strings (QR login keys, download tokens, upload signatures) must not reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:loginKey|token|signature)=)[^&#]*/gi, '$1[REDACTED]');
}

type RequestLike = { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } };

/** Pino settings: the token header is redacted and query-string secrets are cut from URLs. */
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
