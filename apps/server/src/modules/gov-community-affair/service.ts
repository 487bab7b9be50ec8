import { boardRate } from '@gongzhi/domain/gov-board/gov-board-api';
import {
  AFFAIR_FINISHED,
  AFFAIR_IN_PROGRESS,
  AFFAIR_STATES,
  type AffairBoardDto,
  type AffairItemDto,
  type AffairKind,
  type AffairListQuery,
  type GovPeriodQuery,
  periodBounds,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { deriveProposalState } from '@gongzhi/domain/proposal/proposal-status';
import { deriveQuestionnaireState } from '@gongzhi/domain/questionnaire/questionnaire-status';
import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { effectiveVotingState } from '@gongzhi/domain/voting/voting-lifecycle';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import type { CommunityRepository, JurisdictionCommunity } from '../community/repository';
import { createGovScope } from './gov-scope';
import { type AffairRow, createGovCommunityAffairRepository } from './repository';

type Deps = { db: Db; communities: CommunityRepository; now?: () => Date };

export const AFFAIR_STATE_INVALID = '请选择正确的状态';

function displayState(kind: AffairKind, row: AffairRow, now: Date): string {
  const times = { startDate: row.startMs, endDate: row.endMs };
  if (kind === 'VOTING')
    return effectiveVotingState(
      { votingState: row.storedState as VotingState, ...times, pdEndDate: row.pdEndMs },
      now,
    );
  if (kind === 'PROPOSAL') return deriveProposalState(times, now);
  return deriveQuestionnaireState({ isDraft: row.isDraft, ...times }, now);
}

/** Codes are ASCII: compared as they are (localeCompare costs a collation per comparison). */
const byCodeDescending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function countKeys(keys: readonly string[], values: readonly string[]) {
  const counts = new Map<string, number>(keys.map((key) => [key, 0]));
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([key, count]) => ({ key, count }));
}

/**
 * The government's view of community affairs and its work statistics (SPEC §7 govCommunityAffair,
 * govWorkStatistics), over the communities of the caller's jurisdiction and an optional period.
 */
export function createGovCommunityAffairService(deps: Deps) {
  const repo = createGovCommunityAffairRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  const scope = createGovScope(deps.communities);

  async function affairRows(kind: AffairKind, actor: Actor, query: GovPeriodQuery) {
    const { communities, byId } = await scope(actor, query.communityInfoCode);
    const rows = await repo.affairs(
      kind,
      communities.map((row) => row.id),
      periodBounds(query),
    );
    return { communities, byId, rows };
  }

  async function affairs(kind: AffairKind, actor: Actor, query: GovPeriodQuery) {
    const { communities, byId, rows } = await affairRows(kind, actor, query);
    const at = now();
    return {
      communities,
      items: rows.map((row) => ({
        row,
        state: displayState(kind, row, at),
        community: byId.get(row.communityId),
      })),
    };
  }

  function toItem(
    kind: AffairKind,
    entry: { row: AffairRow; state: string; community?: JurisdictionCommunity },
  ): AffairItemDto {
    const { row } = entry;
    const eligible = kind === 'VOTING' ? row.eligibleCount : null;
    return {
      id: row.id,
      title: row.title,
      communityInfoCode: entry.community?.communityInfoCode ?? '',
      communityName: entry.community?.communityName ?? '',
      state: entry.state,
      startDate: isoOf(row.startMs),
      endDate: isoOf(row.endMs),
      participantCount: row.participantCount,
      eligibleCount: eligible,
      participationRate: eligible === null ? null : boardRate(row.participantCount, eligible),
    };
  }

  return {
    async board(kind: AffairKind, actor: Actor, query: GovPeriodQuery): Promise<AffairBoardDto> {
      const { communities, items } = await affairs(kind, actor, query);
      const inProgress = new Set(AFFAIR_IN_PROGRESS[kind]);
      const finished = new Set(AFFAIR_FINISHED[kind]);
      const perCommunity = new Map(
        communities.map((row) => [
          row.id,
          {
            communityInfoCode: row.communityInfoCode,
            communityName: row.communityName,
            total: 0,
            inProgress: 0,
            finished: 0,
            participantCount: 0,
          },
        ]),
      );
      let participants = 0;
      let eligible = 0;
      for (const { row, state } of items) {
        const entry = perCommunity.get(row.communityId);
        participants += row.participantCount;
        eligible += row.eligibleCount ?? 0;
        if (!entry) continue;
        entry.total += 1;
        if (inProgress.has(state)) entry.inProgress += 1;
        if (finished.has(state)) entry.finished += 1;
        entry.participantCount += row.participantCount;
      }
      const rows = [...perCommunity.values()];
      return {
        total: items.length,
        inProgress: rows.reduce((sum, row) => sum + row.inProgress, 0),
        finished: rows.reduce((sum, row) => sum + row.finished, 0),
        states: countKeys(
          AFFAIR_STATES[kind],
          items.map((item) => item.state),
        ),
        participantCount: participants,
        eligibleCount: kind === 'VOTING' ? eligible : null,
        participationRate: kind === 'VOTING' ? boardRate(participants, eligible) : null,
        communities: rows,
      };
    },

    async list(kind: AffairKind, actor: Actor, query: AffairListQuery) {
      if (query.state !== undefined && !AFFAIR_STATES[kind].includes(query.state))
        throw new AppError(400, AFFAIR_STATE_INVALID);
      const { rows, byId } = await affairRows(kind, actor, query);
      const at = now();
      const title = query.title?.trim().toLowerCase();
      const { state } = query;
      // A jurisdiction has a thousand items or more and a page shows 20: states are derived for the
      // page alone unless the filter needs them all.
      const chosen = rows
        .filter((row) => (title ? row.title.toLowerCase().includes(title) : true))
        .filter((row) => (state ? displayState(kind, row, at) === state : true))
        // Newest first: by start (items without one last), then code for a stable order.
        .sort((a, b) => (b.startMs ?? 0) - (a.startMs ?? 0) || byCodeDescending(a.id, b.id));
      const start = (query.page - 1) * query.size;
      return {
        list: chosen
          .slice(start, start + query.size)
          .map((row) =>
            toItem(kind, { row, state: displayState(kind, row, at), community: byId.get(row.communityId) }),
          ),
        total: chosen.length,
        page: query.page,
        size: query.size,
      };
    },
  };
}

export type GovCommunityAffairService = ReturnType<typeof createGovCommunityAffairService>;
