import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';

/**
 * The local-rule variant of deeming (issue #22 item 3). By law (Civil Code art. 278) only real
 * ballots make the quorum; a community may count deemed owners toward it only under its own adopted
 * 业主大会议事规则, so choosing the variant takes that file and the clause it relies on, and every
 * result names the rule applied and shows the law-exact tally beside it.
 */
export const RuleBasis = labelledEnum([
  [
    'CIVIL_CODE',
    '《民法典》第二百七十八条：仅实际投票（及计入参与的空白票）计入参与比例，视为参与的业主在参与比例达到后方计入',
  ],
  ['LOCAL_RULE', '本小区业主大会议事规则：视为参与的业主计入参与比例'],
] as const);
export type RuleBasis = (typeof RuleBasis.values)[number];

export const LOCAL_RULE_MESSAGES = {
  required: '采用“视为参与的业主计入参与比例”须上传本小区业主大会通过的议事规则，并写明所依据的条款',
  needsDeeming: '只有“视为弃权”或“视为同意多数意见”时，才能让视为参与的业主计入参与比例',
  fileInvalid: '议事规则文件须为本小区已上传完成的文件',
} as const;

/** The adopted rules of procedure the variant relies on: the file and the clause named in it. */
export const localRuleSchema = z.object({
  file: z.string().min(1, LOCAL_RULE_MESSAGES.required).max(64),
  clause: z.string().trim().min(1, LOCAL_RULE_MESSAGES.required).max(200, '条款不能超过200字'),
});
export type LocalRule = z.infer<typeof localRuleSchema>;

type VariantSettings = {
  nonResponsePolicy: string;
  deemedTowardQuorum?: boolean;
  localRule?: LocalRule | null;
};

/** The message that refuses these settings, or null when they are consistent. */
export function localRuleProblem(settings: VariantSettings): string | null {
  if (!settings.deemedTowardQuorum) return null;
  if (settings.nonResponsePolicy === 'NOT_PARTICIPATED') return LOCAL_RULE_MESSAGES.needsDeeming;
  if (!settings.localRule) return LOCAL_RULE_MESSAGES.required;
  return null;
}

/** Which rule a vote's tally applies. */
export function ruleBasisOf(settings: { deemedTowardQuorum?: boolean }): RuleBasis {
  return settings.deemedTowardQuorum === true ? 'LOCAL_RULE' : 'CIVIL_CODE';
}

/** The same settings judged by the law: deemed owners never make the quorum. */
export function lawExactSettings<T extends { deemedTowardQuorum?: boolean }>(settings: T): T {
  return { ...settings, deemedTowardQuorum: false };
}
