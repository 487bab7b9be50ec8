import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { localizeMessage } from '../../lib/domain-message';

/** An antd form rule from one domain schema: the field is valid when the schema accepts it. */
export function zodRule(schema: z.ZodType): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(localizeMessage(result.error.issues[0]?.message ?? ''));
    },
  };
}
