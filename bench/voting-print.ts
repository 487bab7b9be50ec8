/**
 * npm run bench:voting-print: 30,000 paper ballots (one A4 page per voter: owners, houses, 8 issues
 * with option boxes, a QR code) rendered by the PAPER_BALLOT job's page function, in its own process.
 * Targets: ≥ 1,000 pages a second, peak RSS ≤ 300 MB.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChild, verdict } from './support/child';

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-ballots-'));
try {
  const file = join(dir, 'ballots.pdf');
  const run = await runChild('voting-print-child.ts', ['30000', file]);
  const size = (await stat(file)).size / 1e6;
  console.log(
    `30,000 ballots: ${run.ms} ms → ${run.pagesPerSecond} pages/s (target ≥ 1,000) ${verdict(run.pagesPerSecond >= 1000)}; ` +
      `${size.toFixed(1)} MB; peak RSS ${run.peakRssMb} MB (target ≤ 300 MB) ${verdict(run.peakRssMb <= 300)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
