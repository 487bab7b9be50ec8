// `npm test`: every suite in turn — domain units, web units, server HTTP tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests when Debian's chromium exists.
// Ends with one summary line and a non-zero exit when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'gz-test-'));
const CHROMIUM = '/usr/bin/chromium';
const results = [];

/**
 * Runs one suite. With `quiet`, its output is kept and printed in one piece when it ends, so that
 * a suite running beside another (the PostgreSQL browser pass) does not interleave its lines.
 */
async function run(label, command, args, { cwd = root, env = {}, report, parse, quiet = false }) {
  console.log(`\n▶ ${label}${quiet ? ' (beside the next suite; its output follows when it ends)' : ''}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code));
  });
  if (quiet) {
    console.log(`\n▶ ${label}: its output`);
    process.stdout.write(Buffer.concat(output));
  }
  const counts = existsSync(report) ? parse(JSON.parse(readFileSync(report, 'utf8'))) : null;
  const ok = status === 0 && counts !== null && counts.failed === 0;
  const failed = counts ? counts.failed : 1;
  results.push({
    label,
    ok,
    passed: counts?.passed ?? 0,
    failed: ok ? 0 : Math.max(failed, 1),
    skipped: counts?.skipped ?? 0,
    failures: counts?.failures ?? [],
  });
  console.log(`◀ ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const vitestCounts = (json) => ({
  passed: json.numPassedTests,
  failed:
    json.numFailedTests +
    (json.numRuntimeErrorTestSuites ?? 0) +
    (json.success === false && json.numFailedTests === 0 ? 1 : 0),
  skipped: json.numPendingTests + json.numTodoTests,
  // Named in the summary so that the last lines of a CI log say what failed.
  failures: json.testResults.flatMap((file) => [
    ...(file.status === 'failed' && file.assertionResults.length === 0
      ? [`${file.name}: ${file.message}`]
      : []),
    ...file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name} › ${t.fullName}`),
  ]),
});

function vitest(label, dir, env = {}) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return run(
    label,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: join(root, dir),
      env,
      report,
      parse: vitestCounts,
    },
  );
}

await vitest('domain unit tests', 'packages/domain');
await vitest('web unit tests', 'apps/web');
// TEST_REDIS_URL (a Redis for the scale-out and login-store tests) belongs to the PostgreSQL run only.
await vitest('server HTTP tests on PGlite', 'apps/server', { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  await vitest('server HTTP tests on PostgreSQL', 'apps/server', {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    // The files that never open a database ran in the PGlite run (apps/server/vitest.config.ts).
    DATABASE_FREE_TESTS: 'skip',
  });
} else {
  console.log('\n• server tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run them too');
}

/**
 * Runs Playwright against the real server: on PGlite, or on the given PostgreSQL database, and
 * only the named projects when `projects` is given. A `quiet` pass runs beside another (its output
 * follows when it ends), on its own port and output folder: each pass drives one browser against
 * one server, far from using both cores, so two side by side take little more than the longer.
 */
function playwright(label, databaseUrl, { quiet = false, projects = [], port, output } = {}) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'test',
    '--reporter=list,json',
    ...projects.map((name) => `--project=${name}`),
    ...(output ? [`--output=${output}`] : []),
  ];
  return run(label, bin('playwright'), args, {
    cwd: join(root, 'e2e'),
    quiet,
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
      ...(port ? { E2E_PORT: String(port) } : {}),
    },
    report,
    parse: (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected + (json.errors?.length ?? 0),
      skipped: json.stats.skipped,
      failures: failedSpecs(json.suites ?? []),
    }),
  });
}

/** Titles of the Playwright specs that failed after their retries, from the JSON report's nested suites. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/** Creates a fresh database beside TEST_DATABASE_URL for one run of the journeys; returns its URL and a dropper. */
async function freshPostgresDatabase(baseUrl) {
  // pg is the server's dependency: resolve it from there rather than relying on hoisting.
  const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
  const name = `gz_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

if (existsSync(CHROMIUM)) {
  // Built once here: the two passes' servers would otherwise both start building the same dist.
  if (!ensureWebBuilt()) {
    results.push({
      label: 'web app build for the browser tests',
      ok: false,
      passed: 0,
      failed: 1,
      skipped: 0,
      failures: [],
    });
  } else if (process.env.TEST_DATABASE_URL) {
    // Two lanes side by side. The PGlite journeys are the long one; the other runs the journeys
    // whose outcome can depend on the database on PostgreSQL, then the layout check (reads only,
    // on a PGlite demo server of its own) in the time the first lane still needs.
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      const secondLane = (async () => {
        await playwright('browser tests on PostgreSQL (Playwright, chromium)', database.url, {
          quiet: true,
          port: 8182,
          output: 'output/test-results-postgres',
        });
        await playwright('layout check on PGlite (Playwright, chromium)', '', {
          quiet: true,
          projects: ['layout'],
          port: 8183,
          output: 'output/test-results-layout',
        });
      })();
      await playwright('browser tests on PGlite (Playwright, chromium)', '', {
        projects: ['journeys', 'legal-process', 'adoption'],
      });
      await secondLane;
    } finally {
      await database.drop();
    }
  } else {
    await playwright('browser tests on PGlite (Playwright, chromium)');
  }
} else {
  console.log(
    `\n• browser tests skipped: ${CHROMIUM} not found (install it with: sudo apt-get install -y chromium fonts-wqy-microhei)`,
  );
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.ok ? '✓' : '✗'} ${r.label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`,
  );
  for (const failure of r.failures) console.log(`      ✗ ${failure.replace(root, '').slice(0, 300)}`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || results.some((r) => !r.ok) ? 1 : 0);
