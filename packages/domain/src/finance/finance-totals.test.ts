import { describe, expect, it } from 'vitest';
import { financeReportCreateInput } from './finance-api';
import { checkReportTotals, expectedClosing, sumLines, totalsProblemMessage } from './finance-totals';

const lines = [
  { direction: 'INCOME', amountFen: 1_200_000 },
  { direction: 'INCOME', amountFen: 35_050 },
  { direction: 'EXPENSE', amountFen: 480_000 },
] as const;
const good = {
  openingBalanceFen: 10_000_000,
  incomeTotalFen: 1_235_050,
  expenseTotalFen: 480_000,
  closingBalanceFen: 10_755_050,
  lines,
};

describe('checkReportTotals', () => {
  it('accepts a report whose lines and balances add up', () => {
    expect(sumLines(lines, 'INCOME')).toBe(1_235_050);
    expect(expectedClosing(good)).toBe(10_755_050);
    expect(checkReportTotals(good)).toBeNull();
  });

  it('names the income total that does not match', () => {
    const problem = checkReportTotals({ ...good, incomeTotalFen: 1_235_000 });
    expect(problem).toEqual({ kind: 'INCOME', expected: 1_235_000, actual: 1_235_050 });
    if (!problem) throw new Error('expected a problem');
    expect(totalsProblemMessage(problem)).toBe('收入明细合计12,350.50元，与收入合计12,350.00元不一致');
  });

  it('names the expense total and the closing balance', () => {
    expect(checkReportTotals({ ...good, expenseTotalFen: 1 })?.kind).toBe('EXPENSE');
    const closing = checkReportTotals({ ...good, closingBalanceFen: 0 });
    if (!closing) throw new Error('expected a problem');
    expect(totalsProblemMessage(closing)).toBe('期初余额加收入减支出为107,550.50元，与期末余额0.00元不一致');
  });

  it('treats an empty report with zero totals as adding up', () => {
    expect(
      checkReportTotals({
        openingBalanceFen: 0,
        incomeTotalFen: 0,
        expenseTotalFen: 0,
        closingBalanceFen: 0,
        lines: [],
      }),
    ).toBeNull();
  });
});

describe('financeReportCreateInput', () => {
  const base = {
    communityInfoCode: 'C1',
    financialAccountId: 'FA1',
    year: 2026,
    period: 'A',
    openingBalanceFen: 0,
    incomeTotalFen: 100,
    expenseTotalFen: 0,
    closingBalanceFen: 100,
    lines: [{ direction: 'INCOME', itemName: '停车费', amountFen: 100 }],
  };

  it('accepts a quarterly report in fen', () => {
    expect(financeReportCreateInput.parse(base).attachments).toEqual([]);
  });

  it('refuses negative and fractional amounts and unknown periods with Chinese messages', () => {
    const negative = financeReportCreateInput.safeParse({
      ...base,
      lines: [{ direction: 'INCOME', itemName: '停车费', amountFen: -1 }],
    });
    expect(negative.error?.issues[0]?.message).toBe('金额不能为负数');
    const fraction = financeReportCreateInput.safeParse({ ...base, incomeTotalFen: 10.5 });
    expect(fraction.error?.issues[0]?.message).toBe('金额须为整数（分）');
    expect(financeReportCreateInput.safeParse({ ...base, period: 'Q1' }).success).toBe(false);
  });
});
