/**
 * npm run bench:xlsx: import (parse + validation) of 30,000 rows × 10 columns against a bare
 * exceljs streaming read of the same file (target ≤ 3×, peak RSS ≤ 250 MB), and the export of
 * 30,000 rows (target ≤ 3 s). Each task runs in its own process so RSS is measured alone.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, runChild, verdict } from './support/child';

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-xlsx-'));
try {
  const file = join(dir, 'roster.xlsx');
  const made = await runChild('xlsx-child.ts', ['export', file]);
  console.log(`fixture: ${made.count} rows × 10 columns, ${((await stat(file)).size / 1e6).toFixed(1)} MB`);

  const bare: number[] = [];
  const imported: number[] = [];
  let importRss = 0;
  for (let run = 0; run < 3; run += 1) {
    bare.push((await runChild('xlsx-child.ts', ['bare', file])).ms);
    const figures = await runChild('xlsx-child.ts', ['import', file]);
    imported.push(figures.ms);
    importRss = Math.max(importRss, figures.peakRssMb);
  }
  const ratio = median(imported) / median(bare);
  console.log(`bare exceljs streaming read: ${median(bare)} ms (median of 3)`);
  console.log(`import parse + validation:   ${median(imported)} ms (median of 3), peak RSS ${importRss} MB`);
  console.log(
    `ratio ${ratio.toFixed(2)}× (target ≤ 3×) ${verdict(ratio <= 3)}; RSS target ≤ 250 MB ${verdict(importRss <= 250)}`,
  );

  const exports: number[] = [];
  let exportRss = 0;
  for (let run = 0; run < 3; run += 1) {
    const figures = await runChild('xlsx-child.ts', ['export', join(dir, `out-${run}.xlsx`)]);
    exports.push(figures.ms);
    exportRss = Math.max(exportRss, figures.peakRssMb);
  }
  console.log(
    `export 30,000 rows: ${median(exports)} ms (median of 3), peak RSS ${exportRss} MB (target ≤ 3000 ms) ${verdict(median(exports) <= 3000)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
