import { canonicalJson, sha256Hex } from '@gongzhi/domain/voting/evidence-chain';
import {
  answeredState,
  DEFAULT_OBJECTION_DAYS,
  mayBecomeFinal,
  OBJECTION_CHAIN_TYPES,
  OBJECTION_MESSAGES,
  type ObjectionPeriod,
  ObjectionState,
  objectionPeriodEnd,
  objectionPeriodOpen,
  objectionRefusal,
  ResultStatus,
  resultStatusOf,
} from '@gongzhi/domain/voting/objection';
import type {
  ObjectionDto,
  ObjectionPeriodDto,
  objectionAnswerInput,
  ownerObjectionInput,
} from '@gongzhi/domain/voting/objection-api';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { appendLocked } from './chain';
import { requireCommunityFiles } from './community-files';
import { appendCorrection } from './corrections';
import { houseName } from './house-name';
import { createObjectionRepository, type ObjectionRow } from './objection-repository';
import { createVotingPaperRepository, type ResultRow } from './paper-repository';
import { createVotingRepository, type VotingRow } from './repository';
import type { VotingService } from './service';
import { chainStaff, chainVoter } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

/**
 * The objection period of a published result (issue #22 item 4; domain: voting/objection.ts).
 * Everything is derived from the stored instants (publishedAt, objectionEndDate, finalAt) and the
 * objections' states, so the sweep after a restart finalises what is due; reads finalise too.
 */

const DAY_MS = 24 * 3600 * 1000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const periodOf = (result: ResultRow): ObjectionPeriod => ({
  publishedAt: result.publishedAt,
  endsAt: result.objectionEndDate,
  finalAt: result.finalAt,
});

/** The end of the period a publication now opens, from the days the vote was published with. */
export function objectionEndFor(voting: VotingRow, now: Date): Date {
  return objectionPeriodEnd(now, voting.settings.objectionDays ?? DEFAULT_OBJECTION_DAYS);
}

/** The period's part of every result DTO, and the finalisation (sweep and on read). */
export function createObjectionPeriods(deps: {
  db: Db;
  clock: Clock;
  /** Called once an entry of the period is committed (the app stamps the new head at once). */
  appended?: (votingId: number) => void;
}) {
  const { db, clock } = deps;
  const objections = createObjectionRepository(db);
  const appended = (votingId: number) => deps.appended?.(votingId);

  /** Appends RESULT_FINAL and stamps finalAt when due; under the vote's lock, so once only. */
  async function finaliseIfDue(votingId: number): Promise<boolean> {
    const now = clock.now();
    const done = await db.transaction(async (txDb) => {
      const handle = txDb as unknown as Db;
      const tx = createVotingRepository(handle);
      const voting = await tx.lock(votingId);
      const result = await createVotingPaperRepository(handle).resultOf(votingId);
      if (!voting || !result) return false;
      const txObjections = createObjectionRepository(handle);
      const counts = await txObjections.counts(votingId);
      if (!mayBecomeFinal(periodOf(result), counts.get('OPEN') ?? 0, now)) return false;
      await appendLocked(
        tx,
        votingId,
        OBJECTION_CHAIN_TYPES.final,
        {
          votingCode: voting.votingCode,
          periodEnd: iso(result.objectionEndDate),
          objections: {
            accepted: counts.get('ACCEPTED') ?? 0,
            rejected: counts.get('REJECTED') ?? 0,
          },
        },
        now,
      );
      await txObjections.setFinal(votingId, now);
      return true;
    });
    if (done) appended(votingId);
    return done;
  }

  return {
    finaliseIfDue,
    appended,

    /** Finalises every result whose period is over and has no open objection; returns how many. */
    async sweep(): Promise<number> {
      let done = 0;
      for (const votingId of await objections.dueForFinal(clock.now())) {
        if (await finaliseIfDue(votingId)) done += 1;
      }
      return done;
    },

    async periodDto(result: ResultRow): Promise<ObjectionPeriodDto> {
      const now = clock.now();
      let counts = await objections.counts(result.votingId);
      let period = periodOf(result);
      if (mayBecomeFinal(period, counts.get('OPEN') ?? 0, now) && (await finaliseIfDue(result.votingId))) {
        period = { ...period, finalAt: now };
        counts = await objections.counts(result.votingId);
      }
      const status = resultStatusOf(period);
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return {
        status,
        statusName: ResultStatus.label(status),
        days: period.endsAt
          ? Math.round((period.endsAt.getTime() - period.publishedAt.getTime()) / DAY_MS)
          : null,
        endsAt: iso(period.endsAt),
        finalAt: iso(period.finalAt),
        open: objectionPeriodOpen(period, now),
        objectionCount: total,
        openObjectionCount: counts.get('OPEN') ?? 0,
      };
    },
  };
}

export type ObjectionPeriods = ReturnType<typeof createObjectionPeriods>;

type Deps = { db: Db; clock: Clock; voting: VotingService; periods: ObjectionPeriods };

/** Owners object; the committee answers (accepted: the correction path of corrections.ts). */
export function createObjectionService(deps: Deps) {
  const { db, clock, periods } = deps;
  const core = deps.voting.core;
  const repo = createVotingRepository(db);
  const paper = createVotingPaperRepository(db);
  const objections = createObjectionRepository(db);

  async function dtos(votingId: number, rows: readonly ObjectionRow[]): Promise<ObjectionDto[]> {
    const labels = await paper.voterHouseLabels(votingId, [...new Set(rows.map((row) => row.voterId))]);
    return rows.map((row) => ({
      objectionId: row.objectionCode,
      state: row.state,
      stateName: ObjectionState.label(row.state),
      reason: row.reason,
      attachments: row.attachments,
      houseNames: labels.filter((label) => label.voterId === row.voterId).map(houseName),
      raisedAt: row.createdAt.toISOString(),
      answer: row.answer,
      answeredAt: iso(row.answeredAt),
      chainHash: row.chainHash,
    }));
  }

  /** The vote as an owner reaches it: another community's or a draft answers as a made-up code. */
  async function ownerTarget(userId: number, votingCode: string) {
    const target = await repo.castTarget(votingCode, userId);
    const reachable = target && (target.context.inCommunity || target.context.whiteListed);
    if (!target || target.voting.votingState === 'DRAFT' || !reachable)
      throw new AppError(404, VOTING_MESSAGES.votingNotFound);
    return target.voting;
  }

  return {
    /** POST /v1/owner/voteObjection. */
    async raise(userId: number, input: z.infer<typeof ownerObjectionInput>): Promise<ObjectionDto> {
      const found = await ownerTarget(userId, input.votingCode);
      const now = clock.now();
      await requireCommunityFiles(db, found.communityId, userId, [
        [input.attachments, OBJECTION_MESSAGES.attachmentInvalid],
      ]);
      const row = await db.transaction(async (txDb) => {
        const handle = txDb as unknown as Db;
        const tx = createVotingRepository(handle);
        const txObjections = createObjectionRepository(handle);
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const result = await createVotingPaperRepository(handle).resultOf(voting.id);
        if (!result) throw new AppError(409, OBJECTION_MESSAGES.notPublished);
        const voters = voting.rollFrozenAt ? await tx.votersOfUser(voting.id, userId) : [];
        const refusal = objectionRefusal(periodOf(result), now, {
          announced: result.announce,
          inScope: voters.length > 0,
          openOfOwner: await txObjections.openCountOfUser(voting.id, userId),
        });
        if (refusal === OBJECTION_MESSAGES.notInScope) throw new AppError(403, refusal);
        if (refusal) throw new AppError(409, refusal);
        const [voter] = voters;
        if (!voter) throw new AppError(403, OBJECTION_MESSAGES.notInScope);
        const objectionCode = newBusinessCode('OB');
        // The chain names the objector by reference and holds digests only: the reason may carry
        // personal details, and the aggregate with the chain is public.
        const chained = await appendLocked(
          tx,
          voting.id,
          OBJECTION_CHAIN_TYPES.raised,
          {
            objectionId: objectionCode,
            ...chainVoter(voting, voter.voterKey),
            reasonDigest: sha256Hex(input.reason),
            attachmentsDigest: sha256Hex(canonicalJson(input.attachments)),
          },
          now,
        );
        return txObjections.insert({
          objectionCode,
          votingId: voting.id,
          voterId: voter.id,
          userId,
          reason: input.reason,
          attachments: input.attachments,
          state: 'OPEN',
          createdAt: now,
          chainHash: chained.hash,
        });
      });
      periods.appended(found.id);
      const [dto] = await dtos(found.id, [row]);
      if (!dto) throw new Error('objection dto missing');
      return dto;
    },

    /** GET /v1/owner/voteObjections: the caller's own objections with the answers. */
    async mine(userId: number, votingCode: string): Promise<ObjectionDto[]> {
      const voting = await ownerTarget(userId, votingCode);
      return dtos(voting.id, await objections.listOfUser(voting.id, userId));
    },

    /** GET /v1/voting/objectionList: every objection of a vote, with the objector (staff). */
    async list(access: CommunityAccess, votingCode: string) {
      const voting = await core.requireVoting(access, votingCode);
      const rows = await objections.listOfVoting(voting.id);
      const base = await dtos(
        voting.id,
        rows.map((row) => row.objection),
      );
      const answerers = await paper.usersByIds(
        rows.flatMap((row) => (row.objection.answeredBy !== null ? [row.objection.answeredBy] : [])),
      );
      const nameOf = new Map(answerers.map((user) => [user.id, user.ownerName ?? user.mobile]));
      return base.map((dto, index) => {
        const row = rows[index];
        const answeredBy = row?.objection.answeredBy ?? null;
        return {
          ...dto,
          ownerName: row?.ownerName ?? '',
          mobile: row?.mobile ?? '',
          answeredBy: answeredBy !== null ? (nameOf.get(answeredBy) ?? '') : null,
        };
      });
    },

    /** POST /v1/voting/objectionAnswer: once per objection, with reasons; accepted is a correction. */
    async answer(access: CommunityAccess, actorUserId: number, input: z.infer<typeof objectionAnswerInput>) {
      const found = await core.requireVoting(access, input.votingCode);
      const now = clock.now();
      const row = await db.transaction(async (txDb) => {
        const handle = txDb as unknown as Db;
        const tx = createVotingRepository(handle);
        const txObjections = createObjectionRepository(handle);
        const voting = await tx.lock(found.id);
        if (!voting) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
        const objection = await txObjections.byCode(voting.id, input.objectionId);
        if (!objection) throw new AppError(404, OBJECTION_MESSAGES.objectionNotFound);
        const next = answeredState(objection.state, input.decision);
        if (!next) throw new AppError(409, OBJECTION_MESSAGES.alreadyAnswered);
        const actor = await tx.userById(actorUserId);
        const [voter] = await createVotingPaperRepository(handle).votersByIds([objection.voterId]);
        const by = chainStaff(voting, actor?.userCode);
        await appendLocked(
          tx,
          voting.id,
          OBJECTION_CHAIN_TYPES.answered,
          {
            objectionId: objection.objectionCode,
            decision: next,
            answerDigest: sha256Hex(input.answer),
            by,
          },
          now,
        );
        // An accepted objection is a change after the end: the correction path records it with
        // its reason, and the published result lists it (issue #22 item 2).
        if (next === 'ACCEPTED') {
          await appendCorrection(
            tx,
            voting,
            {
              kind: 'OBJECTION_ACCEPTED',
              reason: input.answer,
              entryId: objection.objectionCode,
              voter: chainVoter(voting, voter?.voterKey ?? ''),
              by,
            },
            now,
          );
        }
        return txObjections.answer(objection.id, {
          state: next,
          answer: input.answer,
          answeredBy: actorUserId,
          answeredAt: now,
        });
      });
      periods.appended(found.id);
      // The last open objection answered after the period ends the wait for the final result.
      await periods.finaliseIfDue(found.id);
      const [dto] = await dtos(found.id, [row]);
      if (!dto) throw new Error('objection dto missing');
      return dto;
    },
  };
}

export type ObjectionService = ReturnType<typeof createObjectionService>;
