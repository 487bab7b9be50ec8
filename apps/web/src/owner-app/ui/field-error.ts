import type { z } from 'zod';
import { localizeMessage } from '../../lib/domain-message';

/** A field's error from its domain schema (the server checks the same schema), or null when valid. */
export function schemaError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : localizeMessage(result.error.issues[0]?.message ?? '');
}
