import { z } from 'zod';
import { OwnerHouseRelationType } from '../certification/certification-enums';
import { YesNo } from '../common/yes-no';

/**
 * A community's `votingRoleTypes` (SPEC §3 Community: communityInfoVotingRoleType, isEnable): which
 * people of a house take part in the community's consultations, by their relation to the house
 * (业主, 租户, 家庭成员). Owners always do, and they alone vote in owners' assembly votes and quick
 * resolutions (Civil Code art. 278 counts owners); a community may also ask its tenants and family
 * members in questionnaires (SPEC §6: answering is open to everyone), which is what the other
 * entries switch on.
 */

export const VOTING_ROLE_TYPE_VALUES = OwnerHouseRelationType.values;
export type VotingRoleType = (typeof VOTING_ROLE_TYPE_VALUES)[number];
export type VotingRoleTypeSetting = { communityInfoVotingRoleType: string; isEnable: YesNo };

export const VOTING_ROLE_TYPE_MESSAGES = {
  ownerAlways: '业主始终参与表决和问卷，不能关闭',
  duplicate: '参与角色不能重复',
} as const;

/**
 * Every role type once, in catalogue order, as the community has set it: OWNER always YES, any
 * other role NO unless switched on; unknown stored entries are dropped. Never empty.
 */
export function votingRoleTypesOf(stored: readonly VotingRoleTypeSetting[] | null | undefined) {
  return VOTING_ROLE_TYPE_VALUES.map((role) => ({
    communityInfoVotingRoleType: role as VotingRoleType,
    isEnable: (role === 'OWNER' ||
    (stored ?? []).some((entry) => entry.communityInfoVotingRoleType === role && entry.isEnable === 'YES')
      ? 'YES'
      : 'NO') as YesNo,
  }));
}

/** The house relations whose people may answer the community's questionnaires. */
export function questionnaireRelations(
  stored: readonly VotingRoleTypeSetting[] | null | undefined,
): VotingRoleType[] {
  return votingRoleTypesOf(stored)
    .filter((entry) => entry.isEnable === 'YES')
    .map((entry) => entry.communityInfoVotingRoleType);
}

export const votingRoleTypeDto = z.object({
  communityInfoVotingRoleType: z.enum(VOTING_ROLE_TYPE_VALUES),
  isEnable: z.enum(YesNo.values),
});

/** As the settings call takes them: each role at most once, OWNER never switched off. */
export const votingRoleTypesInput = z
  .array(votingRoleTypeDto)
  .max(VOTING_ROLE_TYPE_VALUES.length)
  .superRefine((entries, context) => {
    const roles = entries.map((entry) => entry.communityInfoVotingRoleType);
    if (new Set(roles).size !== roles.length)
      context.addIssue({ code: 'custom', message: VOTING_ROLE_TYPE_MESSAGES.duplicate });
    if (entries.some((entry) => entry.communityInfoVotingRoleType === 'OWNER' && entry.isEnable === 'NO'))
      context.addIssue({ code: 'custom', message: VOTING_ROLE_TYPE_MESSAGES.ownerAlways });
  });
