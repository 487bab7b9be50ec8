import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What may reach the log (docs/deploy.md "What the logs contain"): routes, parameter names and
 * lengths, record codes, status and timing; never a phone, name, ID number, login code, captcha
 * answer or session token. Request bodies are never logged; this file covers the two places where
 * request data still reaches a log line: the URL of every request and the errors of failed calls.
 */

/**
 * Query parameters whose values are kept: record codes, enums, dates and paging of the routes'
 * querystring schemas (packages/domain, route schemas). Every other parameter, including search
 * keys, keywords, titles and any name a route does not declare (mobile, cardNo, name…), is logged
 * by name and length only, so a new parameter is private until someone decides otherwise.
 */
const KEPT_QUERY_PARAMETERS = new Set([
  'activityId',
  'adminOwnerType',
  'applicationId',
  'archiveType',
  'attachmentId',
  'buildingAttribute',
  'buildingCode',
  'certificationId',
  'communityInfoCode',
  'communityNoticeCode',
  'complaintId',
  'complaintType',
  'delivered',
  'endDate',
  'envVersion',
  'expires',
  'financialAccountId',
  'govCommunityCode',
  'height',
  'houseCode',
  'id',
  'informationId',
  'informationType',
  'intentionSolicitationId',
  'isDraft',
  'issueQuickId',
  'jobId',
  'joinRecordId',
  'kind',
  'noticeType',
  'page',
  'parentId',
  'proposalId',
  'proposalState',
  'proposalType',
  'pubAttachmentId',
  'quality',
  'questionId',
  'registrationId',
  'reportId',
  'size',
  'startDate',
  'state',
  'streetCode',
  'tagId',
  'templateId',
  'type',
  'types',
  'userId',
  'votingCode',
  'votingState',
  'width',
]);

/** Credentials that travel in query strings (QR login keys, download tokens, upload signatures, OAuth codes). */
const SECRET_QUERY_PARAMETERS = new Set(['loginKey', 'token', 'signature', 'code', 'openId']);

/** A kept value longer than this is not a record code: logged by length like the rest. */
const MAX_KEPT_VALUE_LENGTH = 64;
const PARAMETER_NAME = /^[A-Za-z][\w.[\]-]{0,63}$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function lengthOf(text: string): string {
  return `[${[...decoded(text)].length} chars]`;
}

function redactPair(pair: string): string {
  if (pair === '') return pair;
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  const name = decoded(rawName);
  // A "name" that is no parameter name (`?13800138000`) is itself data.
  if (!PARAMETER_NAME.test(name)) return lengthOf(pair);
  if (equals === -1) return rawName;
  const value = pair.slice(equals + 1);
  if (SECRET_QUERY_PARAMETERS.has(name)) return `${rawName}=[REDACTED]`;
  if (KEPT_QUERY_PARAMETERS.has(name) && decoded(value).length <= MAX_KEPT_VALUE_LENGTH)
    return `${rawName}=${value}`;
  return `${rawName}=${lengthOf(value)}`;
}

/**
 * A request URL as the log may hold it: the path as is, each query parameter by name, with its
 * value kept only for record codes and paging (`searchKey=[11 chars]`, `token=[REDACTED]`).
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question === -1) return withoutHash;
  const query = withoutHash.slice(question + 1);
  return `${withoutHash.slice(0, question)}?${query.split('&').map(redactPair).join('&')}`;
}

/** Mainland mobiles and ID numbers inside free text (an error message) are masked wherever they appear. */
export function scrubText(text: string): string {
  return text
    .replace(/(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g, '[ID number]')
    .replace(/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2');
}

/** A double-quoted value in a database message (`invalid input syntax for type bigint: "…"`); identifiers stay. */
function scrubDatabaseMessage(message: string): string {
  return scrubText(
    message.replace(/(:\s*)?"([^"]*)"/g, (whole, colon: string | undefined, inner: string) =>
      colon || !/^[a-z_][a-z0-9_$]*$/.test(inner) ? `${colon ?? ''}"[${[...inner].length} chars]"` : whole,
    ),
  );
}

type AnyError = Error & Record<string, unknown>;

/** Fields of a PostgreSQL / PGlite error that name what failed without quoting the data (not `detail`, `where`). */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

function isQueryError(error: AnyError): boolean {
  return (
    error instanceof DrizzleQueryError || (typeof error.query === 'string' && Array.isArray(error.params))
  );
}

function isDatabaseError(error: AnyError): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * The `err` of a log line. A failed query keeps its SQL text (placeholders, no values), the
 * database's error code and the number of parameters; its parameters, the database's `detail`
 * ("Key (mobile)=(138…) already exists") and quoted values are left out. Other errors keep type,
 * message and stack with phones and ID numbers masked. Causes are described the same way.
 */
export function serializeError(value: unknown, depth = 0): Record<string, unknown> {
  if (!(value instanceof Error)) {
    const plain =
      value && typeof value === 'object' ? (value as Record<string, unknown>) : { message: value };
    return {
      ...(plain.type !== undefined ? { type: plain.type } : {}),
      ...(plain.code !== undefined ? { code: plain.code } : {}),
      ...(plain.message !== undefined ? { message: scrubText(String(plain.message)) } : {}),
    };
  }
  const error = value as AnyError;
  // A bundled driver's class can be minified to one letter; its `name` then says more.
  const className = error.constructor?.name ?? '';
  const type = className.length > 2 ? className : error.name;
  const described: Record<string, unknown> = { type };
  const database = isDatabaseError(error);
  if (database) described.message = scrubDatabaseMessage(error.message);
  else if (isQueryError(error)) described.message = `Failed query: ${String(error.query)}`;
  else described.message = scrubText(error.message);
  if (isQueryError(error)) {
    described.query = String(error.query);
    described.paramCount = Array.isArray(error.params) ? error.params.length : 0;
  }
  if (database) {
    for (const field of DATABASE_FIELDS) if (error[field] !== undefined) described[field] = error[field];
  } else if (typeof error.code === 'string' || typeof error.code === 'number') {
    described.code = error.code;
  } else if (error.cause instanceof Error && isDatabaseError(error.cause as AnyError)) {
    // A failed query's SQLSTATE beside its text, where a reader looks first.
    described.code = (error.cause as AnyError).code;
  }
  if (typeof error.statusCode === 'number') described.statusCode = error.statusCode;
  described.stack = `${type}: ${described.message}\n${stackFrames(error)}`;
  if (error.cause !== undefined && depth < 3) described.cause = serializeError(error.cause, depth + 1);
  return described;
}

/**
 * A 4xx worth a log line (a body that is not JSON, a media type refused): its code and a message
 * that cannot quote the body. A JSON parser's message may quote the start of the body.
 */
export function clientErrorSummary(error: { code?: unknown; message: string; name?: string }) {
  const message =
    error.name === 'SyntaxError' ? error.message.replace(/,?\s*".*$/s, '') : scrubText(error.message);
  return { code: error.code, message: message.slice(0, 200) };
}
