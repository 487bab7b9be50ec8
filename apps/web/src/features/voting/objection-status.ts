import type { ObjectionState } from '@gongzhi/domain/voting/objection';
import { formatDateTime } from '../../lib/format';
import type { TFn } from '../../locales/i18n-core';
import type { ObjectionPeriod } from './objection-api';

/**
 * What the result status line says (异议期, issue #22 item 4), without markup: the workbench's
 * objection-panels (antd Tag) and the owner entry's result-objections (no antd: the owner entry
 * must not pull it in) render the same facts each with its own components. `t` is bound to the
 * `votingObjection` namespace.
 */
export type ResultStatusView = {
  final: boolean;
  /** 「异议期 N 天」 beside the status tag, when the voting has a period. */
  days: string | null;
  /** The period's end, when the result became final and the count: those that apply, in order. */
  facts: string[];
  /** Why the result is still preliminary, or which answers it waits for. */
  hint: string | null;
};

export function resultStatusView(period: ObjectionPeriod, t: TFn): ResultStatusView {
  const final = period.status === 'FINAL';
  const facts: string[] = [];
  if (period.endsAt) facts.push(`${t('periodEnd')}：${formatDateTime(period.endsAt)}`);
  if (period.finalAt) facts.push(`${t('finalAt')}：${formatDateTime(period.finalAt)}`);
  if (period.endsAt) {
    facts.push(t('count', { count: period.objectionCount, open: period.openObjectionCount }));
  }
  let hint: string | null = null;
  if (!final && period.open) hint = t('preliminaryHint');
  else if (!final && period.openObjectionCount > 0) {
    hint = t('waitingAnswers', { count: period.openObjectionCount });
  }
  return {
    final,
    days: period.days !== null ? t('periodDays', { days: period.days }) : null,
    facts,
    hint,
  };
}

/** A tag's tone by meaning; each side maps it to its own tag colours. */
export type StatusTone = 'success' | 'warning' | 'default';

export const RESULT_STATUS_TONE = { FINAL: 'success', PRELIMINARY: 'warning' } as const satisfies Record<
  ObjectionPeriod['status'],
  StatusTone
>;

export const OBJECTION_STATE_TONE: Record<ObjectionState, StatusTone> = {
  OPEN: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'default',
};
