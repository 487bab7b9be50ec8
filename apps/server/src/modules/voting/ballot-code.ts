import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The per-ballot QR code of a printed paper ballot (issue #27 item 1): which vote, which printed
 * ballot (serial) and which voter of the roll it was printed for, with a keyed hash so a forged or
 * altered code, or a code copied onto another voter's ballot, is detected by the reader.
 *
 * Text: `GZB1|{votingCode}|{serial}|{voterKey}|{tag}`; tag = base64url of the first 12 bytes (96 bits)
 * of HMAC-SHA256(key, `GZB1|{votingCode}|{serial}|{voterKey}`), key = HMAC-SHA256(APP_SECRET,
 * BALLOT_CODE_PURPOSE). 96 bits keep the code a small QR (version 4 for usual codes) while guessing
 * a tag stays out of reach.
 */
export const BALLOT_CODE_PREFIX = 'GZB1';
export const BALLOT_CODE_PURPOSE = 'gongzhi/paper-ballot-code/v1';
const TAG_BYTES = 12;

export type BallotCode = {
  votingCode: string;
  /** The ballot number printed on the page: `{votingCode}-{serial}`. */
  serial: number;
  /** The roll row (voter key) the ballot was printed for; `BLANK` for a blank ballot. */
  voterKey: string;
};

export type BallotCodeCheck =
  | ({ ok: true } & BallotCode)
  | { ok: false; reason: 'MALFORMED' | 'FORGED' | 'OTHER_VOTE' | 'OTHER_VOTER'; code?: BallotCode };

/** The key of ballot codes, derived from the app secret with its own purpose label. */
export function ballotCodeKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update(BALLOT_CODE_PURPOSE).digest();
}

function tagOf(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest().subarray(0, TAG_BYTES).toString('base64url');
}

function bodyOf(code: BallotCode): string {
  return `${BALLOT_CODE_PREFIX}|${code.votingCode}|${code.serial}|${code.voterKey}`;
}

/** The QR text of one printed ballot. */
export function ballotCodeText(key: Buffer, code: BallotCode): string {
  if (code.votingCode.includes('|') || code.voterKey.includes('|'))
    throw new Error('ballot code field with |');
  if (!Number.isSafeInteger(code.serial) || code.serial < 1) throw new Error('ballot serial must be ≥ 1');
  const body = bodyOf(code);
  return `${body}|${tagOf(key, body)}`;
}

/**
 * Checks a scanned ballot code. `expected.votingCode`: the vote being counted (a ballot of another
 * vote is refused); `expected.voterKey`: the roll row the ballot is entered against (a genuine code
 * of another voter's ballot — a photocopy — is refused).
 */
export function verifyBallotCode(
  text: string,
  key: Buffer,
  expected: { votingCode?: string; voterKey?: string } = {},
): BallotCodeCheck {
  const parts = text.split('|');
  if (parts.length !== 5 || parts[0] !== BALLOT_CODE_PREFIX) return { ok: false, reason: 'MALFORMED' };
  const [, votingCode = '', serialText = '', voterKey = '', tag = ''] = parts;
  if (!/^[1-9][0-9]{0,8}$/.test(serialText) || !votingCode || !voterKey)
    return { ok: false, reason: 'MALFORMED' };
  const code: BallotCode = { votingCode, serial: Number(serialText), voterKey };
  const want = Buffer.from(tagOf(key, bodyOf(code)));
  const got = Buffer.from(tag);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, reason: 'FORGED' };
  if (expected.votingCode !== undefined && expected.votingCode !== votingCode) {
    return { ok: false, reason: 'OTHER_VOTE', code };
  }
  if (expected.voterKey !== undefined && expected.voterKey !== voterKey) {
    return { ok: false, reason: 'OTHER_VOTER', code };
  }
  return { ok: true, ...code };
}
