import { describe, expect, it } from 'vitest';
import { votingCreateInput, votingDraftInput, votingEdgeInfoInput } from './voting-api';
import {
  calendarDate,
  shanghaiDay,
  VOTING_FIELD_MESSAGES,
  VOTING_PERIOD_MESSAGES,
  votingDateProblem,
  votingPeriodProblem,
} from './voting-fields';

const base = {
  communityInfoCode: 'YGHY001',
  title: '外墙翻新',
  startDate: '2026-03-10T00:00:00+08:00',
  endDate: '2026-03-20T00:00:00+08:00',
  issues: [{ title: '是否同意外墙翻新', issueTypeId: 4 }],
};

function messages(input: unknown): string[] {
  const result = votingCreateInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('votingDate', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    [' 2026-12-31 ', '2026-12-31'],
    ['2026-02-30', null],
    ['2026-3-1', null],
    ['2026-03-01 00:00:00', null],
    ['', null],
  ])('calendarDate(%j) is %j', (value, expected) => {
    expect(calendarDate(value)).toBe(expected);
  });

  it('the business day of an instant is Shanghai’s', () => {
    expect(shanghaiDay('2026-03-09T16:00:00Z')).toBe('2026-03-10');
    expect(shanghaiDay('2026-03-09T15:59:59Z')).toBe('2026-03-09');
  });

  it('may not come after the day the vote opens', () => {
    expect(votingDateProblem('2026-03-10', '2026-03-10T00:00:00+08:00')).toBeNull();
    expect(votingDateProblem('2026-02-20', '2026-03-10T00:00:00+08:00')).toBeNull();
    expect(votingDateProblem('2026-03-11', '2026-03-10T23:59:00+08:00')).toBe(
      VOTING_FIELD_MESSAGES.votingDateAfterStart,
    );
    expect(votingDateProblem(null, '2026-03-10T00:00:00+08:00')).toBeNull();
    expect(votingDateProblem('2026-03-11', null)).toBeNull();
  });
});

describe('the SPEC §3 fields in the vote inputs (issue #28 item 7)', () => {
  it('are optional, with empty defaults, and line breaks of the rules kept as \\n', () => {
    expect(votingCreateInput.parse(base)).toMatchObject({
      votingRule: '',
      signAttachment: [],
      faceAuthorizationLetter: [],
    });
    const parsed = votingDraftInput.parse({
      ...base,
      votingDate: '2026-03-01',
      votingRule: '一户一票\r\n纸质票以签字为准',
      signAttachment: ['A1'],
      faceAuthorizationLetter: ['A2'],
    });
    expect(parsed).toMatchObject({
      votingDate: '2026-03-01',
      votingRule: '一户一票\n纸质票以签字为准',
      signAttachment: ['A1'],
      faceAuthorizationLetter: ['A2'],
    });
  });

  it('refuse a malformed date, an over-long rules text and more than nine files, in Chinese', () => {
    expect(messages({ ...base, votingDate: '2026/03/01' })).toEqual(['公告日期格式应为YYYY-MM-DD']);
    expect(messages({ ...base, votingRule: '规'.repeat(2001) })).toEqual(['表决规则说明不能超过2000字']);
    const ten = Array.from({ length: 10 }, (_, index) => `A${index}`);
    expect(messages({ ...base, signAttachment: ten })).toEqual(['最多只能上传9个文件']);
    expect(messages({ ...base, faceAuthorizationLetter: ten })).toEqual(['最多只能上传9个文件']);
  });

  it('updateEdgeInfo takes the signed papers only', () => {
    const parsed = votingEdgeInfoInput.parse({
      communityInfoCode: 'YGHY001',
      votingCode: 'V1',
      signAttachment: ['A1'],
      votingDate: '2026-03-01',
    });
    expect(parsed).toEqual({ communityInfoCode: 'YGHY001', votingCode: 'V1', signAttachment: ['A1'] });
  });
});

describe('votingPeriodProblem', () => {
  const now = new Date('2026-12-01T00:00:00.000Z');
  const period = { startDate: '2026-12-02T00:00:00.000Z', endDate: '2026-12-09T00:00:00.000Z' };

  it('accepts a period that ends after it starts and after now', () => {
    expect(votingPeriodProblem(period, now)).toBeNull();
    expect(votingPeriodProblem({ ...period, startDate: '2026-11-01T00:00:00.000Z' }, now)).toBeNull();
  });

  it('needs both ends', () => {
    expect(votingPeriodProblem({ startDate: period.startDate }, now)).toBe(
      VOTING_PERIOD_MESSAGES.datesRequired,
    );
    expect(votingPeriodProblem({ ...period, endDate: 'not a date' }, now)).toBe(
      VOTING_PERIOD_MESSAGES.datesRequired,
    );
  });

  it('refuses an end at or before the start, then an end at or before now', () => {
    expect(votingPeriodProblem({ ...period, endDate: period.startDate }, now)).toBe(
      VOTING_PERIOD_MESSAGES.endBeforeStart,
    );
    expect(votingPeriodProblem(period, new Date(period.endDate))).toBe(VOTING_PERIOD_MESSAGES.endInPast);
  });

  it('checks the paper period only when both of its ends are given', () => {
    const paper = { pdStartDate: '2026-12-05T00:00:00.000Z', pdEndDate: '2026-12-05T00:00:00.000Z' };
    expect(votingPeriodProblem({ ...period, ...paper }, now)).toBe(VOTING_PERIOD_MESSAGES.pdDatesInvalid);
    expect(votingPeriodProblem({ ...period, pdStartDate: paper.pdStartDate }, now)).toBeNull();
  });
});
