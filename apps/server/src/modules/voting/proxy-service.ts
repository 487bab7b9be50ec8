import {
  appointProblem,
  maskProxyMobile,
  PROXY_CHAIN_TYPES,
  PROXY_MESSAGES,
  ProxySource,
  proxyLimitOf,
  proxyRefOf,
  revokeProblem,
} from '@gongzhi/domain/voting/proxy';
import type { ProxyState } from '@gongzhi/domain/voting/proxy-api';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../common/app-error';
import { newBusinessCode } from '../../common/secure-random';
import { votingVoterHouses } from '../../db/schema';
import type { CommunityAccess } from '../community/access-service';
import { appendLocked } from './chain';
import { requireCommunityFiles } from './community-files';
import { iso, stateOf } from './dto';
import { createProxyBallots } from './proxy-ballots';
import { createProxyCore, type ProxyFields, refuse, STATUS } from './proxy-core';
import type { ProxyRow } from './proxy-repository';
import type { VoterRow, VotingRow } from './repository';
import { chainVoter } from './voter-ref';
import type { VotingDeps } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

function stateOfProxy(row: ProxyRow): ProxyState {
  if (row.revokedAt) return 'REVOKED';
  return row.castAt ? 'CAST' : 'ACTIVE';
}

/**
 * Proxy voting (委托投票, issue #22 item 5; rules in packages/domain/src/voting/proxy.ts). Every change
 * of an authorisation and every proxy ballot runs under the vote's row lock, as online ballots do, so
 * an appointment, a revocation and the proxy's ballot serialize with each other and with the cast queue.
 */
export function createVotingProxyService(deps: VotingDeps) {
  const proxy = createProxyCore(deps);
  const { db, repo, clock, ensureFrozen, ownerInScope, requireVoting, proxies, inTx, housesOf, userOf } =
    proxy;

  async function dtos(votingCode: string, rows: readonly ProxyRow[]) {
    const first = rows[0];
    const houses = first
      ? await housesOf(
          first.votingId,
          rows.map((row) => row.principalVoterId),
        )
      : new Map<number, string[]>();
    return rows.map((row) => ({
      proxyCode: row.proxyCode,
      votingCode,
      principalName: row.principalName,
      houses: houses.get(row.principalVoterId) ?? [],
      proxyMobile: row.proxyMobile,
      proxyName: row.proxyName,
      proxyRelation: row.proxyRelation,
      source: row.source,
      sourceName: ProxySource.label(row.source),
      file: row.signatureFile ?? row.paperFile,
      state: stateOfProxy(row),
      createdAt: row.createdAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      castAt: iso(row.castAt),
    }));
  }

  /**
   * Names a proxy for these voters under the vote's lock: every rule is checked again there (the
   * limit and "one active per principal" cannot race), then one row and one PROXY_AUTHORIZED entry each.
   */
  async function appointLocked(
    found: VotingRow,
    voters: readonly VoterRow[],
    fields: ProxyFields,
    principal: { userId: number | null; name: string; mobiles: readonly string[] },
    source: ProxySource,
    file: string,
    actorUserId: number,
  ): Promise<ProxyRow[]> {
    return inTx(async (t, p, paper) => {
      const locked = await t.lock(found.id);
      if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      const open = stateOf(locked, now) === 'PROCESSING';
      const existing = await p.ofVoting(locked.id);
      const voterIds = voters.map((voter) => voter.id);
      const voted = new Set((await t.ballotsOfVoters(voterIds)).map((ballot) => ballot.voterId));
      for (const id of await paper.abandonedVoterIds(locked.id, voterIds)) voted.add(id);
      const inserted: ProxyRow[] = [];
      for (const voter of voters) {
        const problem = appointProblem({
          proxyVoting: locked.settings.proxyVoting,
          open,
          principalMobile: principal.mobiles.includes(fields.proxyMobile) ? fields.proxyMobile : null,
          principalVoted: voted.has(voter.id),
          principalVoterId: voter.id,
          proxyMobile: fields.proxyMobile,
          limit: proxyLimitOf(locked.settings),
          existing: [...existing, ...inserted],
        });
        if (problem === 'overLimit') throw refuse(409, problem, proxyLimitOf(locked.settings));
        // An owner with several voters (houses held with different co-owners) skips the voted ones.
        if (problem === 'principalVoted' && voters.length > 1) continue;
        if (problem) throw refuse(STATUS[problem] ?? 409, problem);
        const row = await p.insert({
          proxyCode: newBusinessCode('W'),
          votingId: locked.id,
          principalVoterId: voter.id,
          principalUserId: principal.userId,
          principalName: principal.name,
          ...fields,
          source,
          signatureFile: source === 'SIGNED' ? file : null,
          paperFile: source === 'PAPER' ? file : null,
          createdBy: actorUserId,
          createdAt: now,
        });
        await appendLocked(
          t,
          locked.id,
          PROXY_CHAIN_TYPES.authorized,
          {
            ...chainVoter(locked, voter.voterKey),
            proxyRef: proxyRefOf(locked.voterRefKey, fields.proxyMobile),
            proxyCode: row.proxyCode,
            source,
          },
          now,
        );
        inserted.push(row);
      }
      if (inserted.length === 0) throw refuse(409, 'principalVoted');
      return inserted;
    });
  }

  /** Revokes under the lock: only an active authorisation the proxy has not used, while the vote runs. */
  async function revokeLocked(row: ProxyRow, actorUserId: number) {
    await inTx(async (t, p) => {
      const locked = await t.lock(row.votingId);
      if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      const now = clock.now();
      const current = await p.byCode(row.proxyCode);
      if (!current) throw refuse(404, 'notFound');
      const problem = revokeProblem(current);
      if (problem) throw refuse(409, problem);
      if (stateOf(locked, now) !== 'PROCESSING') throw refuse(409, 'notOpen');
      const voter = await p.voter(current.principalVoterId);
      await p.revoke(current.id, now, actorUserId);
      await appendLocked(
        t,
        locked.id,
        PROXY_CHAIN_TYPES.revoked,
        { ...chainVoter(locked, voter?.voterKey ?? ''), proxyCode: current.proxyCode },
        now,
      );
    });
    return null;
  }

  /** The vote an owner may act on as principal (404 as for a made-up code otherwise). */
  async function ownerVoting(userId: number, votingCode: string): Promise<VotingRow> {
    const found = await repo.findByCode(votingCode);
    if (!found || found.votingState === 'DRAFT' || !(await ownerInScope(found, userId)))
      throw new AppError(404, VOTING_MESSAGES.votingNotFound);
    return ensureFrozen(found);
  }

  return {
    /** GET /v1/owner/voteProxy: the owner's authorisations in a vote and whether they may name one. */
    async ownerVoteProxy(userId: number, votingCode: string) {
      const found = await ownerVoting(userId, votingCode);
      const voters = found.rollFrozenAt ? await repo.votersOfUser(found.id, userId) : [];
      const rows = await proxies.ofVoters(
        found.id,
        voters.map((voter) => voter.id),
      );
      const voted = new Set(
        (await repo.ballotsOfVoters(voters.map((voter) => voter.id))).map((ballot) => ballot.voterId),
      );
      const held = new Set(rows.filter((row) => !row.revokedAt).map((row) => row.principalVoterId));
      let reason: string | null = null;
      if (!found.settings.proxyVoting) reason = PROXY_MESSAGES.disabled;
      else if (stateOf(found, clock.now()) !== 'PROCESSING') reason = PROXY_MESSAGES.notOpen;
      else if (voters.every((voter) => voted.has(voter.id))) reason = PROXY_MESSAGES.principalVoted;
      else if (voters.every((voter) => voted.has(voter.id) || held.has(voter.id)))
        reason = PROXY_MESSAGES.alreadyAuthorized;
      return {
        proxyVoting: found.settings.proxyVoting,
        proxyMaxPrincipals: proxyLimitOf(found.settings),
        canAppoint: reason === null,
        cannotAppointReason: reason,
        mine: await dtos(found.votingCode, rows),
      };
    },

    /** POST /v1/owner/proxyAppoint: the owner names a proxy and signs (SIGNED). */
    async ownerAppoint(userId: number, input: ProxyFields & { votingCode: string; signatureFile: string }) {
      const found = await ownerVoting(userId, input.votingCode);
      if (!found.settings.proxyVoting) throw refuse(409, 'disabled');
      if (stateOf(found, clock.now()) !== 'PROCESSING') throw refuse(409, 'notOpen');
      const voters = await repo.votersOfUser(found.id, userId);
      if (voters.length === 0) throw refuse(403, 'principalNotInScope');
      const certified =
        (await repo.isCertifiedOwnerOf(
          userId,
          await repo.houseIdsOfVoters(voters.map((voter) => voter.id)),
        )) || (await repo.whiteListed(found.id, userId));
      if (!certified) throw refuse(403, 'principalNotCertified');
      const user = await userOf(userId);
      if (user.mobile === input.proxyMobile) throw refuse(400, 'selfProxy');
      // The signature is the owner's own upload; it joins the community's files for its staff.
      await requireCommunityFiles(db, found.communityId, userId, [
        [[input.signatureFile], PROXY_MESSAGES.signatureInvalid],
      ]);
      const { votingCode: _code, signatureFile, ...fields } = input;
      const rows = await appointLocked(
        found,
        voters,
        fields,
        { userId, name: user.ownerName || maskProxyMobile(user.mobile), mobiles: [user.mobile] },
        'SIGNED',
        signatureFile,
        userId,
      );
      return dtos(found.votingCode, rows);
    },

    /** POST /v1/owner/proxyRevoke: a principal (any owner of the voter) takes the authorisation back. */
    async ownerRevoke(userId: number, proxyCode: string) {
      const row = await proxies.byCode(proxyCode);
      const voter = row ? await proxies.voter(row.principalVoterId) : undefined;
      if (!row || !voter || !(voter.ownerUserIds.includes(userId) || row.principalUserId === userId))
        throw refuse(404, 'notFound');
      return revokeLocked(row, userId);
    },

    ...createProxyBallots(proxy),

    /** POST /v1/voting/proxyPaper: staff record a paper 授权委托书 for the voter holding `houseCode`. */
    async staffPaper(
      access: CommunityAccess,
      actorUserId: number,
      input: ProxyFields & {
        votingCode: string;
        houseCode: string;
        principalName: string;
        paperFile: string;
      },
    ) {
      const found = await ensureFrozen(await requireVoting(access, input.votingCode));
      if (!found.settings.proxyVoting) throw refuse(409, 'disabled');
      if (stateOf(found, clock.now()) !== 'PROCESSING') throw refuse(409, 'notOpen');
      const [onRoll] = await db
        .select({ voterId: votingVoterHouses.voterId })
        .from(votingVoterHouses)
        .where(
          and(eq(votingVoterHouses.votingId, found.id), eq(votingVoterHouses.houseCode, input.houseCode)),
        );
      const voter = onRoll ? await proxies.voter(onRoll.voterId) : undefined;
      if (!voter) throw refuse(400, 'houseNotOnRoll');
      await requireCommunityFiles(db, found.communityId, actorUserId, [
        [[input.paperFile], PROXY_MESSAGES.paperFileInvalid],
      ]);
      const mobiles: string[] = [];
      for (const id of voter.ownerUserIds) {
        const owner = await repo.userById(id);
        if (owner) mobiles.push(owner.mobile);
      }
      const {
        votingCode: _v,
        houseCode: _h,
        principalName,
        paperFile,
        communityInfoCode: _c,
        ...fields
      } = input as typeof input & { communityInfoCode?: string };
      const rows = await appointLocked(
        found,
        [voter],
        fields,
        { userId: null, name: principalName, mobiles },
        'PAPER',
        paperFile,
        actorUserId,
      );
      const [dto] = await dtos(found.votingCode, rows);
      if (!dto) throw new Error('paper authorisation not stored');
      return dto;
    },

    /** GET /v1/voting/proxyList: every authorisation of the vote (staff). */
    async staffList(access: CommunityAccess, votingCode: string) {
      const found = await requireVoting(access, votingCode);
      return dtos(found.votingCode, await proxies.ofVoting(found.id));
    },

    /** POST /v1/voting/proxyRevoke: staff revoke (e.g. the principal revoked the paper letter in person). */
    async staffRevoke(access: CommunityAccess, actorUserId: number, votingCode: string, proxyCode: string) {
      const found = await requireVoting(access, votingCode);
      const row = await proxies.byCode(proxyCode);
      if (!row || row.votingId !== found.id) throw refuse(404, 'notFound');
      return revokeLocked(row, actorUserId);
    },
  };
}

export type VotingProxyService = ReturnType<typeof createVotingProxyService>;
