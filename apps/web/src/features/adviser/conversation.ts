import type { AdviserAnswer } from '@gongzhi/domain/adviser/adviser-api';

/** One question of the conversation and what came back. */
export type StoredTurn = { question: string; answer: AdviserAnswer | null; error: string | null };

/**
 * The conversation is kept in the tab's session storage, so reading a cited article and coming back
 * (or switching between the H5 page and the app) finds it where it was; a new tab starts afresh.
 */
const KEY = 'gz-adviser-conversation';
/** Turns kept: enough for a session, small enough for storage. */
const KEPT = 20;

export function loadConversation(): StoredTurn[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (turn): turn is StoredTurn =>
            typeof turn === 'object' && turn !== null && typeof (turn as StoredTurn).question === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveConversation(turns: readonly StoredTurn[]): void {
  try {
    // A question still waiting for its answer is not kept: it would wait forever after a reload.
    const done = turns.filter((turn) => turn.answer || turn.error).slice(-KEPT);
    if (done.length) sessionStorage.setItem(KEY, JSON.stringify(done));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or refused (private mode): the conversation lives on this page only.
  }
}
