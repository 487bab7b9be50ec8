import { describe, expect, it } from 'vitest';
import { FinanceAccountType, ReportPeriod, reportPeriodMonths } from './finance-enums';

describe('ReportPeriod', () => {
  it.each([
    ['A', '第一季度', 1, 3],
    ['B', '第二季度', 4, 6],
    ['C', '第三季度', 7, 9],
    ['D', '第四季度', 10, 12],
    ['U', '上半年', 1, 6],
    ['L', '下半年', 7, 12],
    ['ALL', '全年', 1, 12],
  ] as const)('%s is %s, months %i–%i', (period, label, from, to) => {
    expect(ReportPeriod.label(period)).toBe(label);
    expect(reportPeriodMonths(period)).toEqual({ from, to });
  });
});

describe('FinanceAccountType', () => {
  it('ends with OTHER, which needs an otherTypeName on notices', () => {
    expect(FinanceAccountType.values.at(-1)).toBe('OTHER');
  });
});
