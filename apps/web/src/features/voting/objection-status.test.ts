import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { i18n } from '../../locales/i18n-core';
import type { ObjectionPeriod } from './objection-api';
import './objection-locale';
import { resultStatusView } from './objection-status';

// The status line's facts, shared by the workbench's and the owner entry's result pages.

const t = i18n.getFixedT('zh-CN', 'votingObjection');
const ENDS = '2026-11-28T09:00:00.000Z';
const FINAL_AT = '2026-11-29T09:00:00.000Z';

const period = (patch: Partial<ObjectionPeriod>): ObjectionPeriod => ({
  status: 'PRELIMINARY',
  statusName: '初步结果',
  days: 7,
  endsAt: ENDS,
  finalAt: null,
  open: true,
  objectionCount: 2,
  openObjectionCount: 1,
  ...patch,
});

describe('resultStatusView', () => {
  it('while the period runs: its length, end and count, and the preliminary hint', () => {
    expect(resultStatusView(period({}), t)).toEqual({
      final: false,
      days: '异议期 7 天',
      facts: [`异议期截止：${formatDateTime(ENDS)}`, '异议 2 条（待答复 1 条）'],
      hint: '异议期内本结果为初步结果；异议期结束且没有待答复的异议时，自动成为最终结果。',
    });
  });

  it('after the period with open objections: the answers it waits for', () => {
    expect(resultStatusView(period({ open: false }), t).hint).toBe(
      '异议期已结束，尚有 1 条异议待委员会答复，答复后成为最终结果。',
    );
    expect(resultStatusView(period({ open: false, openObjectionCount: 0 }), t).hint).toBeNull();
  });

  it('a final result: when it became final, no hint', () => {
    const view = resultStatusView(
      period({
        status: 'FINAL',
        statusName: '最终结果',
        open: false,
        openObjectionCount: 0,
        finalAt: FINAL_AT,
      }),
      t,
    );
    expect(view.final).toBe(true);
    expect(view.facts).toEqual([
      `异议期截止：${formatDateTime(ENDS)}`,
      `成为最终结果：${formatDateTime(FINAL_AT)}`,
      '异议 2 条（待答复 0 条）',
    ]);
    expect(view.hint).toBeNull();
  });

  it('a voting without a period: no length, no facts', () => {
    const view = resultStatusView(
      period({ days: null, endsAt: null, open: false, openObjectionCount: 0 }),
      t,
    );
    expect(view).toEqual({ final: false, days: null, facts: [], hint: null });
  });
});
