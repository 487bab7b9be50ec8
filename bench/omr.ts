/**
 * npm run bench:omr (issue #27): ≥ 2,000 returned ballot pages read by machine. Ballots are printed
 * by the app's printer, marked by program with varied pens, distorted as scanners and phones do
 * (apps/server/test/support/ballot-scan-fixtures.ts, seeded) and saved as two 1,000-page scanned
 * PDFs; each PDF is then read page by page (readUploadedFile, as the PAPER_SCAN job) in its own process,
 * the two side by side (one per core), as an upload worker would.
 * Targets: ≥ 99.5 % of the issues a person need not see read without one, 0 wrong readings accepted,
 * ≥ 10 pages/s, peak RSS ≤ 400 MB for a 1,000-page PDF.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChild, verdict } from './support/child';

type ReadFigures = {
  pages: number;
  unambiguous: number;
  clear: number;
  wrong: number;
  ambiguous: number;
  ambiguousDoubtful: number;
  pagesNotRead: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  pdfMb: number;
};

const PER_PDF = Number(process.env.OMR_PAGES_PER_PDF ?? 1000);
const PDFS = 2;
const dir = await mkdtemp(join(tmpdir(), 'gz-bench-omr-'));
try {
  const files = Array.from({ length: PDFS }, (_, i) => join(dir, `scan-${i}.pdf`));
  const generated = performance.now();
  await Promise.all(
    files.map((file, i) =>
      runChild('omr-child.ts', ['generate', file, String(PER_PDF), String(2027 + i), String(i * PER_PDF)]),
    ),
  );
  console.log(
    `generated ${PDFS * PER_PDF} marked, distorted ballot pages in ${((performance.now() - generated) / 1000).toFixed(0)} s (load ${loadavg()[0]?.toFixed(1)})`,
  );

  const started = performance.now();
  const runs = (await Promise.all(
    files.map((file) => runChild('omr-child.ts', ['read', file])),
  )) as unknown as ReadFigures[];
  const seconds = (performance.now() - started) / 1000;
  const sum = (key: keyof ReadFigures) => runs.reduce((total, run) => total + run[key], 0);
  const pages = sum('pages');
  const unaided = (100 * sum('clear')) / sum('unambiguous');
  const wrong = sum('wrong');
  const perSecond = pages / seconds;
  const cpuPerPage = sum('cpuMs') / pages;
  const peak = Math.max(...runs.map((run) => run.peakRssMb));
  console.log(
    `issues: ${sum('unambiguous')} clear on paper, ${sum('clear')} read without a person; ${sum('ambiguous')} genuinely ambiguous, ` +
      `${sum('ambiguousDoubtful')} of them sent to a person; pages not read (code/alignment): ${sum('pagesNotRead')}`,
  );
  console.log(
    `throughput: ${perSecond.toFixed(1)} pages/s wall with ${PDFS} readers (target ≥ 10) ${verdict(perSecond >= 10)}; ` +
      `CPU ${cpuPerPage.toFixed(0)} ms a page = ${(2000 / cpuPerPage).toFixed(1)} pages/s on two free cores; load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
  );
  for (const run of runs) {
    console.log(
      `${run.pages}-page PDF (${run.pdfMb.toFixed(0)} MB): peak RSS ${run.peakRssMb} MB (target ≤ 400) ${verdict(run.peakRssMb <= 400)}`,
    );
  }
  console.log(
    `accuracy ${verdict(unaided >= 99.5)}, wrong accepted ${verdict(wrong === 0)}, throughput ${verdict(perSecond >= 10)}, RSS ${verdict(peak <= 400)}`,
  );
  console.log(
    `omr: ${pages} pages, read without a person ${unaided.toFixed(2)} %, wrong accepted ${wrong}, ${perSecond.toFixed(1)} pages/s, peak RSS ${peak} MB`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
