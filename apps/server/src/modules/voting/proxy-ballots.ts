import { maskPersonName } from '@gongzhi/domain/proposal/proposal-rules';
import { appendEntry } from '@gongzhi/domain/voting/evidence-chain';
import { PROXY_MESSAGES, proxyCastProblem, proxyRefOf } from '@gongzhi/domain/voting/proxy';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { AppError } from '../../common/app-error';
import type { BallotReceipt } from './cast-service';
import { chainEntryOf } from './chain';
import { iso, issueDto, stateOf } from './dto';
import { type Choices, communityNameOf, type ProxyCore, refuse, STATUS } from './proxy-core';
import type { ProxyRow } from './proxy-repository';
import type { VotingRow } from './repository';
import { chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

/**
 * The proxy's side of proxy voting (issue #22 item 5): the principals a proxy may vote for, the ballot
 * to fill and the cast, under the vote's lock as online ballots.
 */
export function createProxyBallots(shared: ProxyCore) {
  const { db, repo, clock, ensureFrozen, freezeLocked, proxies, inTx, housesOf, userOf } = shared;

  /** The authorisation `proxyCode` of `votingCode` naming this user's mobile as proxy, else 404. */
  async function proxyTarget(userId: number, votingCode: string, proxyCode: string) {
    const user = await userOf(userId);
    const row = await proxies.byCode(proxyCode);
    const found = row ? await repo.findById(row.votingId) : undefined;
    // Another vote's code, another community's vote or someone else's authorisation: all 404.
    if (!row || !found || found.votingCode !== votingCode || row.proxyMobile !== user.mobile)
      throw refuse(404, 'notFound');
    return { user, row, voting: await ensureFrozen(found) };
  }

  async function proxyItem(row: ProxyRow, found: VotingRow, communityName: string) {
    const now = clock.now();
    const state = stateOf(found, now);
    const ballots = await repo.ballotsOfVoters([row.principalVoterId]);
    let cannotCastReason: string | null = null;
    if (!found.settings.proxyVoting) cannotCastReason = PROXY_MESSAGES.disabled;
    else if (state !== 'PROCESSING') cannotCastReason = VOTING_MESSAGES.notOpen;
    else if (row.castAt || ballots.length > 0) cannotCastReason = PROXY_MESSAGES.principalVoted;
    const houses = await housesOf(found.id, [row.principalVoterId]);
    return {
      proxyCode: row.proxyCode,
      votingCode: found.votingCode,
      communityName,
      title: found.title,
      votingStateName: VotingState.label(state),
      endDate: iso(found.endDate),
      principalName: maskPersonName(row.principalName),
      houses: houses.get(row.principalVoterId) ?? [],
      canCast: cannotCastReason === null,
      cannotCastReason,
      castAt: iso(row.castAt),
    };
  }

  return {
    /** GET /v1/owner/proxyVotes: the principals this user (by mobile) may vote for, in every vote. */
    async proxyVotes(userId: number) {
      const user = await userOf(userId);
      const result = [];
      for (const { proxy, voting: found, communityName } of await proxies.activeForProxy(user.mobile)) {
        if (found.votingState === 'DRAFT') continue;
        result.push(await proxyItem(proxy, found, communityName));
      }
      return result;
    },

    /** GET /v1/owner/proxyVoteInfo: the ballot the proxy fills for one principal. */
    async proxyVoteInfo(userId: number, votingCode: string, proxyCode: string) {
      const { row, voting: found } = await proxyTarget(userId, votingCode, proxyCode);
      if (row.revokedAt) throw refuse(409, 'revoked');
      const issues = await repo.issuesOf(found.id);
      const [ballot] = row.castHash ? await repo.ballotsOfVoters([row.principalVoterId]) : [];
      const item = await proxyItem(row, found, await communityNameOf(db, found.communityId));
      return {
        ...item,
        description: found.description,
        issues: issues.map((issue) => issueDto(issue, found.settings)),
        myBallot:
          ballot && ballot.chainHash === row.castHash
            ? {
                votingCode: found.votingCode,
                ballotHash: ballot.chainHash,
                seq: (await repo.chainSeqOf(found.id, ballot.chainHash)) ?? 0,
                channel: ballot.channel,
                castAt: ballot.createdAt.toISOString(),
                houseCodes: await repo.houseCodesOfVoters([row.principalVoterId]),
                choices: ballot.choices,
              }
            : null,
      };
    },

    /**
     * POST /v1/owner/proxyCastVote: the proxy casts the principal's ballot. Under the vote's lock: the
     * authorisation must still be active and unused and the principal without a ballot; the chain
     * entry is a BALLOT_CAST like any online ballot plus `proxyRef`, and the authorisation keeps its hash.
     */
    async proxyCast(
      userId: number,
      input: { votingCode: string; proxyCode: string; choices: Choices },
    ): Promise<BallotReceipt> {
      const { user, row, voting: found } = await proxyTarget(userId, input.votingCode, input.proxyCode);
      return inTx(async (t, p) => {
        const locked = await t.lock(found.id);
        if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const now = clock.now();
        if (stateOf(locked, now) !== 'PROCESSING') throw new AppError(409, VOTING_MESSAGES.notOpen);
        await freezeLocked(t, locked, now);
        const current = await p.byCode(row.proxyCode);
        if (!current) throw refuse(404, 'notFound');
        const problem = proxyCastProblem({
          proxyVoting: locked.settings.proxyVoting,
          row: current,
          proxyMobile: user.mobile,
        });
        if (problem) throw refuse(STATUS[problem] ?? 409, problem);
        const keys = (await t.issuesOf(locked.id)).map((issue) => issue.issueKey).sort();
        const given = Object.keys(input.choices).sort();
        if (keys.length !== given.length || keys.some((key, i) => key !== given[i]))
          throw new AppError(400, VOTING_MESSAGES.choicesMismatch);
        if (
          !locked.settings.followMajorityOffered &&
          Object.values(input.choices).includes('FOLLOW_MAJORITY')
        )
          throw new AppError(400, VOTING_MESSAGES.followMajorityNotOffered);
        const state = await t.castState(locked.id, [current.principalVoterId]);
        // A paper ballot or a given-up online vote of the principal is theirs: the proxy does not replace it.
        if (state.ballots.length > 0 || state.abandoned.has(current.principalVoterId))
          throw refuse(409, 'principalVoted');
        const voter = await p.voter(current.principalVoterId);
        if (!voter) throw refuse(404, 'notFound');
        const entry = appendEntry(state.head ? chainEntryOf(state.head) : null, {
          type: 'BALLOT_CAST',
          payload: {
            ...chainVoter(locked, voter.voterKey),
            channel: 'ONLINE',
            choices: input.choices,
            proxyRef: proxyRefOf(locked.voterRefKey, user.mobile),
          },
          at: now.toISOString(),
        });
        await t.appendChainMany([{ votingId: locked.id, ...entry }]);
        await t.insertBallots([
          {
            votingId: locked.id,
            voterId: voter.id,
            channel: 'ONLINE',
            userId,
            choices: input.choices,
            chainHash: entry.hash,
            createdAt: now,
          },
        ]);
        await p.markCast(current.id, now, entry.hash);
        return {
          votingCode: locked.votingCode,
          ballotHash: entry.hash,
          seq: entry.seq,
          channel: 'ONLINE' as const,
          castAt: now.toISOString(),
          houseCodes: (await t.houseCodesOfVoters([voter.id])).sort(),
          choices: input.choices,
        };
      });
    },
  };
}
