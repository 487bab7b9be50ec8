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
