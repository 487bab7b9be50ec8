import { buildVoterRoll, houseVotingArea } from '@gongzhi/domain/voting/voter-roll';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { appendLocked } from './chain';
import type { VotingRepository, VotingRow } from './repository';
import { chainRollDigest, newVoterRefKey } from './voter-ref';
import { VOTING_MESSAGES } from './voting-messages';

/** The roll a scope would have today (before the vote opens; frozen at opening). */
export async function liveRoll(
  tx: VotingRepository,
  communityId: number,
  scope: Parameters<VotingRepository['housesInScope']>[1],
) {
  const rows = await tx.housesInScope(communityId, scope);
  const roll = buildVoterRoll(
    rows.map((row) => ({ houseId: row.houseId, area: houseVotingArea(row), ownerIds: row.ownerUserIds })),
  );
  return { rows, roll };
}

export async function scopeIdsOf(tx: VotingRepository, voting: VotingRow) {
  const scope = await tx.scopeOf(voting.id);
  return {
    scopeType: voting.scopeType,
    buildingIds: scope.flatMap((row) => (row.buildingId ? [row.buildingId] : [])),
    houseIds: scope.flatMap((row) => (row.houseId ? [row.houseId] : [])),
    buildingCodes: scope.flatMap((row) => (row.buildingCode ? [row.buildingCode] : [])),
    houseCodes: scope.flatMap((row) => (row.houseCode ? [row.houseCode] : [])),
  };
}

/** Freezes the roll of a vote whose row the caller has locked, if it has opened and is not frozen. */
export async function freezeLocked(tx: VotingRepository, voting: VotingRow, now: Date): Promise<boolean> {
  if (voting.rollFrozenAt) return false;
  if (voting.votingState !== 'HAS_NOT_STARTED' && voting.votingState !== 'PROCESSING') return false;
  if (!voting.startDate || voting.startDate.getTime() > now.getTime()) return false;
  // A vote created before voter references gets its secret now: its chain starts here.
  if (!voting.voterRefKey) {
    voting.voterRefKey = newVoterRefKey();
    await tx.update(voting.id, { voterRefKey: voting.voterRefKey });
  }
  const scope = await scopeIdsOf(tx, voting);
  const { rows, roll } = await liveRoll(tx, voting.communityId, scope);
  const houseById = new Map(rows.map((row) => [row.houseId, row]));
  await tx.insertRoll(
    voting.id,
    roll.voters.map((voter) => ({
      voterKey: voter.voterKey,
      ownerUserIds: voter.ownerIds,
      area: voter.area,
      houses: voter.houseIds.map((houseId) => {
        const house = houseById.get(houseId);
        return {
          houseId,
          houseCode: house?.houseCode ?? '',
          buildingId: house?.buildingId ?? 0,
          area: house ? houseVotingArea(house) : 0,
        };
      }),
    })),
  );
  const rollDigest = chainRollDigest(voting, roll.voters);
  await appendLocked(
    tx,
    voting.id,
    'ROLL_FROZEN',
    { votingCode: voting.votingCode, totalArea: roll.totalArea, totalHeads: roll.totalHeads, rollDigest },
    now,
  );
  await tx.markRollRosterChanges(voting.id, voting.communityId);
  await tx.update(voting.id, { rollFrozenAt: now });
  voting.rollFrozenAt = now;
  return true;
}

type RollFreezeDeps = {
  clock: Clock;
  inTransaction: <T>(work: (tx: VotingRepository) => Promise<T>) => Promise<T>;
};

export function createRollFreeze({ clock, inTransaction }: RollFreezeDeps) {
  /** Freezes the roll once the vote has opened (first touch after the start date). */
  async function ensureFrozen(voting: VotingRow): Promise<VotingRow> {
    const now = clock.now();
    if (voting.rollFrozenAt || !voting.startDate || voting.startDate.getTime() > now.getTime()) return voting;
    if (voting.votingState !== 'HAS_NOT_STARTED' && voting.votingState !== 'PROCESSING') return voting;
    return inTransaction(async (tx) => {
      const locked = await tx.lock(voting.id);
      if (!locked) throw new AppError(404, VOTING_MESSAGES.votingNotFound);
      await freezeLocked(tx, locked, now);
      return locked;
    });
  }

  /**
   * Freezes every vote whose start has passed and whose roll is still open, of one community or
   * of all: before any roster write (so the write never enters the roll) and on a timer, so the
   * roll is the roster at the start whatever happens first. Returns how many rolls froze.
   */
  async function freezeDue(communityId?: number): Promise<number> {
    const now = clock.now();
    const due = await inTransaction((tx) => tx.dueForFreeze(now, communityId));
    let frozen = 0;
    for (const { id } of due) {
      const done = await inTransaction(async (tx) => {
        const locked = await tx.lock(id);
        return locked ? freezeLocked(tx, locked, now) : false;
      });
      if (done) frozen += 1;
    }
    return frozen;
  }

  return { liveRoll, scopeIdsOf, freezeLocked, ensureFrozen, freezeDue };
}
