import { formatMessage } from '@gongzhi/domain/common/messages';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { mayOwnerHideVoting } from '@gongzhi/domain/voting/voting-lifecycle';
import { AppError } from '../../common/app-error';
import { filesOf } from '../questionnaire/repository';
import { iso, issueDto, stateOf } from './dto';
import type { VotingCore } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

/** The owner's side (H5): the votes that cover them, hiding a closed one, one vote with their ballot. */
export function createOwnerService(core: VotingCore) {
  const { db, repo, paperRepo, clock, ownerInScope, ensureFrozen, scopeIdsOf } = core;

  return {
    async ownerVotes(userId: number) {
      const now = clock.now();
      const rows = await repo.votingsForOwner(userId);
      const result = [];
      for (const { voting, communityInfoCode, communityName } of rows) {
        if (!(await ownerInScope(voting, userId))) continue;
        const voters = voting.rollFrozenAt ? await repo.votersOfUser(voting.id, userId) : [];
        const ballots = await repo.ballotsOfVoters(voters.map((voter) => voter.id));
        const state = stateOf(voting, now);
        result.push({
          votingCode: voting.votingCode,
          communityInfoCode,
          communityName,
          title: voting.title,
          votingState: state,
          votingStateName: VotingState.label(state),
          startDate: iso(voting.startDate),
          endDate: iso(voting.endDate),
          voted: ballots.length > 0,
        });
      }
      return result;
    },

    /** `myVoting/delete`: takes a closed vote off the owner's list; anything else about it stays. */
    async ownerHideVote(userId: number, votingCode: string): Promise<null> {
      const voting = await repo.findByCode(votingCode);
      if (!voting || voting.votingState === 'DRAFT' || !(await ownerInScope(voting, userId)))
        throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      const state = stateOf(voting, now);
      if (!mayOwnerHideVoting(state))
        throw new AppError(409, formatMessage(VOTING_MESSAGES.wrongState, VotingState.label(state), '删除'));
      await repo.hideForOwner(voting.id, userId, now);
      return null;
    },

    async ownerVoteInfo(userId: number, votingCode: string) {
      const found = await repo.findByCode(votingCode);
      if (!found || found.votingState === 'DRAFT') throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const voting = await ensureFrozen(found);
      const now = clock.now();
      const state = stateOf(voting, now);
      const issues = await repo.issuesOf(voting.id);
      const voters = voting.rollFrozenAt ? await repo.votersOfUser(voting.id, userId) : [];
      let myHouseCodes: string[];
      if (voting.rollFrozenAt) {
        myHouseCodes = await repo.houseCodesOfVoters(voters.map((voter) => voter.id));
      } else {
        const scope = await scopeIdsOf(repo, voting);
        myHouseCodes = (await repo.housesInScope(voting.communityId, scope))
          .filter((house) => house.ownerUserIds.includes(userId))
          .map((house) => house.houseCode);
      }
      if (myHouseCodes.length === 0) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const ballots = await repo.ballotsOfVoters(voters.map((voter) => voter.id));
      const mine = ballots[0];
      const community = await repo.votingsForOwner(userId);
      const place = community.find((row) => row.voting.id === voting.id);
      let cannotVoteReason: string | null = null;
      const onlineVoted = new Set(
        ballots.filter((ballot) => ballot.channel === 'ONLINE').map((ballot) => ballot.voterId),
      );
      const abandoned = await paperRepo.abandonedVoterIds(
        voting.id,
        voters.map((voter) => voter.id),
      );
      const openVoters = voters.filter((voter) => !onlineVoted.has(voter.id) && !abandoned.has(voter.id));
      if (state !== 'PROCESSING') cannotVoteReason = VOTING_MESSAGES.notOpen;
      else if (openVoters.length === 0 && onlineVoted.size === 0 && abandoned.size > 0)
        cannotVoteReason = VOTING_MESSAGES.abandonedOnline;
      else if (openVoters.length === 0) cannotVoteReason = VOTING_MESSAGES.alreadyVoted;
      else if (
        !(await repo.isCertifiedOwnerOf(
          userId,
          await repo.houseIdsOfVoters(voters.map((voter) => voter.id)),
        )) &&
        !(await repo.whiteListed(voting.id, userId))
      )
        cannotVoteReason = VOTING_MESSAGES.notCertified;
      return {
        votingCode: voting.votingCode,
        communityInfoCode: place?.communityInfoCode ?? '',
        communityName: place?.communityName ?? '',
        title: voting.title,
        votingState: state,
        votingStateName: VotingState.label(state),
        startDate: iso(voting.startDate),
        endDate: iso(voting.endDate),
        voted: ballots.length > 0,
        description: voting.description,
        votingDate: voting.votingDate,
        votingRule: voting.votingRule,
        // Only the materials: the signed papers (signAttachment, faceAuthorizationLetter) are the staff's.
        materialAttachments: voting.materialAttachments,
        files: await filesOf(db, voting.materialAttachments),
        issues: issues.map((issue) => issueDto(issue, voting.settings)),
        myHouseCodes,
        canVote: cannotVoteReason === null,
        cannotVoteReason,
        myBallot: mine
          ? {
              votingCode: voting.votingCode,
              ballotHash: mine.chainHash,
              seq: (await repo.chainSeqOf(voting.id, mine.chainHash)) ?? 0,
              channel: mine.channel,
              castAt: mine.createdAt.toISOString(),
              houseCodes: myHouseCodes,
              choices: mine.choices,
            }
          : null,
      };
    },
  };
}
