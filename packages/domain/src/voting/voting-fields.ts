import { z } from 'zod';

/**
 * The vote fields of SPEC §3 beyond dates, issues and materials (issue #28 item 7): `votingDate`,
 * `votingRule`, `signAttachment` and `faceAuthorizationLetter`. Their schemas, messages and rules,
 * shared by the server's route schemas and the web form.
 *
 * - votingDate (公告日期): the day the vote is announced to the owners, a business date in
 *   Asia/Shanghai (YYYY-MM-DD). A vote is announced before it opens, so it is not later than the
 *   start day; left out, publication takes the day of publication.
 * - votingRule (表决规则说明): the rules of this vote as the owners are told them (how to vote, who
 *   counts, how paper and online ballots meet), multi-line text.
 * - signAttachment (签字文件): the signed decision to call the vote (the committee's or preparatory
 *   group's signature page), scans; staff only.
 * - faceAuthorizationLetter (人脸核验授权书): the signed letter that authorises identity checks by face
 *   for this vote's online ballots, scans; staff only.
 */

export const VOTING_RULE_MAX_LENGTH = 2000;
export const VOTING_FILES_MAX = 9;

export const VOTING_FIELD_MESSAGES = {
  votingDateFormat: '公告日期格式应为YYYY-MM-DD',
  votingDateAfterStart: '公告日期不能晚于表决开始日期',
  votingRuleTooLong: `表决规则说明不能超过${VOTING_RULE_MAX_LENGTH}字`,
  tooManyFiles: `最多只能上传${VOTING_FILES_MAX}个文件`,
  signAttachmentInvalid: '签字文件不存在或未上传完成，请重新上传',
  faceAuthorizationLetterInvalid: '人脸核验授权书不存在或未上传完成，请重新上传',
  /** The scans of a paper ballot (saveVoteIssueTable attachments, issue #22 item 7). */
  paperScanInvalid: '纸质表决票扫描件不存在或未上传完成，请重新上传',
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' when it names a real calendar day (not 2026-02-30), else null. */
export function calendarDate(value: string): string | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The business day (Asia/Shanghai, UTC+8 all year) of an instant, as YYYY-MM-DD. */
export function shanghaiDay(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

export const VOTING_PERIOD_MESSAGES = {
  datesRequired: '请填写表决开始和结束时间',
  endBeforeStart: '结束时间须晚于开始时间',
  endInPast: '结束时间须晚于当前时间',
  pdDatesInvalid: '纸质表决结束时间须晚于开始时间',
} as const;

type Instant = string | Date | null | undefined;
const time = (value: Instant) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * What is wrong with a vote's periods (null: nothing): both ends of the voting period given, its end
 * after its start and still ahead of `now`, and a paper period, when both its ends are given, that
 * ends after it starts. The server judges by its clock; the form asks the same before sending.
 */
export function votingPeriodProblem(
  period: { startDate?: Instant; endDate?: Instant; pdStartDate?: Instant; pdEndDate?: Instant },
  now: Date,
): string | null {
  const start = time(period.startDate);
  const end = time(period.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return VOTING_PERIOD_MESSAGES.datesRequired;
  if (end <= start) return VOTING_PERIOD_MESSAGES.endBeforeStart;
  if (end <= now.getTime()) return VOTING_PERIOD_MESSAGES.endInPast;
  if (period.pdStartDate && period.pdEndDate && time(period.pdEndDate) <= time(period.pdStartDate)) {
    return VOTING_PERIOD_MESSAGES.pdDatesInvalid;
  }
  return null;
}

/** The announcement day must not come after the day the vote opens (null: no problem). */
export function votingDateProblem(
  votingDate: string | null | undefined,
  startDate: string | Date | null | undefined,
) {
  if (!votingDate || !startDate) return null;
  return votingDate > shanghaiDay(startDate) ? VOTING_FIELD_MESSAGES.votingDateAfterStart : null;
}

const code = z.string().min(1).max(64);
const files = z.array(code).max(VOTING_FILES_MAX, VOTING_FIELD_MESSAGES.tooManyFiles);

export const votingDateSchema = z.string().transform((value, context) => {
  const date = calendarDate(value);
  if (!date) {
    context.addIssue({ code: 'custom', message: VOTING_FIELD_MESSAGES.votingDateFormat });
    return z.NEVER;
  }
  return date;
});

/** The fields as create, createDraft and createCopy take them (all optional). */
export const votingExtraFields = {
  votingDate: votingDateSchema.nullable().optional(),
  votingRule: z
    .string()
    .max(VOTING_RULE_MAX_LENGTH, VOTING_FIELD_MESSAGES.votingRuleTooLong)
    .default('')
    .transform((value) => value.replace(/\r\n/g, '\n')),
  signAttachment: files.default([]),
  faceAuthorizationLetter: files.default([]),
};

/** The files that may still change while a vote runs (updateEdgeInfo): the signed papers. */
export const votingEdgeFileFields = {
  signAttachment: files.optional(),
  faceAuthorizationLetter: files.optional(),
};

/** As every vote info carries them (votingDate also in the list items). */
export const votingExtraDtoFields = {
  votingDate: z.string().nullable(),
  votingRule: z.string(),
  signAttachment: z.array(z.string()),
  faceAuthorizationLetter: z.array(z.string()),
};
