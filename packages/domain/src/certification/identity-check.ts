import { z } from 'zod';
import { idCardNumberSchema } from '../common/id-card';
import { requiredTextSchema } from '../common/text-rules';

/**
 * Payload of the real-name verification call (SPEC §3: name, cardNo, cardType 'RESIDENT_ID_CARD').
 * Only resident ID cards can be verified against the national register, hence the literal.
 */
export const identityCheckInput = z.object({
  name: requiredTextSchema('姓名'),
  cardNo: idCardNumberSchema,
  cardType: z.literal('RESIDENT_ID_CARD').default('RESIDENT_ID_CARD'),
});
export type IdentityCheckInput = z.infer<typeof identityCheckInput>;
