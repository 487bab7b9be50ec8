import { describe, expect, it } from 'vitest';
import { ballotCodeKey, ballotCodeText, verifyBallotCode } from '../src/modules/voting/ballot-code';
import {
  BALLOT_QR,
  ballotGeometry,
  REGISTRATION_MARKS,
  relativeToMarks,
} from '../src/modules/voting/ballot-layout';

// Issue #27 item 1: the keyed QR code of a printed paper ballot and the layout a reader relies on.
const key = ballotCodeKey('app-secret-one');
const code = { votingCode: 'V20260302ABCDEFGH', serial: 17, voterKey: '100017' };
const genuine = ballotCodeText(key, code);

describe('ballot codes', () => {
  it('a genuine code verifies and gives the vote, serial and voter', () => {
    expect(genuine).toMatch(/^GZB1\|V20260302ABCDEFGH\|17\|100017\|[A-Za-z0-9_-]{16}$/);
    expect(verifyBallotCode(genuine, key)).toEqual({ ok: true, ...code });
    expect(verifyBallotCode(genuine, key, { votingCode: code.votingCode, voterKey: '100017' }).ok).toBe(true);
  });

  it('a code altered in any field is refused as forged', () => {
    const [prefix, vote, serial, voter, tag = ''] = genuine.split('|');
    const altered = [
      [prefix, 'V20260302ABCDEFGX', serial, voter, tag],
      [prefix, vote, '18', voter, tag],
      [prefix, vote, serial, '100018', tag],
      [prefix, vote, serial, voter, `${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`],
    ].map((parts) => parts.join('|'));
    for (const text of altered)
      expect(verifyBallotCode(text, key)).toMatchObject({ ok: false, reason: 'FORGED' });
  });

  it('a code made with another key is refused', () => {
    const other = ballotCodeText(ballotCodeKey('another-app-secret'), code);
    expect(other).not.toBe(genuine);
    expect(verifyBallotCode(other, key)).toEqual({ ok: false, reason: 'FORGED' });
    // The ballot key is not the app secret itself, nor any other key derived from it.
    expect(ballotCodeKey('app-secret-one').equals(Buffer.from('app-secret-one'))).toBe(false);
  });

  it("a photocopy of another voter's ballot is detected against the roll row it is entered for", () => {
    const other = ballotCodeText(key, { ...code, serial: 18, voterKey: '100018' });
    expect(verifyBallotCode(other, key, { votingCode: code.votingCode, voterKey: '100017' })).toEqual({
      ok: false,
      reason: 'OTHER_VOTER',
      code: { ...code, serial: 18, voterKey: '100018' },
    });
  });

  it('a ballot of another vote and malformed texts are refused', () => {
    expect(verifyBallotCode(genuine, key, { votingCode: 'V2026OTHER' })).toMatchObject({
      ok: false,
      reason: 'OTHER_VOTE',
    });
    for (const text of [
      '',
      'GZVOTE|V1',
      'GZB1|V|0|1|x',
      'GZB1|V|1|2',
      `${genuine}|x`,
      genuine.replace('GZB1', 'GZB2'),
    ]) {
      expect(verifyBallotCode(text, key)).toMatchObject({ ok: false, reason: 'MALFORMED' });
    }
  });
});

describe('ballot layout', () => {
  it('marks sit at the four corners; the QR code and every box lie between them and do not overlap', () => {
    const [tl, tr, bl, br] = REGISTRATION_MARKS;
    expect(tl?.center.x).toBe(bl?.center.x);
    expect(tr?.center.x).toBe(br?.center.x);
    expect(tl?.center.y).toBe(tr?.center.y);
    expect(bl?.center.y).toBe(br?.center.y);
    const geometry = ballotGeometry(['1', '2', '3'], ['AGREE', 'DISAGREE', 'ABSTAIN', 'FOLLOW_MAJORITY']);
    expect(geometry.boxes).toHaveLength(12);
    for (const rect of [BALLOT_QR, ...geometry.boxes]) {
      for (const corner of [rect, { x: rect.x + rect.size, y: rect.y + rect.size }]) {
        const at = relativeToMarks(corner);
        expect(at.x).toBeGreaterThan(0);
        expect(at.x).toBeLessThan(1);
        expect(at.y).toBeGreaterThan(0);
        expect(at.y).toBeLessThan(1);
      }
    }
    for (const [i, a] of geometry.boxes.entries()) {
      for (const b of geometry.boxes.slice(i + 1)) {
        const apart = a.x + a.size < b.x || b.x + b.size < a.x || a.y + a.size < b.y || b.y + b.size < a.y;
        expect(apart).toBe(true);
      }
    }
    // Rows are closer with more than ten issues, boxes stay in their row.
    const many = ballotGeometry(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
      ['AGREE'],
    );
    expect(many.rowHeight).toBe(36);
    expect(many.boxes[11]?.y).toBe(236 + 11 * 36 + 16);
  });
});
