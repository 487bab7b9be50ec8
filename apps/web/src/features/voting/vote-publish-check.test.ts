import { describe, expect, it } from 'vitest';
import { publishProblems } from './vote-publish-check';
import type { VotingInfo } from './voting-api';

/** A draft as /v1/voting/infoSimplify answers it; only the fields the check reads matter. */
function draft(overrides: Partial<VotingInfo> = {}): VotingInfo {
  return {
    votingCode: 'D1',
    title: '电梯更新',
    votingState: 'DRAFT',
    scopeType: 'COMMUNITY',
    startDate: '2099-12-01T01:00:00.000Z',
    endDate: '2099-12-15T10:00:00.000Z',
    pdStartDate: null,
    pdEndDate: null,
    votingDate: null,
    description: '',
    materialAttachments: [],
    votingRule: '',
    signAttachment: [],
    faceAuthorizationLetter: [],
    files: [],
    buildingCodes: [],
    houseCodes: [],
    issues: [
      {
        title: '更新电梯',
        description: '',
        issueTypeId: 1,
        effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
        votingRuleParam: ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'],
        countingRuleParam: null,
        belowLegalFloor: false,
      },
    ],
    ...overrides,
  } as unknown as VotingInfo;
}

describe('publishing a draft vote from its detail page: the client check (domain rules)', () => {
  it('a complete draft has nothing missing', () => {
    const problems = publishProblems(draft(), 'YGHY001');
    expect(problems).toEqual([]);
  });

  it('names the missing title, voting period and issues with the schema messages', () => {
    const problems = publishProblems(
      draft({ title: '', startDate: null, endDate: null, issues: [] }),
      'YGHY001',
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'form.title',
      'form.votingPeriod',
      'form.issues',
    ]);
    expect(problems.find((problem) => problem.field === 'form.title')?.message).toBe('标题不能为空');
    expect(problems.find((problem) => problem.field === 'form.issues')?.message).toBe('至少需要一个议题');
  });

  it('asks the periods rule of the domain: end after start, still ahead, paper period in order', () => {
    const now = new Date('2099-12-10T00:00:00.000Z');
    const endFirst = publishProblems(draft({ endDate: '2099-11-30T00:00:00.000Z' }), 'YGHY001', now);
    expect(endFirst).toEqual([{ field: 'form.votingPeriod', message: '结束时间须晚于开始时间' }]);
    const over = publishProblems(draft(), 'YGHY001', new Date('2099-12-16T00:00:00.000Z'));
    expect(over).toEqual([{ field: 'form.votingPeriod', message: '结束时间须晚于当前时间' }]);
    const paper = publishProblems(
      draft({ pdStartDate: '2099-12-05T00:00:00.000Z', pdEndDate: '2099-12-04T00:00:00.000Z' }),
      'YGHY001',
      now,
    );
    expect(paper).toEqual([{ field: 'form.paperPeriod', message: '纸质表决结束时间须晚于开始时间' }]);
  });

  it('names an issue by its number, once, and one below the legal floor', () => {
    const [first] = draft().issues;
    const problems = publishProblems(
      draft({
        issues: [
          { ...first, title: '' },
          { ...first, belowLegalFloor: true },
        ] as VotingInfo['issues'],
      }),
      'YGHY001',
    );
    expect(problems).toEqual([
      { field: 'form.issueN', n: 1, message: '标题不能为空' },
      { field: 'form.issueN', n: 2, reasonKey: 'form.belowFloor' },
    ]);
  });

  it('an announcement day after the opening day, as the server refuses it', () => {
    const problems = publishProblems(draft({ votingDate: '2099-12-05' }), 'YGHY001');
    expect(problems.map((problem) => problem.field)).toEqual(['form.votingDate']);
    expect(problems[0]?.message).toBeTruthy();
  });
});
