import { boardRate } from '@gongzhi/domain/gov-board/gov-board-api';
import {
  type ComplaintHandleStatDto,
  chinaMonth,
  type GovPeriodQuery,
  hourFigures,
  hoursBetween,
  type InformationReleaseStatDto,
  periodBounds,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import type { Actor } from '../../common/actor';
import type { Db } from '../../db/client';
import type { CommunityRepository } from '../community/repository';
import { createGovScope } from '../gov-community-affair/gov-scope';
import { createGovStatRepository } from './repository';

type Deps = { db: Db; communities: CommunityRepository };

function countKeys(values: readonly string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([key, count]) => ({ key, count }));
}

/** Counts per China-time month (YYYY-MM), oldest first. */
function byMonth(dates: readonly Date[]) {
  return countKeys(dates.map(chinaMonth))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, count }) => ({ month: key, count }));
}

/** Government work statistics (SPEC §7 govWorkStatistics) over the jurisdiction and a period. */
export function createGovStatService(deps: Deps) {
  const repo = createGovStatRepository(deps.db);
  const scope = createGovScope(deps.communities);

  return {
    async complaintHandle(actor: Actor, query: GovPeriodQuery): Promise<ComplaintHandleStatDto> {
      const { communities } = await scope(actor, query.communityInfoCode);
      const rows = await repo.complaints(
        communities.map((row) => row.id),
        periodBounds(query),
      );
      const handled = rows.filter((row) => row.state === 'HANDLED' && row.handledAt);
      const hoursOf = (list: typeof rows) =>
        list.flatMap((row) => (row.handledAt ? [hoursBetween(row.createdAt, row.handledAt)] : []));
      const figures = hourFigures(hoursOf(handled));
      return {
        total: rows.length,
        handled: handled.length,
        handling: rows.length - handled.length,
        handledRate: boardRate(handled.length, rows.length),
        averageHours: figures.average,
        medianHours: figures.median,
        byType: countKeys(rows.map((row) => row.complaintType)),
        filedByMonth: byMonth(rows.map((row) => row.createdAt)),
        handledByMonth: byMonth(handled.flatMap((row) => (row.handledAt ? [row.handledAt] : []))),
        communities: communities.map((community) => {
          const own = rows.filter((row) => row.communityId === community.id);
          const ownHandled = own.filter((row) => row.state === 'HANDLED' && row.handledAt);
          return {
            communityInfoCode: community.communityInfoCode,
            communityName: community.communityName,
            total: own.length,
            handled: ownHandled.length,
            averageHours: hourFigures(hoursOf(ownHandled)).average,
          };
        }),
      };
    },

    async informationRelease(actor: Actor, query: GovPeriodQuery): Promise<InformationReleaseStatDto> {
      const { staff, communities } = await scope(actor, query.communityInfoCode);
      const rows = await repo.releases(
        staff,
        periodBounds(query),
        query.communityInfoCode ? communities[0]?.id : undefined,
      );
      const readCount = rows.reduce((sum, row) => sum + row.readCount, 0);
      const ownerCount = rows.reduce((sum, row) => sum + row.ownerCount, 0);
      return {
        releaseCount: rows.length,
        readCount,
        ownerCount,
        readRate: boardRate(readCount, ownerCount),
        byType: countKeys(rows.map((row) => row.informationType)),
        releasesByMonth: byMonth(rows.map((row) => row.createdAt)),
        items: rows
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map((row) => ({
            informationId: row.informationId,
            title: row.title,
            informationType: row.informationType,
            gmtCreate: row.createdAt.toISOString(),
            readCount: row.readCount,
            ownerCount: row.ownerCount,
            readRate: boardRate(row.readCount, row.ownerCount),
          })),
      };
    },
  };
}

export type GovStatService = ReturnType<typeof createGovStatService>;
