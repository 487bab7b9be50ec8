import { describe, expect, it } from 'vitest';
import { votingCreateInput, votingDraftInput, votingEdgeInfoInput } from './voting-api';
import { calendarDate, shanghaiDay, VOTING_FIELD_MESSAGES, votingDateProblem } from './voting-fields';

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
