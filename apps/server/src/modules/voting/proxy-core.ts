import { formatMessage } from '@gongzhi/domain/common/messages';
import { PROXY_MESSAGES } from '@gongzhi/domain/voting/proxy';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { eq } from 'drizzle-orm';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import { communities } from '../../db/schema';
import { houseName } from './house-name';
import { createVotingPaperRepository } from './paper-repository';
import { createProxyRepository } from './proxy-repository';
import { createVotingRepository } from './repository';
import { createVotingCore, type VotingDeps } from './voting-core';
import { VOTING_MESSAGES } from './voting-messages';

export type Choices = Record<string, VoteChoice | null>;
export type ProxyFields = { proxyMobile: string; proxyName: string; proxyRelation: string };

export const refuse = (status: number, key: keyof typeof PROXY_MESSAGES, ...args: unknown[]) =>
  new AppError(status, formatMessage(PROXY_MESSAGES[key], ...args.map(String)));

/** The HTTP status of each refusal of the rules (proxy.ts). */
export const STATUS: Partial<Record<keyof typeof PROXY_MESSAGES, number>> = {
  selfProxy: 400,
  notYourProxy: 404,
  notFound: 404,
};

/**
 * What the appointment side (proxy-service.ts) and the proxy's ballots (proxy-ballots.ts) share: the
 * voting core, the proxy repository, a transaction with the repositories a change under the vote's lock
 * needs, and the look-ups of houses and users.
 */
export function createProxyCore(deps: VotingDeps) {
  const core = createVotingCore(deps);
  const { db, repo, paperRepo } = core;
  const proxies = createProxyRepository(db);

  const inTx = <T>(
    work: (
      t: ReturnType<typeof createVotingRepository>,
      p: ReturnType<typeof createProxyRepository>,
      paper: ReturnType<typeof createVotingPaperRepository>,
    ) => Promise<T>,
  ) =>
    db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      return work(createVotingRepository(tx), createProxyRepository(tx), createVotingPaperRepository(tx));
    });

  async function housesOf(votingId: number, voterIds: readonly number[]) {
    const map = new Map<number, string[]>();
    for (const label of await paperRepo.voterHouseLabels(votingId, voterIds)) {
      map.set(label.voterId, [...(map.get(label.voterId) ?? []), houseName(label)]);
    }
    return map;
  }

  async function userOf(userId: number) {
    const user = await repo.userById(userId);
    if (!user) throw new AppError(401, VOTING_MESSAGES.votingNotFound);
    return user;
  }

  return { ...core, proxies, inTx, housesOf, userOf };
}

export type ProxyCore = ReturnType<typeof createProxyCore>;

export async function communityNameOf(db: Db, communityId: number): Promise<string> {
  const [row] = await db
    .select({ name: communities.communityName })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row?.name ?? '';
}
