/**
 * npm run bench:roster-import: importOHCV2Check + importOHCV2 of a 30,000-house multi-storey roster
 * (owners on every house) on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), against a bare exceljs streaming read of the same file.
 * Targets: ≤ 10 s, peak RSS ≤ 300 MB (each run in its own process), ≤ 3× the bare read.
 * Each run gets a fresh database made (migrated, seeded) by one process and imported into by another,
 * which opens it as the server does on start (with the Node flags of `npm start` and PGlite's V8
 * flags): the RSS figures are those of a server whose database already exists, with the RSS before
 * the import and the peak during it printed apart.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildFigures, median, runChild, SERVER_NODE_FLAGS, verdict } from './support/child';
import { dropPreparedDb, type PreparedDb } from './support/roster-db';

type ImportFigures = ChildFigures & { checkMs: number; applyMs: number; baselineRssMb: number };

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-roster-'));
try {
  const file = join(dir, 'roster-30000.xlsx');
  const made = await runChild('roster-import-child.ts', ['make', file]);
  console.log(
    `fixture: ${made.count} rows (50 buildings, 30,000 houses with owners), ${((await stat(file)).size / 1e6).toFixed(1)} MB`,
  );
  const bare: number[] = [];
  for (let run = 0; run < 3; run += 1)
    bare.push((await runChild('roster-import-child.ts', ['bare', file])).ms);
  const bareMs = median(bare);
  console.log(`bare exceljs streaming read: ${bareMs} ms (median of 3)`);
  const engines = process.argv.includes('--pglite-only') ? ['pglite'] : ['pglite', 'pg'];
  for (const engine of engines) {
    const runs: ImportFigures[] = [];
    let preparePeakRssMb = 0;
    for (let run = 0; run < 2; run += 1) {
      const prepared = (await runChild(
        'roster-import-child.ts',
        ['prepare', engine],
        SERVER_NODE_FLAGS,
      )) as unknown as PreparedDb & { peakRssMb: number };
      preparePeakRssMb = Math.max(preparePeakRssMb, prepared.peakRssMb);
      try {
        runs.push(
          (await runChild(
            'roster-import-child.ts',
            ['import', file, engine, prepared.location],
            SERVER_NODE_FLAGS,
          )) as ImportFigures,
        );
      } finally {
        await dropPreparedDb(prepared);
      }
    }
    const ms = median(runs.map((r) => r.ms));
    const rss = Math.max(...runs.map((r) => r.peakRssMb));
    const ratio = ms / bareMs;
    const best = runs.find((r) => r.ms === ms) ?? runs[0];
    console.log(
      `${engine}: check + apply ${ms} ms (check ${best?.checkMs} ms, apply ${best?.applyMs} ms; median of 2) ${verdict(ms <= 10_000)} (≤ 10 s); ` +
        `peak RSS ${rss} MB ${verdict(rss <= 300)} (≤ 300 MB; before the import, database open: ${Math.max(...runs.map((r) => r.baselineRssMb))} MB); ratio ${ratio.toFixed(2)}× ${verdict(ratio <= 3)} (≤ 3×)`,
    );
    console.log(
      `${engine}: not in the figures above: creating, migrating and seeding the database (first run, own process) peaked at ${preparePeakRssMb} MB RSS`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
