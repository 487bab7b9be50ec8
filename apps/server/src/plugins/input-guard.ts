import type { FastifyInstance } from 'fastify';
import { AppError } from '../common/app-error';
import { SERVER_MESSAGES } from '../common/server-messages';

/**
 * Whether any string inside parsed input (keys included) holds a NUL character. Only arrays and
 * plain objects are walked: a raw body (the upload PUT passes its request stream) is an object
 * graph reaching the socket and the server, and walking it would block the event loop.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL (it fails with "invalid byte sequence"), so a NUL anywhere in the
 * input would surface as a 500 deep in some query; refuse it up front, once for every route, with
 * a message that says what to remove. Runs after authentication and validation (preHandler).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body))
      throw new AppError(400, SERVER_MESSAGES.nulCharacter);
  });
}
