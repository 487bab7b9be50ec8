import { labelledEnum } from '../common/labelled-enum';

/*
 * The quick resolution's enums without zod (quick-vote-api.ts re-exports them beside its schemas), so
 * the owner entry's quick-resolution page labels the choices without loading the schemas.
 */

/** Who decides a quick resolution (ours). */
export const QuickVoteParticipant = labelledEnum([
  ['WORKGROUP', '工作组成员'],
  ['OWNER', '业主'],
] as const);
export type QuickVoteParticipant = (typeof QuickVoteParticipant.values)[number];

/** The three answers of a quick resolution. */
export const QuickVoteChoice = labelledEnum([
  ['AGREE', '同意'],
  ['DISAGREE', '不同意'],
  ['ABSTAIN', '弃权'],
] as const);
export type QuickVoteChoice = (typeof QuickVoteChoice.values)[number];
