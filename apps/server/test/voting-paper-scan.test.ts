import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BALLOT_QR, REGISTRATION_MARKS } from '../src/modules/voting/ballot-layout';
import {
  type BallotReading,
  pdfPageCount,
  readBallotImage,
  readUploadedFile,
  renderPdfFile,
  renderPdfPages,
  type UploadProgress,
} from '../src/modules/voting/paper-scan';
import { PdfFile } from '../src/modules/voting/paper-scan/pdf-objects';
import { ScannedPdf } from '../src/modules/voting/paper-scan/pdf-scanned-page';
import { distort, NO_DISTORTION } from './support/ballot-scan-distort';
import {
  DISTORTIONS,
  type PageTruth,
  printBallotPdf,
  printedPages,
  SCAN_VOTING_CODE,
  type ScanPage,
  type ScanSetOptions,
  scanCodeKey,
  scanGeometry,
  scanLayout,
  scanSet,
  writeScanPdf,
} from './support/ballot-scan-fixtures';
import { seededRandom } from './support/ballot-scan-pens';

// Issue #27 items 2 and 4: returned paper ballots read by machine, on a test set made here.
const geometry = scanGeometry();
const context = { codeKey: scanCodeKey(), votingCode: SCAN_VOTING_CODE, geometry };

async function collect(options: ScanSetOptions): Promise<ScanPage[]> {
  const pages: ScanPage[] = [];
  for await (const page of scanSet(options)) pages.push(page);
  return pages;
}

type Tally = { unambiguous: number; clear: number; wrong: string[] };

/** Compares a reading with the truth: a clear reading that differs from it is a wrong acceptance. */
function tally(truth: PageTruth, reading: BallotReading, into: Tally) {
  for (const [index, expected] of truth.issues.entries()) {
    const got = reading.issues[index];
    const clear = reading.pageStatus === 'read' && got !== undefined && got.reading !== 'doubtful';
    const right =
      expected.expected === 'choice'
        ? got?.reading === 'choice' && got.option === expected.option
        : expected.expected === 'empty' && got?.reading === 'empty';
    if (clear && !right) {
      into.wrong.push(
        `ballot ${truth.serial} (${truth.distortion}) issue ${index}: ${JSON.stringify(expected)} read ${got?.reading} ${got?.option ?? ''}`,
      );
    }
    if (expected.expected !== 'doubtful') {
      into.unambiguous += 1;
      if (clear) into.clear += 1;
    }
  }
}

async function onePrinted(options: { secret?: string; votingCode?: string } = {}) {
  const layout = scanLayout(8, false, options.votingCode);
  for await (const page of printedPages(layout, {
    first: 0,
    count: 1,
    ...(options.secret ? { secret: options.secret } : {}),
  }))
    return page;
  throw new Error('no page printed');
}

async function jpegOf(
  page: Awaited<ReturnType<typeof onePrinted>>,
  paint?: (data: Uint8Array, width: number) => void,
) {
  const copy = { ...page, data: Uint8Array.from(page.data) };
  paint?.(copy.data, copy.width);
  return distort(copy, NO_DISTORTION, seededRandom(1));
}

/** Paints a page rectangle (points) in a grey level on a page rendered at 150 dpi. */
function paintRect(rect: { x: number; y: number; size: number }, grey: number) {
  const s = 150 / 72;
  return (data: Uint8Array, width: number) => {
    for (let y = Math.floor(rect.y * s); y < Math.ceil((rect.y + rect.size) * s); y += 1) {
      for (let x = Math.floor(rect.x * s); x < Math.ceil((rect.x + rect.size) * s); x += 1)
        data[y * width + x] = grey;
    }
  };
}

describe('reading paper ballots', () => {
  it('reads clear marks of every pen on a clean scan, with the checked code of the ballot', async () => {
    const pages = await collect({ seed: 11, count: 4, distortions: ['clean'], ambiguousRate: 0 });
    for (const page of pages) {
      const reading = await readBallotImage(page.image, context);
      expect(reading.pageStatus).toBe('read');
      expect(reading.code).toMatchObject({
        ok: true,
        serial: page.truth.serial,
        voterKey: page.truth.voterKey,
        votingCode: SCAN_VOTING_CODE,
      });
      expect(reading.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(reading.orientation).toBe(0);
      expect(reading.needsPerson).toBe(false);
      const readings = reading.issues.map((issue) =>
        issue.reading === 'choice' ? issue.option : issue.reading,
      );
      expect(readings).toEqual(
        page.truth.issues.map((truth) => (truth.expected === 'choice' ? truth.option : 'empty')),
      );
    }
  }, 120_000);

  it.each(DISTORTIONS.filter((d) => d !== 'clean'))(
    'reads %s pages with no wrong reading accepted',
    async (distortion) => {
      const pages = await collect({
        seed: 100 + DISTORTIONS.indexOf(distortion),
        count: 3,
        distortions: [distortion],
        ambiguousRate: 0.05,
      });
      const into: Tally = { unambiguous: 0, clear: 0, wrong: [] };
      for (const page of pages) {
        const reading = await readBallotImage(page.image, { ...context, cropPngs: false });
        expect(reading.pageStatus, JSON.stringify(page.truth.params)).toBe('read');
        tally(page.truth, reading, into);
      }
      expect(into.wrong).toEqual([]);
      expect(into.clear / into.unambiguous).toBeGreaterThanOrEqual(0.9);
    },
    120_000,
  );

  it('sends two marks, corrections, faint marks and marks beside a box to a person, with a crop of the row', async () => {
    const pages = await collect({
      seed: 21,
      count: 3,
      distortions: ['clean', 'photo', 'jpeg'],
      ambiguousRate: 1,
    });
    let ambiguous = 0;
    for (const page of pages) {
      const reading = await readBallotImage(page.image, context);
      expect(reading.pageStatus).toBe('read');
      for (const [index, truth] of page.truth.issues.entries()) {
        if (truth.expected !== 'doubtful') continue;
        ambiguous += 1;
        const issue = reading.issues[index];
        expect(issue?.reading, `${truth.how} on ballot ${page.truth.serial}`).toBe('doubtful');
        expect(issue?.crop?.png?.subarray(1, 4).toString()).toBe('PNG');
        expect(issue?.crop?.rect.width).toBeGreaterThan(500);
      }
      expect(reading.needsPerson).toBe(true);
    }
    expect(ambiguous).toBeGreaterThan(15);
  }, 120_000);

  it('over a seeded batch of every distortion, accepts no wrong reading as clear', async () => {
    const into: Tally = { unambiguous: 0, clear: 0, wrong: [] };
    for await (const page of scanSet({ seed: 2027, count: 18, ambiguousRate: 0.1 })) {
      tally(page.truth, await readBallotImage(page.image, { ...context, cropPngs: false }), into);
    }
    expect(into.wrong).toEqual([]);
    expect(into.clear / into.unambiguous).toBeGreaterThanOrEqual(0.95);
  }, 240_000);

  it('reads a page scanned upside down', async () => {
    const page = await onePrinted();
    const upsideDown = await sharp(await jpegOf(page))
      .rotate(180)
      .jpeg()
      .toBuffer();
    const reading = await readBallotImage(upsideDown, context);
    expect(reading.pageStatus).toBe('read');
    expect(reading.orientation).toBe(180);
    expect(reading.issues.every((issue) => issue.reading === 'empty')).toBe(true);
  }, 60_000);
});

describe('ballots that are not what they claim', () => {
  it('refuses a QR code made with another key (forged) and reads none of its boxes', async () => {
    const reading = await readBallotImage(await jpegOf(await onePrinted({ secret: 'a forger' })), context);
    expect(reading.pageStatus).toBe('forged');
    expect(reading.code).toMatchObject({ ok: false, reason: 'FORGED' });
    expect(reading.issues.every((issue) => issue.reading === 'doubtful' && issue.reason === 'forged')).toBe(
      true,
    );
    expect(reading.needsPerson).toBe(true);
  }, 60_000);

  it('flags a genuine ballot of another vote', async () => {
    const reading = await readBallotImage(
      await jpegOf(await onePrinted({ votingCode: 'V20260302OTHERVOTE' })),
      context,
    );
    expect(reading.pageStatus).toBe('other-vote');
    expect(reading.code).toMatchObject({ ok: false, reason: 'OTHER_VOTE' });
  }, 60_000);

  it("flags a photocopy of another voter's ballot entered for this voter", async () => {
    const page = await onePrinted();
    const reading = await readBallotImage(await jpegOf(page), { ...context, voterKey: 'someone-else' });
    expect(reading.pageStatus).toBe('other-voter');
    expect(reading.code).toMatchObject({
      ok: false,
      reason: 'OTHER_VOTER',
      code: { voterKey: page.voterKey },
    });
    expect(reading.needsPerson).toBe(true);
    // The same page entered for its own voter reads.
    expect(
      (await readBallotImage(await jpegOf(page), { ...context, voterKey: page.voterKey })).pageStatus,
    ).toBe('read');
  }, 60_000);

  it('a page whose registration mark is torn off is unaligned: every issue doubtful', async () => {
    const mark = REGISTRATION_MARKS[2] as (typeof REGISTRATION_MARKS)[number];
    const image = await jpegOf(
      await onePrinted(),
      paintRect({ x: mark.x - 4, y: mark.y - 4, size: mark.size + 8 }, 255),
    );
    const reading = await readBallotImage(image, context);
    expect(reading.pageStatus).toBe('unaligned');
    expect(reading.code).toMatchObject({ ok: true });
    expect(
      reading.issues.every((issue) => issue.reading === 'doubtful' && issue.reason === 'unaligned'),
    ).toBe(true);
  }, 60_000);

  it('a page with its QR code smudged, and a page that is no ballot, have no code', async () => {
    const smudged = await jpegOf(
      await onePrinted(),
      paintRect({ x: BALLOT_QR.x + 20, y: BALLOT_QR.y + 10, size: 40 }, 30),
    );
    expect((await readBallotImage(smudged, context)).pageStatus).toBe('no-code');
    const random = seededRandom(5);
    const noise = Buffer.from(Array.from({ length: 400 * 560 }, () => random.int(0, 255)));
    const photo = await sharp(noise, { raw: { width: 400, height: 560, channels: 1 } })
      .jpeg()
      .toBuffer();
    const reading = await readBallotImage(photo, context);
    expect(reading.pageStatus).toBe('no-code');
    expect(reading.issues.every((issue) => issue.reading === 'doubtful')).toBe(true);
  }, 60_000);
});

describe('scanned PDFs', () => {
  it('renders the pages of a scan-to-PDF one by one and reads each', async () => {
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'gz-scan-pdf-'));
    try {
      const pages = await collect({
        seed: 31,
        count: 3,
        distortions: ['rotate', 'photo', 'shadow'],
        ambiguousRate: 0,
      });
      const file = join(dir, 'scan.pdf');
      expect(
        await writeScanPdf(
          file,
          pages.map((page) => page.image),
        ),
      ).toBe(3);
      const pdf = await readFile(file);
      // Every page is one JPEG: taken from the file as it is and decoded by sharp, not drawn.
      const scanned = new ScannedPdf(PdfFile.ofBytes(pdf));
      expect([0, 1, 2].map((i) => scanned.pageJpeg(i)?.jpeg.length ?? 0).every((n) => n > 1000)).toBe(true);
      const into: Tally = { unambiguous: 0, clear: 0, wrong: [] };
      const seen: number[] = [];
      for await (const image of renderPdfPages(pdf)) {
        const page = pages[image.pageIndex] as ScanPage;
        const reading = await readBallotImage(image, context);
        expect(reading.pageStatus).toBe('read');
        expect(reading.code).toMatchObject({ serial: page.truth.serial });
        tally(page.truth, reading, into);
        seen.push(image.pageIndex);
      }
      expect(seen).toEqual([0, 1, 2]);
      expect(into.wrong).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("draws every page of a PDF from the app's own ballot printer (pdfjs) and reads each", async () => {
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'gz-print-pdf-'));
    try {
      const file = join(dir, 'ballots.pdf');
      await printBallotPdf(file, scanLayout(), { first: 40, count: 3 });
      const pdf = await readFile(file);
      expect(await pdfPageCount(pdf)).toBe(3);
      // Vector pages (text, QR code, boxes): no scanner JPEG to take, pdfjs draws them.
      const scanned = new ScannedPdf(PdfFile.ofBytes(pdf));
      expect(scanned.pages).toHaveLength(3);
      expect(scanned.pageJpeg(0)).toBeNull();
      const serials: number[] = [];
      for await (const page of renderPdfFile(file)) {
        expect(page).toMatchObject({ pageIndex: serials.length, pageCount: 3, width: 1240, height: 1754 });
        const reading = await readBallotImage(page, context);
        expect(reading.pageStatus).toBe('read');
        expect(reading.orientation).toBe(0);
        // Nobody marked these ballots: every issue is read as clearly empty.
        expect(reading.issues.map((issue) => issue.reading)).toEqual(Array(8).fill('empty'));
        serials.push(reading.code?.ok ? reading.code.serial : -1);
      }
      expect(serials).toEqual([41, 42, 43]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads a whole uploaded file page by page with progress: a scanned PDF from disk, a photo', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'gz-upload-'));
    try {
      const pages = await collect({
        seed: 41,
        count: 3,
        distortions: ['jpeg', 'scale', 'clean'],
        ambiguousRate: 0,
      });
      const file = join(dir, 'upload.pdf');
      await writeScanPdf(
        file,
        pages.map((page) => page.image),
      );
      const progress: UploadProgress[] = [];
      const serials: number[] = [];
      for await (const page of readUploadedFile(file, 'application/pdf', context, (p) => {
        progress.push(p);
      })) {
        expect(page.reading.pageStatus).toBe('read');
        // A scanner's page (one JPEG): kept as the JPEG itself, the hash of those bytes.
        const image = (pages[serials.length] as ScanPage).image;
        expect(page.page).toMatchObject({ kind: 'scanner-jpeg', bytes: image });
        expect(page.reading.sha256).toBe(createHash('sha256').update(image).digest('hex'));
        serials.push(page.reading.code?.ok ? page.reading.code.serial : -1);
      }
      expect(serials).toEqual(pages.map((page) => page.truth.serial));
      expect(progress).toEqual([1, 2, 3].map((pagesRead) => ({ pagesRead, pageCount: 3 })));

      const photo = (pages[1] as ScanPage).image;
      const read = [];
      for await (const page of readUploadedFile(photo, 'image/jpeg', context)) read.push(page);
      expect(read).toHaveLength(1);
      expect(read[0]?.reading.code).toMatchObject({ serial: (pages[1] as ScanPage).truth.serial });
      expect(read[0]?.page).toEqual({ kind: 'image', bytes: photo });

      await expect(readUploadedFile(photo, 'image/gif', context).next()).rejects.toThrow('不支持的文件类型');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
