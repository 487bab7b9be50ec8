import { type IssueType, isBelowLegalFloor } from '@gongzhi/domain/voting/issue-types';
import { votingDateProblem } from '@gongzhi/domain/voting/voting-fields';
import { parseRatio, type RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import dayjs, { type Dayjs } from 'dayjs';
import type { Attachment } from '../../ui/upload/upload-api';
import type { CreateInput, DraftInput, IssueTypeItem, VotingInfo, VotingScopeType } from './voting-api';

/**
 * The create form's values and their mapping to the createSimplify / createDraft payloads. Pure, so
 * the rules (presets per issue type, the legal-floor warning, date handling) are unit-tested.
 */

export type IssueFormValue = {
  title: string;
  description?: string;
  issueTypeId?: number;
  effectRuleParam: RuleTriple;
  votingRuleParam: RuleTriple;
  /** The optional counting rule (share of agreement among all owners); null when not used. */
  countingRuleParam: RuleTriple | null;
};

export type VoteFormValues = {
  title: string;
  description?: string;
  materials?: Attachment[];
  /** SPEC §3 votingDate (公告日期): a day; empty publishes with the day of publication. */
  votingDate?: Dayjs | null;
  /** SPEC §3 votingRule (表决规则说明). */
  votingRule?: string;
  /** SPEC §3 signAttachment (签字文件) and faceAuthorizationLetter (人脸核验授权书): staff only. */
  signAttachment?: Attachment[];
  faceAuthorizationLetter?: Attachment[];
  scopeType: VotingScopeType;
  buildingCodes?: string[];
  houseCodes?: string[];
  votingPeriod?: [Dayjs | null, Dayjs | null] | null;
  paperPeriod?: [Dayjs | null, Dayjs | null] | null;
  issues: IssueFormValue[];
};

/** The rules an issue starts with when its type is chosen: the type's legal defaults. */
export function presetRules(
  type: IssueTypeItem | undefined,
): Pick<IssueFormValue, 'effectRuleParam' | 'votingRuleParam' | 'countingRuleParam'> {
  return {
    effectRuleParam: [...(type?.effectRuleParam ?? ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'])] as RuleTriple,
    votingRuleParam: [...(type?.votingRuleParam ?? ['1/2', '1/2', 'GREATER_THAN'])] as RuleTriple,
    countingRuleParam: type?.countingRuleParam ? ([...type.countingRuleParam] as RuleTriple) : null,
  };
}

export function emptyIssue(type?: IssueTypeItem): IssueFormValue {
  return { title: '', description: '', issueTypeId: type?.issueTypeId, ...presetRules(type) };
}

/** Whether a rule triple is complete and its ratios are fractions ≤ 1. */
export function isValidTriple(rule: readonly unknown[] | null | undefined): rule is RuleTriple {
  return (
    Array.isArray(rule) &&
    rule.length === 3 &&
    typeof rule[0] === 'string' &&
    typeof rule[1] === 'string' &&
    parseRatio(rule[0]) !== undefined &&
    parseRatio(rule[1]) !== undefined &&
    typeof rule[2] === 'string'
  );
}

/**
 * Whether the issue's rules are below the legal floor of its type (domain isBelowLegalFloor); false
 * while the type or a rule is still incomplete (the field validation speaks then).
 */
export function issueBelowFloor(issue: Partial<IssueFormValue> | undefined, types: readonly IssueTypeItem[]) {
  const type = types.find((candidate) => candidate.issueTypeId === issue?.issueTypeId);
  if (!type || !issue || !isValidTriple(issue.effectRuleParam) || !isValidTriple(issue.votingRuleParam)) {
    return false;
  }
  return isBelowLegalFloor(type.issueType as IssueType, {
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
  });
}

const iso = (value: Dayjs | null | undefined) => (value ? value.format() : null);
const idsOf = (files: readonly Attachment[] | undefined) => (files ?? []).map((file) => file.attachmentId);

/**
 * The form's check of the announcement day against the start (the domain's rule, which the server
 * applies too): a message, or null.
 */
export function votingDateError(values: Pick<VoteFormValues, 'votingDate' | 'votingPeriod'>): string | null {
  const day = values.votingDate?.format('YYYY-MM-DD');
  return votingDateProblem(day, iso(values.votingPeriod?.[0]));
}

function body(values: VoteFormValues, communityInfoCode: string) {
  const scopeType = values.scopeType ?? 'COMMUNITY';
  return {
    communityInfoCode,
    title: values.title?.trim() ?? '',
    description: values.description ?? '',
    materialAttachments: idsOf(values.materials),
    votingDate: values.votingDate ? values.votingDate.format('YYYY-MM-DD') : null,
    votingRule: values.votingRule ?? '',
    signAttachment: idsOf(values.signAttachment),
    faceAuthorizationLetter: idsOf(values.faceAuthorizationLetter),
    scopeType,
    buildingCodes: scopeType === 'BUILDING' ? (values.buildingCodes ?? []) : [],
    houseCodes: scopeType === 'HOUSE' ? (values.houseCodes ?? []) : [],
    startDate: iso(values.votingPeriod?.[0]),
    endDate: iso(values.votingPeriod?.[1]),
    pdStartDate: iso(values.paperPeriod?.[0]),
    pdEndDate: iso(values.paperPeriod?.[1]),
  };
}

function issuePayload(issue: IssueFormValue) {
  return {
    title: issue.title?.trim() ?? '',
    description: issue.description ?? '',
    issueTypeId: issue.issueTypeId ?? 0,
    effectRuleParam: issue.effectRuleParam,
    votingRuleParam: issue.votingRuleParam,
    countingRuleParam: issue.countingRuleParam ?? null,
  };
}

/** The createSimplify payload (the form has validated that dates and issues are complete). */
export function toCreatePayload(values: VoteFormValues, communityInfoCode: string): CreateInput {
  const base = body(values, communityInfoCode);
  return {
    ...base,
    startDate: base.startDate ?? '',
    endDate: base.endDate ?? '',
    issues: (values.issues ?? []).map(issuePayload),
  };
}

/**
 * The createDraft payload: whatever is filled. Issues without a title or type are left out (the
 * server's issue schema needs both); the rest is kept as typed.
 */
export function toDraftPayload(
  values: VoteFormValues,
  communityInfoCode: string,
  votingCode?: string,
): DraftInput {
  const issues = (values.issues ?? [])
    .filter((issue) => issue?.title?.trim() && issue.issueTypeId)
    .map((issue) => {
      const payload = issuePayload(issue);
      return {
        ...payload,
        effectRuleParam: isValidTriple(payload.effectRuleParam) ? payload.effectRuleParam : undefined,
        votingRuleParam: isValidTriple(payload.votingRuleParam) ? payload.votingRuleParam : undefined,
        countingRuleParam: isValidTriple(payload.countingRuleParam) ? payload.countingRuleParam : null,
      };
    });
  return { ...body(values, communityInfoCode), ...(votingCode ? { votingCode } : {}), issues };
}

const day = (value: string | null) => (value ? dayjs(value) : null);

/**
 * The form values of a saved vote (a draft re-opened, or a copy). Files are named as the info's
 * `files` names them; a code whose file is gone keeps a neutral name.
 */
export function fromVotingInfo(info: VotingInfo): VoteFormValues {
  const period = (start: string | null, end: string | null) =>
    start || end ? ([day(start), day(end)] as [Dayjs | null, Dayjs | null]) : null;
  const named = (codes: readonly string[] | undefined): Attachment[] =>
    (codes ?? []).map(
      (attachmentId, index) =>
        (info.files ?? []).find((file) => file.attachmentId === attachmentId) ?? {
          attachmentId,
          sourceName: `附件${index + 1}`,
          contentType: '',
          size: 0,
        },
    );
  return {
    title: info.title,
    description: info.description,
    materials: named(info.materialAttachments),
    votingDate: info.votingDate ? dayjs(info.votingDate) : null,
    votingRule: info.votingRule ?? '',
    signAttachment: named(info.signAttachment),
    faceAuthorizationLetter: named(info.faceAuthorizationLetter),
    scopeType: info.scopeType,
    buildingCodes: info.buildingCodes,
    houseCodes: info.houseCodes,
    votingPeriod: period(info.startDate, info.endDate),
    paperPeriod: period(info.pdStartDate, info.pdEndDate),
    issues: info.issues.map((issue) => ({
      title: issue.title,
      description: issue.description,
      issueTypeId: issue.issueTypeId,
      effectRuleParam: issue.effectRuleParam,
      votingRuleParam: issue.votingRuleParam,
      countingRuleParam: issue.countingRuleParam,
    })),
  };
}
