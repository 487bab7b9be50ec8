import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../common/app-error';
import { failure } from '../common/envelope';
import { SERVER_MESSAGES } from '../common/server-messages';
import { clientErrorSummary } from './log-privacy';

/** Paths answered with JSON envelopes; every other path belongs to the web app. */
export function isApiPath(url: string): boolean {
  return /^\/(v1|kb)(\/|\?|$)/.test(url) || /^\/healthz(\/|\?|$)/.test(url);
}

export function replyApiNotFound(reply: FastifyReply) {
  return reply.status(404).send(failure(404, MESSAGES.notFound));
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  404: MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  413: SERVER_MESSAGES.payloadTooLarge,
  415: SERVER_MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) return reply.status(error.status).send(failure(error.code, error.message));
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Field-prefixed defaults come from common/zod-setup; messages written in the domain show as written.
    const message = error.validation[0]?.message ?? SERVER_MESSAGES.badRequest;
    return reply.status(400).send(failure(400, message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The summary cannot quote the body: a JSON parser's message may start with it.
    request.log.info({ err: clientErrorSummary(error) }, 'client error');
    return reply
      .status(status)
      .send(failure(status, CLIENT_ERROR_MESSAGES[status] ?? SERVER_MESSAGES.badRequest));
  }
  // A 5xx is a bug (DESIGN §5): keep the stack in the log, never in the answer. The `err`
  // serializer (log-privacy.ts) logs a failed query's text, code and parameter count, not its values.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure(500, MESSAGES.unknownError));
}

/** Envelope for every error: AppError as thrown, validation as 400 in Chinese, the rest as 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
