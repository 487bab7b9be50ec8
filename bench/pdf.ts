/**
 * npm run bench:pdf: A4 pages with Chinese text per second (target ≥ 500) and a 30,000-page
 * document's peak RSS (target ≤ 300 MB; pages are written in chunks of 200 with backpressure).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChild, verdict } from './support/child';

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-pdf-'));
try {
  const rate = await runChild('pdf-child.ts', ['2000', join(dir, 'rate.pdf')]);
  console.log(
    `2,000 pages: ${rate.ms} ms → ${rate.pagesPerSecond} pages/s (target ≥ 500) ${verdict(rate.pagesPerSecond >= 500)}`,
  );
  const big = join(dir, 'big.pdf');
  const large = await runChild('pdf-child.ts', ['30000', big]);
  const size = (await stat(big)).size / 1e6;
  console.log(
    `30,000 pages: ${large.ms} ms (${large.pagesPerSecond} pages/s), ${size.toFixed(1)} MB, peak RSS ${large.peakRssMb} MB (target ≤ 300 MB) ${verdict(large.peakRssMb <= 300)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
