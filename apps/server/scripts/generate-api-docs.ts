/**
 * Writes docs/api.md from the live route table: every route with its declared access and its zod
 * input and output schemas as JSON Schema, so the document cannot drift from the code (DESIGN §5).
 * Run: `npm run docs:api` from the repository root.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import type { CatalogEntry } from '../src/plugins/route-catalog';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUTPUT = resolve(REPO_ROOT, 'docs/api.md');

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): string | null {
  if (!(schema instanceof z.ZodType)) return null;
  return JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), null, 2);
}

function accessOf(entry: CatalogEntry): string {
  const { meta } = entry;
  const parts: string[] = [];
  if (meta.auth === 'public') parts.push('public (no token)');
  if (meta.auth === 'web') parts.push(`token: workbench session (${meta.webKind ?? 'ANY'})`);
  if (meta.auth === 'owner') parts.push('token: owner-H5 session');
  if (meta.auth === 'session') parts.push('token: any session');
  if (meta.communityScoped) parts.push('community-scoped (`communityInfoCode`)');
  if (meta.permission?.length) parts.push(`permission: any of ${meta.permission.join(', ')}`);
  if (meta.requireCommunityCert) parts.push('community certification required');
  const rateLimit = (meta as { rateLimit?: { max: number; timeWindow: string } }).rateLimit;
  if (rateLimit) parts.push(`per-IP limit: ${rateLimit.max} / ${rateLimit.timeWindow}`);
  return parts.join('; ');
}

function section(entry: CatalogEntry): string {
  const lines = [`### ${entry.method} ${entry.url}`, '', `Access: ${accessOf(entry)}`, ''];
  const schema = (entry.schema ?? {}) as Record<string, unknown>;
  for (const [part, label] of [
    ['params', 'Path parameters'],
    ['querystring', 'Query'],
    ['body', 'Body (JSON)'],
  ] as const) {
    const json = jsonSchemaOf(schema[part], 'input');
    if (json) lines.push(`${label}:`, '', '```json', json, '```', '');
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const ok = jsonSchemaOf(response[200], 'output');
  if (ok) lines.push('Answer (200):', '', '```json', ok, '```', '');
  return lines.join('\n');
}

/** The text of docs/api.md for the routes `buildApp()` registers today. */
export async function renderApiDocs(): Promise<string> {
  const handle = await openPglite();
  await runMigrations(handle);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const entries = app.routeCatalog
    .filter((entry) => entry.meta.auth !== undefined)
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const header = [
    '# Gongzhi HTTP API',
    '',
    '<!-- GENERATED FILE: do not edit. Run `npm run docs:api` (apps/server/scripts/generate-api-docs.ts). -->',
    '',
    'Generated from the route table of `buildApp()`. Every JSON answer is the envelope',
    '`{ code, message, data }` (code 200 on success; errors carry the HTTP status or a business code and a',
    'Chinese message). Send the session token in the `token` header. Conventions: DESIGN §5;',
    'contract with the web app: docs/foundation-contract.md.',
    '',
    '| method | path | access |',
    '|---|---|---|',
    ...entries.map((entry) => `| ${entry.method} | \`${entry.url}\` | ${accessOf(entry)} |`),
    '',
  ];
  await app.close();
  await handle.close();
  return `${[...header, ...entries.map(section)].join('\n')}\n`;
}

export const API_DOCS_PATH = OUTPUT;

// Run as a script (not when a test imports renderApiDocs).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  renderApiDocs()
    .then((text) => {
      writeFileSync(OUTPUT, text);
      console.log(`wrote ${OUTPUT}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
