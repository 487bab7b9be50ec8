import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import type { VotingRepository } from './repository';

export function chainEntryOf(row: {
  seq: number;
  type: string;
  payload: unknown;
  at: string;
  prev: string;
  hash: string;
}): ChainEntry {
  return { seq: row.seq, type: row.type, payload: row.payload, at: row.at, prev: row.prev, hash: row.hash };
}

/** Appends an entry to the chain of a vote whose row the caller has locked. */
export async function appendLocked(
  tx: VotingRepository,
  votingId: number,
  type: string,
  payload: unknown,
  at: Date,
) {
  const head = await tx.chainHead(votingId);
  const entry = appendEntry(head ? chainEntryOf(head) : null, { type, payload, at: at.toISOString() });
  await tx.appendChain({ votingId, ...entry });
  return entry;
}
