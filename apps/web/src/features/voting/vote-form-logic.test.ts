import { ISSUE_TYPES } from '@gongzhi/domain/voting/issue-types';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  emptyIssue,
  fromVotingInfo,
  issueBelowFloor,
  isValidTriple,
  presetRules,
  toCreatePayload,
  toDraftPayload,
  type VoteFormValues,
  votingDateError,
} from './vote-form-logic';
import type { VotingInfo } from './voting-api';

const types = ISSUE_TYPES.map((type) => ({ ...type }));
const property = types.find((type) => type.issueType === 'PROPERTY_SERVICE');
const rebuild = types.find((type) => type.issueType === 'REBUILD');

describe('rule presets per issue type', () => {
  it('starts an ordinary matter at > 1/2 and a major one at ≥ 3/4, both with the 2/3 participation rule', () => {
    expect(presetRules(property)).toEqual({
      effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
      votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'],
      countingRuleParam: null,
    });
    expect(presetRules(rebuild).votingRuleParam).toEqual(['3/4', '3/4', 'GREATER_THAN_OR_EQUAL']);
    expect(emptyIssue(rebuild).issueTypeId).toBe(rebuild?.issueTypeId);
  });

  it('gives each issue its own copy of the preset', () => {
    const first = presetRules(property);
    first.effectRuleParam[0] = '1/2';
    expect(presetRules(property).effectRuleParam[0]).toBe('2/3');
  });
});

describe('legal floor warning', () => {
  const issue = (overrides: Partial<ReturnType<typeof emptyIssue>>) => ({
    ...emptyIssue(property),
    title: 'x',
    ...overrides,
  });

  it('is off for the legal rules and stricter ones', () => {
    expect(issueBelowFloor(issue({}), types)).toBe(false);
    expect(issueBelowFloor(issue({ votingRuleParam: ['2/3', '2/3', 'GREATER_THAN'] }), types)).toBe(false);
  });

  it('is on for a weaker participation or agreement rule', () => {
    expect(issueBelowFloor(issue({ effectRuleParam: ['1/2', '2/3', 'GREATER_THAN_OR_EQUAL'] }), types)).toBe(
      true,
    );
    expect(issueBelowFloor(issue({ votingRuleParam: ['1/2', '1/2', 'GREATER_THAN_OR_EQUAL'] }), types)).toBe(
      true,
    );
    // A major matter needs ≥ 3/4: the ordinary > 1/2 is below its floor.
    expect(
      issueBelowFloor(
        { ...issue({ issueTypeId: rebuild?.issueTypeId }), votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'] },
        types,
      ),
    ).toBe(true);
  });

  it('stays silent while a rule or the type is incomplete', () => {
    expect(issueBelowFloor(issue({ effectRuleParam: ['', '2/3', 'GREATER_THAN'] }), types)).toBe(false);
    expect(issueBelowFloor(issue({ issueTypeId: undefined }), types)).toBe(false);
    expect(isValidTriple(['3/2', '1/2', 'GREATER_THAN'])).toBe(false);
    expect(isValidTriple(['2/3', '1', 'GREATER_THAN'])).toBe(true);
  });
});

const start = dayjs('2026-12-01T09:00:00+08:00');
const end = dayjs('2026-12-15T18:00:00+08:00');

const values: VoteFormValues = {
  title: '  关于续聘物业服务企业的表决 ',
  description: '说明',
  materials: [{ attachmentId: 'A1', sourceName: 'a.pdf', contentType: 'application/pdf', size: 10 }],
  scopeType: 'BUILDING',
  buildingCodes: ['B1', 'B2'],
  houseCodes: ['H9'],
  votingPeriod: [start, end],
  paperPeriod: null,
  issues: [{ ...emptyIssue(property), title: '续聘' }],
};

describe('payloads', () => {
  it('builds createSimplify with ISO dates, attachment codes and only the codes of the chosen scope', () => {
    const payload = toCreatePayload(values, 'YGHY001');
    expect(payload).toMatchObject({
      communityInfoCode: 'YGHY001',
      title: '关于续聘物业服务企业的表决',
      materialAttachments: ['A1'],
      scopeType: 'BUILDING',
      buildingCodes: ['B1', 'B2'],
      houseCodes: [],
      pdStartDate: null,
      pdEndDate: null,
    });
    expect(new Date(payload.startDate).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(payload.issues[0]).toMatchObject({
      title: '续聘',
      issueTypeId: property?.issueTypeId,
      countingRuleParam: null,
    });
  });

  it('saves a draft with whatever is filled, leaving out unfinished issues, and re-saves by code', () => {
    const draft = toDraftPayload(
      { ...values, votingPeriod: null, issues: [...values.issues, { ...emptyIssue(property), title: '' }] },
      'YGHY001',
      'V1',
    );
    expect(draft.votingCode).toBe('V1');
    expect(draft.startDate).toBeNull();
    expect(draft.issues).toHaveLength(1);
    expect(toDraftPayload(values, 'YGHY001').votingCode).toBeUndefined();
  });

  it('reads a saved draft back into the form', () => {
    const info = {
      title: 'T',
      description: 'D',
      materialAttachments: ['A1'],
      scopeType: 'HOUSE',
      buildingCodes: [],
      houseCodes: ['H1'],
      startDate: '2026-12-01T01:00:00.000Z',
      endDate: null,
      pdStartDate: null,
      pdEndDate: null,
      issues: [
        {
          issueKey: '1',
          title: 'I',
          description: '',
          issueTypeId: 4,
          effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
          votingRuleParam: ['1/2', '1/2', 'GREATER_THAN'],
          countingRuleParam: null,
        },
      ],
    } as unknown as VotingInfo;
    const form = fromVotingInfo(info);
    expect(form.materials?.[0]?.attachmentId).toBe('A1');
    expect(form.votingPeriod?.[0]?.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(form.votingPeriod?.[1]).toBeNull();
    expect(form.paperPeriod).toBeNull();
    expect(toDraftPayload(form, 'C').houseCodes).toEqual(['H1']);
  });
});

describe('the SPEC §3 fields (issue #28 item 7)', () => {
  const file = (attachmentId: string, sourceName: string) => ({
    attachmentId,
    sourceName,
    contentType: 'application/pdf',
    size: 1,
  });

  it('sends the announcement day, the rules text and the codes of the signed papers', () => {
    const payload = toCreatePayload(
      {
        ...values,
        votingDate: dayjs('2026-11-20'),
        votingRule: '一户一票',
        signAttachment: [file('S1', '签字页.pdf')],
        faceAuthorizationLetter: [file('F1', '授权书.pdf')],
      },
      'YGHY001',
    );
    expect(payload).toMatchObject({
      votingDate: '2026-11-20',
      votingRule: '一户一票',
      signAttachment: ['S1'],
      faceAuthorizationLetter: ['F1'],
    });
    expect(toDraftPayload({ ...values, votingDate: null }, 'YGHY001')).toMatchObject({
      votingDate: null,
      votingRule: '',
      signAttachment: [],
      faceAuthorizationLetter: [],
    });
  });

  it('reads them back with the real file names', () => {
    const info = {
      title: 'T',
      description: '',
      materialAttachments: ['A1'],
      votingDate: '2026-11-20',
      votingRule: '规则',
      signAttachment: ['S1'],
      faceAuthorizationLetter: ['GONE'],
      files: [
        { ...file('A1', '方案.pdf'), pubAttachmentId: 'P1' },
        { ...file('S1', '签字页.pdf'), pubAttachmentId: 'P2' },
      ],
      scopeType: 'COMMUNITY',
      buildingCodes: [],
      houseCodes: [],
      startDate: null,
      endDate: null,
      pdStartDate: null,
      pdEndDate: null,
      issues: [],
    } as unknown as VotingInfo;
    const form = fromVotingInfo(info);
    expect(form.votingDate?.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(form.votingRule).toBe('规则');
    expect(form.materials?.map((item) => item.sourceName)).toEqual(['方案.pdf']);
    expect(form.signAttachment?.map((item) => item.sourceName)).toEqual(['签字页.pdf']);
    expect(form.faceAuthorizationLetter?.map((item) => item.attachmentId)).toEqual(['GONE']);
  });

  it('refuses an announcement day after the start day, as the server does', () => {
    expect(votingDateError({ votingDate: dayjs('2026-12-02'), votingPeriod: [start, end] })).toBe(
      '公告日期不能晚于表决开始日期',
    );
    expect(votingDateError({ votingDate: dayjs('2026-12-01'), votingPeriod: [start, end] })).toBeNull();
    expect(votingDateError({ votingDate: null, votingPeriod: [start, end] })).toBeNull();
  });
});
