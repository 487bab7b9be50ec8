import {
  AFTER_END_MESSAGES,
  CORRECTION_CHAIN_TYPE,
  type CorrectionDto,
  CorrectionKind,
  hasEnded,
} from '@gongzhi/domain/voting/after-end';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import { evidenceChain } from '../../db/schema';
import { appendLocked } from './chain';
import type { VotingRepository, VotingRow } from './repository';

/**
 * The one path for changes to a tally after the vote's end (issue #22 item 2): the caller gives a
 * reason, the change names its actor, and a CORRECTION chain entry records it beside the change's
 * own entry; the published result lists them all (`correctionsOf`).
 */

/** The reason a change made now needs, or null before the end; 400 when it is missing after it. */
export function correctionReasonFor(voting: VotingRow, now: Date, reason: string | undefined): string | null {
  if (!hasEnded(voting.endDate, now)) return null;
  if (!reason) throw new AppError(400, AFTER_END_MESSAGES.correctionReasonRequired);
  return reason;
}

type CorrectionEntry = {
  kind: CorrectionKind;
  reason: string;
  entryId: string | null;
  voter: { voterRef: string } | { voterKey: string };
  by: string | null;
};

/** Appends the correction's chain entry (the caller holds the vote's lock). */
export function appendCorrection(tx: VotingRepository, voting: VotingRow, entry: CorrectionEntry, now: Date) {
  const { voter, ...rest } = entry;
  return appendLocked(tx, voting.id, CORRECTION_CHAIN_TYPE, { ...rest, ...voter }, now);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Every correction of a vote, oldest first, as its chain records them. */
export async function correctionsOf(db: Db, votingId: number): Promise<CorrectionDto[]> {
  const rows = await db
    .select({ seq: evidenceChain.seq, payload: evidenceChain.payload, at: evidenceChain.at })
    .from(evidenceChain)
    .where(and(eq(evidenceChain.votingId, votingId), eq(evidenceChain.type, CORRECTION_CHAIN_TYPE)))
    .orderBy(asc(evidenceChain.seq));
  return rows.flatMap((row) => {
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const kind = payload.kind;
    if (!CorrectionKind.is(kind)) return [];
    return [
      {
        seq: row.seq,
        kind,
        kindName: CorrectionKind.label(kind),
        reason: text(payload.reason) ?? '',
        entryId: text(payload.entryId),
        voterRef: text(payload.voterRef) ?? text(payload.voterKey),
        by: text(payload.by),
        at: row.at,
      },
    ];
  });
}
