import { describe, expect, it } from 'vitest';
import { questionnaireRelations, votingRoleTypesInput, votingRoleTypesOf } from './voting-role-types';

describe('votingRoleTypes (SPEC §3 Community)', () => {
  it('always lists every role once, owners enabled, others off unless switched on', () => {
    expect(votingRoleTypesOf([])).toEqual([
      { communityInfoVotingRoleType: 'OWNER', isEnable: 'YES' },
      { communityInfoVotingRoleType: 'TENANT', isEnable: 'NO' },
      { communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'NO' },
    ]);
    expect(
      votingRoleTypesOf([
        { communityInfoVotingRoleType: 'OWNER', isEnable: 'NO' },
        { communityInfoVotingRoleType: 'TENANT', isEnable: 'YES' },
        { communityInfoVotingRoleType: 'PROPERTY_MEMBER', isEnable: 'YES' },
      ]).map((entry) => entry.isEnable),
    ).toEqual(['YES', 'YES', 'NO']);
  });

  it('gives the relations that answer questionnaires', () => {
    expect(questionnaireRelations(null)).toEqual(['OWNER']);
    expect(
      questionnaireRelations([{ communityInfoVotingRoleType: 'FAMILY_MEMBER', isEnable: 'YES' }]),
    ).toEqual(['OWNER', 'FAMILY_MEMBER']);
  });

  it('refuses switching owners off and a role named twice, in Chinese', () => {
    const messages = (input: unknown) => {
      const result = votingRoleTypesInput.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages([{ communityInfoVotingRoleType: 'OWNER', isEnable: 'NO' }])).toEqual([
      '业主始终参与表决和问卷，不能关闭',
    ]);
    expect(
      messages([
        { communityInfoVotingRoleType: 'TENANT', isEnable: 'YES' },
        { communityInfoVotingRoleType: 'TENANT', isEnable: 'NO' },
      ]),
    ).toEqual(['参与角色不能重复']);
    expect(messages([{ communityInfoVotingRoleType: 'TENANT', isEnable: 'YES' }])).toEqual([]);
  });
});
