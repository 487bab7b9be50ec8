import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ballotCodeKey, verifyBallotCode } from '../src/modules/voting/ballot-code';
import { BALLOT_QR, REGISTRATION_MARKS } from '../src/modules/voting/ballot-layout';
import { QR_MASK } from '../src/modules/voting/ballot-pdf';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, votingFixture } from './support/voting-fixtures';

// Issue #27 item 1: every printed ballot carries registration marks and its own keyed QR code.
const C = 'YGHY001';
const SECRET = 'ballot-print-test-secret';

let ctx: TestContext;
let director: string;
let votingCode = '';
let buildingCode = '';

beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_SECRET: SECRET } });
  director = await tokenFor(ctx, DIRECTOR);
  const fixture = votingFixture(ctx, C, () => director);
  const building = await fixture.building('机读票一号楼', [
    { houseNo: '101', area: 10000, owners: [{ ownerName: '甲业主', mobile: '13727100001' }] },
    { houseNo: '102', area: 9000, owners: [{ ownerName: '乙业主', mobile: '13727100002' }] },
    {
      houseNo: '103',
      area: 8000,
      owners: [
        { ownerName: '丙业主', mobile: '13727100003' },
        { ownerName: '丁业主', mobile: '13727100004' },
      ],
    },
    { houseNo: '104', area: 7000, owners: [] },
  ]);
  buildingCode = building.buildingCode;
  votingCode = await fixture.vote({
    buildingCode,
    title: '机读表决票测试',
    issues: [
      { title: '是否同意续聘物业', issueTypeId: 1 },
      { title: '是否同意维修电梯', issueTypeId: 2 },
    ],
    endSeconds: 5 * DAY,
  });
  ctx.clock.advance(2 * HOUR);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** The decompressed content streams of a PDF, in file order. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out;
}

type Box = { x: number; y: number; w: number; h: number };
const rects = (ops: string): Box[] =>
  [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    w: Number(m[3]),
    h: Number(m[4]),
  }));

/**
 * The QR modules a page draws: the inline image mask (one bit a module, rows padded to bytes) placed
 * on the layout's QR square, as a size×size matrix of dark cells.
 */
function drawnModules(ops: string, size: number): boolean[] | null {
  const placed = `${BALLOT_QR.size} 0 0 ${-BALLOT_QR.size} ${BALLOT_QR.x} ${BALLOT_QR.y + BALLOT_QR.size} cm`;
  const image = ops
    .slice(ops.indexOf(placed))
    .match(/BI \/W (\d+) \/H (\d+) \/IM true \/BPC 1 \/D \[1 0\] \/F \/AHx ID ([0-9a-f]*)>/);
  if (!ops.includes(placed) || !image || Number(image[1]) !== size || Number(image[2]) !== size) return null;
  const bytes = Buffer.from(image[3] ?? '', 'hex');
  const rowBytes = Math.ceil(size / 8);
  return Array.from({ length: size * size }, (_, i) => {
    const row = Math.floor(i / size);
    const col = i % size;
    return ((bytes[row * rowBytes + (col >> 3)] ?? 0) & (0x80 >> (col & 7))) !== 0;
  });
}

describe('machine-readable paper ballots', () => {
  it('prints one page per voter, each with registration marks and a QR code of its own voter that verifies', async () => {
    const roll = await get(
      ctx,
      `/v1/voting/doorToDoorList?communityInfoCode=${C}&votingCode=${votingCode}&buildingCode=${buildingCode}`,
      { token: director },
    );
    expect(roll.statusCode, roll.body).toBe(200);
    const voterKeys = bodyOf<{ items: { voterKey: string }[] }>(roll).data.items.map((item) => item.voterKey);
    expect(voterKeys).toHaveLength(4);

    const job = await get(
      ctx,
      `/v1/offlineVote/getPrintInfoByVote?communityInfoCode=${C}&votingCode=${votingCode}`,
      {
        token: director,
      },
    );
    expect(job.statusCode, job.body).toBe(200);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = bodyOf<{ status: string; attachmentId: string; error: string | null }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${bodyOf<{ jobId: string }>(job).data.jobId}`, {
        token: director,
      }),
    ).data;
    expect(done.status, done.error ?? '').toBe('SUCCESS_GENERATED');
    const pdf = (
      await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, { token: director })
    ).rawPayload;
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(voterKeys.length);

    const all = streams(pdf);
    // The shared part (a form XObject drawn by every page) holds the four solid marks where the layout says.
    const form = all.find((ops) => ops.includes('业主大会') || /\bTj\b|\bTJ\b/.test(ops)) ?? '';
    const formRects = rects(form);
    for (const mark of REGISTRATION_MARKS) {
      expect(formRects, mark.corner).toContainEqual({ x: mark.x, y: mark.y, w: mark.size, h: mark.size });
    }
    const marksFill = form.indexOf(`${REGISTRATION_MARKS[3]?.x} ${REGISTRATION_MARKS[3]?.y} 14 14 re`);
    // Filled (f), not only stroked (S): the first painting operator after the marks is a fill.
    expect(form.slice(marksFill).match(/\n(f|S)\b/)?.[1]).toBe('f');

    const pages = all.filter((ops) => ops.includes('/Ballot Do'));
    expect(pages).toHaveLength(voterKeys.length);
    const key = ballotCodeKey(SECRET);
    const printedFor: string[] = [];
    for (const [index, ops] of pages.entries()) {
      // What the page draws in the QR square must be exactly the QR code of a genuine code for a roll voter.
      const candidates = voterKeys.map((voterKey) => `GZB1|${votingCode}|${index + 1}|${voterKey}|`);
      const match = candidates
        .map((prefix) => {
          const voterKey = prefix.split('|')[3] ?? '';
          return { voterKey, text: ballotTextFor(ops, key, index + 1, voterKey) };
        })
        .find((candidate) => candidate.text !== null);
      expect(match, `page ${index + 1}`).toBeDefined();
      const check = verifyBallotCode(match?.text ?? '', key, { votingCode });
      expect(check).toEqual({ ok: true, votingCode, serial: index + 1, voterKey: match?.voterKey });
      printedFor.push(match?.voterKey ?? '');
    }
    expect(printedFor.sort()).toEqual([...voterKeys].sort());
    // With another app secret the printed codes do not verify.
    const wrong = ballotCodeKey('another-secret');
    expect(ballotTextFor(pages[0] ?? '', wrong, 1, printedFor[0] ?? '')).toBeNull();
  });
});

/**
 * The code text whose QR matrix the page draws, if the page draws the QR of the genuine code of
 * (`serial`, `voterKey`) made with `key`; null otherwise.
 */
function ballotTextFor(ops: string, key: Buffer, serial: number, voterKey: string): string | null {
  const candidate = genuineText(key, serial, voterKey);
  const qr = QRCode.create(candidate, { errorCorrectionLevel: 'M', maskPattern: QR_MASK });
  const drawn = drawnModules(ops, qr.modules.size);
  const expected = Array.from(qr.modules.data, (bit) => Boolean(bit));
  return drawn?.every((dark, i) => dark === expected[i]) ? candidate : null;
}

function genuineText(key: Buffer, serial: number, voterKey: string): string {
  // Built independently of the printer: the documented format (docs/contracts/voting.md).
  const body = `GZB1|${votingCode}|${serial}|${voterKey}`;
  return `${body}|${createHmac('sha256', key).update(body).digest().subarray(0, 12).toString('base64url')}`;
}
