import { formatFen } from './money';

/** Which side of the books a report line is on. */
export const FINANCE_DIRECTIONS = ['INCOME', 'EXPENSE'] as const;
export type FinanceDirection = (typeof FINANCE_DIRECTIONS)[number];

export type TotalsInput = {
  openingBalanceFen: number;
  incomeTotalFen: number;
  expenseTotalFen: number;
  closingBalanceFen: number;
  lines: readonly { direction: FinanceDirection; amountFen: number }[];
};

export type TotalsProblem =
  | { kind: 'INCOME'; expected: number; actual: number }
  | { kind: 'EXPENSE'; expected: number; actual: number }
  | { kind: 'CLOSING'; expected: number; actual: number };

/** Sums the lines of one direction (integers in fen, so the sum is exact). */
export function sumLines(lines: TotalsInput['lines'], direction: FinanceDirection): number {
  return lines.reduce((sum, line) => (line.direction === direction ? sum + line.amountFen : sum), 0);
}

/** The closing balance the other figures imply: opening + income − expense. */
export function expectedClosing(
  report: Pick<TotalsInput, 'openingBalanceFen' | 'incomeTotalFen' | 'expenseTotalFen'>,
) {
  return report.openingBalanceFen + report.incomeTotalFen - report.expenseTotalFen;
}

/**
 * The totals rule of a finance report: the income lines add up to the income total, the expense
 * lines to the expense total, and opening + income − expense equals the closing balance. Returns
 * the first problem, or null when the report adds up.
 */
export function checkReportTotals(report: TotalsInput): TotalsProblem | null {
  const income = sumLines(report.lines, 'INCOME');
  if (income !== report.incomeTotalFen)
    return { kind: 'INCOME', expected: report.incomeTotalFen, actual: income };
  const expense = sumLines(report.lines, 'EXPENSE');
  if (expense !== report.expenseTotalFen)
    return { kind: 'EXPENSE', expected: report.expenseTotalFen, actual: expense };
  const closing = expectedClosing(report);
  if (closing !== report.closingBalanceFen)
    return { kind: 'CLOSING', expected: report.closingBalanceFen, actual: closing };
  return null;
}

/** The Chinese message for a totals problem, amounts in yuan. */
export function totalsProblemMessage(problem: TotalsProblem): string {
  const expected = formatFen(problem.expected);
  const actual = formatFen(problem.actual);
  switch (problem.kind) {
    case 'INCOME':
      return `收入明细合计${actual}元，与收入合计${expected}元不一致`;
    case 'EXPENSE':
      return `支出明细合计${actual}元，与支出合计${expected}元不一致`;
    case 'CLOSING':
      return `期初余额加收入减支出为${actual}元，与期末余额${expected}元不一致`;
  }
}
