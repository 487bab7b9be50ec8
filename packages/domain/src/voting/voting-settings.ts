import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { type LocalRule, localRuleSchema } from './local-rule';
import { DEFAULT_OBJECTION_DAYS, objectionDaysSchema } from './objection';
import { DEFAULT_PROXY_MAX_PRINCIPALS, proxyMaxPrincipalsSchema } from './proxy';

/** How an owner in scope who handed in no ballot is counted (DESIGN §7; local rules differ). */
export const NonResponsePolicy = labelledEnum([
  ['NOT_PARTICIPATED', '未参与表决'],
  ['ABSTAIN', '视为弃权'],
  ['FOLLOW_MAJORITY', '视为同意多数意见（仅限已送达）'],
] as const);
export type NonResponsePolicy = (typeof NonResponsePolicy.values)[number];

/** The choices on a ballot per issue. FOLLOW_MAJORITY (从众) only where the community offers it. */
export const VoteChoice = labelledEnum([
  ['AGREE', '同意'],
  ['DISAGREE', '反对'],
  ['ABSTAIN', '弃权'],
  ['FOLLOW_MAJORITY', '从众'],
] as const);
export type VoteChoice = (typeof VoteChoice.values)[number];

/** A community's voting settings (DESIGN §7). */
export type VotingSettings = {
  nonResponsePolicy: NonResponsePolicy;
  /** Whether 从众 is offered on the ballot beside agree, disagree and abstain. */
  followMajorityOffered: boolean;
  /** Whether a ballot left blank on an issue counts as participation in that issue. */
  blankCountsAsParticipation: boolean;
  /** Whether an owner may vote through a proxy (委托投票, proxy.ts). */
  proxyVoting: boolean;
  /** The most principals one proxy may hold in one vote (absent: {@link DEFAULT_PROXY_MAX_PRINCIPALS}). */
  proxyMaxPrincipals?: number;
  /** Days of the objection period a publication opens (absent: {@link DEFAULT_OBJECTION_DAYS}). */
  objectionDays?: number;
  /**
   * The local-rule variant (DESIGN §7): owners deemed to abstain or follow the majority count toward
   * the quorum. Absent or false is the law: the quorum is judged on real ballots only.
   */
  deemedTowardQuorum?: boolean;
  /** The adopted rules of procedure the variant relies on (required with it; local-rule.ts). */
  localRule?: LocalRule | null;
};

export const DEFAULT_VOTING_SETTINGS: VotingSettings = {
  nonResponsePolicy: 'NOT_PARTICIPATED',
  followMajorityOffered: false,
  blankCountsAsParticipation: true,
  proxyVoting: false,
};

export const votingSettingsSchema = z.object({
  nonResponsePolicy: z.enum(NonResponsePolicy.values),
  followMajorityOffered: z.boolean(),
  blankCountsAsParticipation: z.boolean(),
  proxyVoting: z.boolean(),
  proxyMaxPrincipals: proxyMaxPrincipalsSchema.optional(),
  objectionDays: objectionDaysSchema.optional(),
  deemedTowardQuorum: z.boolean().optional(),
  localRule: localRuleSchema.nullable().optional(),
});

/** Settings as the API shows them: the variant's fields filled for votes stored before it. */
export function settingsDtoOf<T extends VotingSettings>(settings: T) {
  return {
    ...settings,
    proxyMaxPrincipals: settings.proxyMaxPrincipals ?? DEFAULT_PROXY_MAX_PRINCIPALS,
    objectionDays: settings.objectionDays ?? DEFAULT_OBJECTION_DAYS,
    deemedTowardQuorum: settings.deemedTowardQuorum ?? false,
    localRule: settings.localRule ?? null,
  };
}

/** The choices a ballot offers under `settings`. */
export function offeredChoices(settings: Pick<VotingSettings, 'followMajorityOffered'>): VoteChoice[] {
  return VoteChoice.values.filter((choice) => choice !== 'FOLLOW_MAJORITY' || settings.followMajorityOffered);
}
