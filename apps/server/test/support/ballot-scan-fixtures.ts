/**
 * A test set of returned paper ballots we make ourselves (issue #27 item 4): ballots printed by the
 * app's own printer (createBallotRenderer → PDF), rasterised (renderPdfPages), marked by program with
 * varied pens, then distorted as scanners and phones do. Generated at test time from a seed; each
 * page carries its ground truth, including the issues that are genuinely ambiguous (a person must
 * decide them: the reader must call them doubtful).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { writePdf } from '../../src/modules/file/export/pdf-export';
import { ballotCodeKey } from '../../src/modules/voting/ballot-code';
import type { BallotGeometry, OptionBox, Point } from '../../src/modules/voting/ballot-layout';
import { type BallotLayout, createBallotRenderer, geometryOf } from '../../src/modules/voting/ballot-pdf';
import { type GreyImage, RENDER_SCALE, renderPdfPages } from '../../src/modules/voting/paper-scan';
import { distort, drawParams } from './ballot-scan-distort';
import {
  crossOutStrokes,
  drawStrokes,
  markStrokes,
  type PenStyle,
  penOf,
  type Random,
  type Stroke,
  seededRandom,
} from './ballot-scan-pens';

export const SCAN_SECRET = 'ballot-scan-test-secret';
export const SCAN_VOTING_CODE = 'V20260302SCANTEST';

export type IssueTruth =
  | { expected: 'choice'; option: VoteChoice; how: string }
  | { expected: 'empty'; how: 'blank' }
  /** Genuinely ambiguous: two marks, a correction, a faint mark, a mark beside the box. */
  | { expected: 'doubtful'; how: string };

export const DISTORTIONS = [
  'clean',
  'rotate',
  'scale',
  'blur',
  'perspective',
  'shadow',
  'jpeg',
  'stray',
  'photo',
] as const;
export type Distortion = (typeof DISTORTIONS)[number];

export type PageTruth = {
  serial: number;
  voterKey: string;
  distortion: Distortion;
  /** The parameters drawn for this page (for a failing test's message). */
  params: Record<string, number>;
  issues: IssueTruth[];
};

export type ScanPage = { image: Buffer; truth: PageTruth };

export function scanLayout(
  issueCount = 8,
  followMajority = false,
  votingCode = SCAN_VOTING_CODE,
): BallotLayout {
  const start = new Date('2026-03-02T02:00:00.000Z');
  return {
    communityName: '阳光花园',
    voting: {
      votingCode,
      title: '阳光花园2026年第一次业主大会表决（机读测试）',
      startDate: start,
      endDate: new Date(start.getTime() + 14 * 86_400_000),
      settings: {
        nonResponsePolicy: 'NOT_PARTICIPATED',
        followMajorityOffered: followMajority,
        blankCountsAsParticipation: true,
        proxyVoting: false,
      },
    },
    issues: Array.from({ length: issueCount }, (_, i) => ({
      issueKey: String(i + 1),
      title: `是否同意第${i + 1}项议题：使用专项维修资金维修${i + 1}号楼电梯`,
      issueType: 'OTHER' as const,
    })),
  };
}

type PrintOptions = { first: number; count: number; secret?: string; voterKey?: (index: number) => string };
const defaultVoterKey = (index: number) => String(200000 + index);

/** Writes ballots `first`…`first+count-1` (serials first+1…) to `file` as the app's printer does. */
export async function printBallotPdf(
  file: string,
  layout: BallotLayout,
  options: PrintOptions,
): Promise<void> {
  const render = createBallotRenderer(layout, ballotCodeKey(options.secret ?? SCAN_SECRET));
  const voterKey = options.voterKey ?? defaultVoterKey;
  await writePdf(file, {
    count: options.count,
    renderPage: (doc, i) => {
      const index = options.first + i;
      render(
        doc,
        {
          voterKey: voterKey(index),
          owners: `业主${index}`,
          houses: [`${(index % 30) + 1}栋 ${(index % 4) + 1}单元 ${index % 900}`],
          area: 9000 + index,
        },
        index,
        options.first + options.count,
      );
    },
  });
}

type PrintedPage = GreyImage & { serial: number; voterKey: string };

/**
 * Small print runs already drawn, by what was printed: the tests print the same few ballots many
 * times, and drawing a vector page (pdfjs) costs ~0.1 s of CPU. Bounded, so a long set (the bench,
 * 100 pages a run) is never kept.
 */
const drawnRuns = new Map<string, PrintedPage[]>();
const MEMO_PAGES = 24;

/**
 * Prints ballots `first`…`first+count-1` (serials first+1…) with the app's printer and yields each
 * page as the reader would get it from a flatbed scan at 150 dpi, before any pen or distortion
 * (each page its own copy: callers draw on it).
 */
export async function* printedPages(
  layout: BallotLayout,
  options: PrintOptions,
): AsyncGenerator<PrintedPage> {
  const key = options.voterKey
    ? null
    : JSON.stringify([layout, options.first, options.count, options.secret ?? SCAN_SECRET]);
  const memo = key ? drawnRuns.get(key) : undefined;
  if (memo) {
    for (const page of memo) yield { ...page, data: Uint8Array.from(page.data) };
    return;
  }
  const keep: PrintedPage[] | null = key && options.count <= MEMO_PAGES ? [] : null;
  const dir = await mkdtemp(join(tmpdir(), 'gz-ballot-scan-'));
  try {
    const file = join(dir, 'ballots.pdf');
    const voterKey = options.voterKey ?? defaultVoterKey;
    await printBallotPdf(file, layout, options);
    const pdf = await readFile(file);
    for await (const page of renderPdfPages(pdf)) {
      const index = options.first + page.pageIndex;
      const printed = {
        data: page.data,
        width: page.width,
        height: page.height,
        serial: index + 1,
        voterKey: voterKey(index),
      };
      keep?.push({ ...printed, data: Uint8Array.from(page.data) });
      yield printed;
    }
    if (key && keep && keep.length === options.count) {
      const held = [...drawnRuns.values()].reduce((total, run) => total + run.length, 0);
      if (held + keep.length > MEMO_PAGES) drawnRuns.clear();
      drawnRuns.set(key, keep);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const STYLES: PenStyle[] = ['tick', 'tick', 'tick', 'cross', 'fill', 'circle'];
const CLEAR_PENS = ['heavy', 'normal', 'normal', 'light'] as const;

/** What is written on one issue row: the truth and the strokes. */
function planIssue(
  random: Random,
  boxes: OptionBox<VoteChoice>[],
  ambiguousRate: number,
): { truth: IssueTruth; strokes: Stroke[] } {
  const pick = () => random.int(0, boxes.length - 1);
  if (random.chance(0.08)) return { truth: { expected: 'empty', how: 'blank' }, strokes: [] };
  if (random.chance(ambiguousRate)) {
    const first = pick();
    let second = pick();
    if (second === first) second = (first + 1) % boxes.length;
    const a = boxes[first] as OptionBox<VoteChoice>;
    const b = boxes[second] as OptionBox<VoteChoice>;
    const pen = penOf(random, random.pick(CLEAR_PENS));
    switch (random.int(0, 4)) {
      case 0:
        return {
          truth: { expected: 'doubtful', how: 'two-marks' },
          strokes: [
            ...markStrokes(random, a, random.pick(STYLES), pen),
            ...markStrokes(random, b, random.pick(STYLES), pen),
          ],
        };
      case 1:
        return {
          truth: { expected: 'doubtful', how: 'filled-correction' },
          strokes: [...markStrokes(random, a, 'fill', pen), ...markStrokes(random, b, 'tick', pen)],
        };
      case 2:
        return {
          truth: { expected: 'doubtful', how: 'crossed-out-correction' },
          strokes: [
            ...markStrokes(random, a, 'tick', pen),
            ...crossOutStrokes(random, a, pen),
            ...markStrokes(random, b, 'tick', pen),
          ],
        };
      case 3:
        return {
          truth: { expected: 'doubtful', how: 'faint' },
          strokes: markStrokes(random, a, random.pick(STYLES), penOf(random, 'faint')),
        };
      default: {
        // A tick just left of the box, touching nothing printed.
        const at: Point = { x: a.x - 6, y: a.y + a.size / 2 + random.between(-1, 1) };
        return {
          truth: { expected: 'doubtful', how: 'beside-box' },
          strokes: markStrokes(random, { ...a, size: 7 }, 'tick', pen, at),
        };
      }
    }
  }
  const box = boxes[pick()] as OptionBox<VoteChoice>;
  const style = random.pick(STYLES);
  const penName = random.pick(CLEAR_PENS);
  return {
    truth: { expected: 'choice', option: box.choice, how: `${style}/${penName}` },
    strokes: markStrokes(random, box, style, penOf(random, penName)),
  };
}

/** Random pen lines away from the boxes, the marks and the QR code: a signature flourish, a note. */
function strayStrokes(random: Random, geometry: BallotGeometry): Stroke[] {
  const keepOut = [
    ...geometry.boxes.map((b) => ({ x: b.x - 10, y: b.y - 8, w: b.size + 18, h: b.size + 16 })),
    ...geometry.marks.map((m) => ({ x: m.x - 12, y: m.y - 12, w: m.size + 24, h: m.size + 24 })),
    { x: geometry.qr.x - 12, y: geometry.qr.y - 12, w: geometry.qr.size + 24, h: geometry.qr.size + 24 },
  ];
  const clear = (p: Point) =>
    !keepOut.some((r) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h);
  const strokes: Stroke[] = [];
  for (let n = random.int(2, 5); strokes.length < n; ) {
    const start = { x: random.between(40, 550), y: random.between(60, 800) };
    const points = [start];
    for (let i = 0; i < 6; i += 1) {
      const last = points.at(-1) as Point;
      points.push({ x: last.x + random.between(-14, 14), y: last.y + random.between(-8, 8) });
    }
    // Check the line densely, not just its corners.
    const dense = points.flatMap((p, i) =>
      i === 0
        ? [p]
        : Array.from({ length: 6 }, (_, k) => ({
            x: (points[i - 1] as Point).x + ((p.x - (points[i - 1] as Point).x) * (k + 1)) / 6,
            y: (points[i - 1] as Point).y + ((p.y - (points[i - 1] as Point).y) * (k + 1)) / 6,
          })),
    );
    if (dense.every(clear)) strokes.push({ points, pen: penOf(random, random.pick(CLEAR_PENS)) });
  }
  return strokes;
}

export type ScanSetOptions = {
  seed: number;
  count: number;
  /** Serial of the first ballot minus one (so several sets do not share serials). */
  first?: number;
  issueCount?: number;
  followMajority?: boolean;
  /** Classes to cycle through (default: all). */
  distortions?: readonly Distortion[];
  /** Share of issues written ambiguously (must be doubtful). Default 0.04. */
  ambiguousRate?: number;
  /** Ballots printed per PDF run: bounds memory for long sets. Default 100. */
  printChunk?: number;
};

/** Geometry of the ballots of a scan set (what the reader is given as context). */
export function scanGeometry(options: Pick<ScanSetOptions, 'issueCount' | 'followMajority'> = {}) {
  return geometryOf(scanLayout(options.issueCount, options.followMajority));
}

/** Marked, distorted ballot pages with their ground truth, one at a time. */
export async function* scanSet(options: ScanSetOptions): AsyncGenerator<ScanPage> {
  const random = seededRandom(options.seed);
  const layout = scanLayout(options.issueCount, options.followMajority);
  const geometry = geometryOf(layout);
  const distortions = options.distortions ?? DISTORTIONS;
  const chunk = options.printChunk ?? 100;
  const first = options.first ?? 0;
  let made = 0;
  for (let start = 0; start < options.count; start += chunk) {
    const count = Math.min(chunk, options.count - start);
    for await (const page of printedPages(layout, { first: first + start, count })) {
      const distortion = distortions[made % distortions.length] as Distortion;
      made += 1;
      const issues: IssueTruth[] = [];
      const strokes: Stroke[] = [];
      for (const issue of layout.issues) {
        const boxes = geometry.boxes.filter((box) => box.issueKey === issue.issueKey);
        const planned = planIssue(random, boxes, options.ambiguousRate ?? 0.04);
        issues.push(planned.truth);
        strokes.push(...planned.strokes);
      }
      if (distortion === 'stray' || (distortion === 'photo' && random.chance(0.3)))
        strokes.push(...strayStrokes(random, geometry));
      drawStrokes(page, RENDER_SCALE, strokes);
      const params = drawParams(random, distortion);
      const image = await distort(page, params, random);
      yield { image, truth: { serial: page.serial, voterKey: page.voterKey, distortion, params, issues } };
    }
  }
}

export const scanCodeKey = () => ballotCodeKey(SCAN_SECRET);

/**
 * A PDF of page images (JPEG), one a page at 150 dpi — what a scanner's "scan to PDF" makes —
 * written to `file` as the pages come, so a 1,000-page PDF never sits in memory.
 */
export async function writeScanPdf(
  file: string,
  pages: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<number> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false });
  const out = createWriteStream(file);
  doc.pipe(out);
  let count = 0;
  for await (const jpeg of pages) {
    const meta = await sharp(jpeg).metadata();
    const width = ((meta.width ?? 1) * 72) / 150;
    const height = ((meta.height ?? 1) * 72) / 150;
    doc.addPage({ size: [width, height], margin: 0 });
    doc.image(jpeg, 0, 0, { width, height });
    count += 1;
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  doc.end();
  await once(out, 'finish');
  return count;
}
