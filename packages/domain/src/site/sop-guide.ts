import { z } from 'zod';

/** One step of a public-affairs guide (SPEC §7 `stop/info`; fields ours). */
export const sopStepDto = z.object({
  title: z.string(),
  detail: z.string(),
  /** Papers to prepare for this step; may be empty. */
  materials: z.array(z.string()),
});

export const sopGuideSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  stepCount: z.number().int(),
});
export type SopGuideSummary = z.infer<typeof sopGuideSummaryDto>;

export const sopGuideDto = sopGuideSummaryDto.extend({
  /** Laws and rules the procedure rests on, each by name and, where certain, article. */
  basis: z.array(z.string()),
  steps: z.array(sopStepDto),
  tips: z.array(z.string()),
});
export type SopGuide = z.infer<typeof sopGuideDto>;

export const sopGuideInfoInput = z.object({
  id: z.string({ error: '请选择办事指南' }).trim().min(1, '请选择办事指南').max(64),
});
