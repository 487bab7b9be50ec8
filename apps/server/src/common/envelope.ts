import { z } from 'zod';

/** Success answer of every JSON call (DESIGN §5); the data schema is the DTO, so no column leaks. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: 'success', data };
}

export type ErrorEnvelope = { code: number; message: string; data: null };

export function failure(code: number, message: string): ErrorEnvelope {
  return { code, message, data: null };
}
