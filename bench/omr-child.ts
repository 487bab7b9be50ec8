/**
 * One measured step of `npm run bench:omr`, in its own process (its peak RSS is its own):
 * `generate <pdf> <count> <seed> <first>` makes a scanned-PDF of marked, distorted ballots printed by
 * the app (truth in `<pdf>.truth.jsonl`); `read <pdf>` reads it page by page as the PAPER_SCAN job does (readUploadedFile) and
 * compares with the truth.
 */
import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { readUploadedFile } from '../apps/server/src/modules/voting/paper-scan';
import {
  type PageTruth,
  SCAN_VOTING_CODE,
  scanCodeKey,
  scanGeometry,
  scanSet,
  writeScanPdf,
} from '../apps/server/test/support/ballot-scan-fixtures';
import { peakRssMb } from './support/child';

const [mode, file = '', countText = '0', seedText = '1', firstText = '0'] = process.argv.slice(2);

async function generate() {
  const started = performance.now();
  const truth = createWriteStream(`${file}.truth.jsonl`);
  async function* images() {
    for await (const page of scanSet({
      seed: Number(seedText),
      count: Number(countText),
      first: Number(firstText),
    })) {
      truth.write(`${JSON.stringify(page.truth)}\n`);
      yield page.image;
    }
  }
  const count = await writeScanPdf(file, images());
  truth.end();
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      peakRssMb: peakRssMb(),
      count,
      pagesPerSecond: (count / ms) * 1000,
    }),
  );
}

async function read() {
  const truths = (await readFile(`${file}.truth.jsonl`, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as PageTruth);
  const context = { codeKey: scanCodeKey(), votingCode: SCAN_VOTING_CODE, geometry: scanGeometry() };
  const figures = {
    pages: 0,
    unambiguous: 0,
    clear: 0,
    wrong: 0,
    ambiguous: 0,
    ambiguousDoubtful: 0,
    pagesNotRead: 0,
  };
  const wrong: string[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  // The production path: the PAPER_SCAN job reads each uploaded file through readUploadedFile.
  for await (const page of readUploadedFile(file, 'application/pdf', context)) {
    const { reading } = page;
    const truth = truths[page.pageIndex] as PageTruth;
    figures.pages += 1;
    if (reading.pageStatus !== 'read') figures.pagesNotRead += 1;
    for (const [index, expected] of truth.issues.entries()) {
      const got = reading.issues[index];
      const clear = reading.pageStatus === 'read' && got !== undefined && got.reading !== 'doubtful';
      const right =
        expected.expected === 'choice'
          ? got?.reading === 'choice' && got.option === expected.option
          : expected.expected === 'empty' && got?.reading === 'empty';
      if (clear && !right) {
        figures.wrong += 1;
        wrong.push(`${truth.serial}/${index} ${expected.how}`);
      }
      if (expected.expected === 'doubtful') {
        figures.ambiguous += 1;
        if (!clear) figures.ambiguousDoubtful += 1;
      } else {
        figures.unambiguous += 1;
        if (clear) figures.clear += 1;
      }
    }
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.error(wrong.length > 0 ? `wrong accepted: ${wrong.join(', ')}` : '');
  console.log(
    JSON.stringify({
      ...figures,
      ms: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      peakRssMb: peakRssMb(),
      count: figures.pages,
      pagesPerSecond: (figures.pages / ms) * 1000,
      pdfMb: (await stat(file)).size / 1e6,
    }),
  );
}

if (mode === 'generate') await generate();
else if (mode === 'read') await read();
else throw new Error('usage: omr-child.ts generate <pdf> <count> <seed> <first> | read <pdf>');
