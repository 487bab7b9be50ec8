import { ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { MESSAGES } from '@gongzhi/domain/common/messages';

/**
 * The one error services throw for expected refusals. `status` is the HTTP status; `code` goes into
 * the envelope and defaults to the status (DESIGN §5), or a business code of SPEC §8.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(status: number, message: string, code?: number) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code ?? status;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * SPEC §8: the resident ID is bound to another user. HTTP 409 (a conflict, DESIGN §5) with the
 * catalogue's business code 534 in the envelope, which the web's request helper hands to the page.
 */
export function idCardBoundError(): AppError {
  return new AppError(409, MESSAGES.idCardBound, ERROR_CODES.idCardBound);
}
