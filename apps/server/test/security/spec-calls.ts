import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** SPEC.md sits beside the repository (`../shared/SPEC.md`), as CI arranges it. */
export const SPEC_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/SPEC.md');

export type SpecCall = { method: 'GET' | 'POST'; path: string };

/** The bullet list of SPEC §7 ("Calls"), one string per bullet. */
function callBullets(spec: string): string[] {
  const start = spec.indexOf('## 7. Calls');
  const end = spec.indexOf('## 8.', start);
  return spec
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
}

/** Drops parenthesised payload notes, which may themselves hold commas and semicolons. */
function withoutNotes(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/** Words that stand alone between commas in §7 but are notes, not call names. */
const NOT_CALLS = new Set(['multipart']);

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * Every `/v1` call SPEC §7 names, expanded from its shorthand: "POST /v1/a/b, c, d" names b, c and
 * d under /v1/a; ".../e" is e under the last named folder; "offline:" style labels are dropped.
 * The static knowledge-base files and the prose bullets (request helper, government settings whose
 * paths are "not shown", the files paragraph) are left to the caller.
 */
export function specCalls(spec = readFileSync(SPEC_PATH, 'utf8')): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const bullet of callBullets(spec)) {
    // The files paragraph is prose: its calls are listed here as it describes them.
    if (bullet.startsWith('Files:')) {
      calls.push(
        { method: 'POST', path: '/v1/api/cos/generatePresignedUrl' },
        { method: 'GET', path: '/v1/api/cos/download' },
        { method: 'GET', path: '/v1/api/cos/pubDownload' },
      );
      continue;
    }
    const body = withoutNotes(bullet.slice(bullet.indexOf(':') + 1));
    let method: SpecCall['method'] | null = null;
    let folder: string | null = null;
    for (const segment of body.split(';')) {
      for (const rawPart of segment.split(/,| or /)) {
        const tokens = rawPart
          .trim()
          .split(/\s+/)
          .filter((token) => token !== '' && token !== '.');
        let index = 0;
        while (index < tokens.length) {
          const raw = tokens[index] ?? '';
          const token = raw.replace(/\.$/, '');
          // A bare name is a call only when it stands alone or ends its sentence ("info. Government: …").
          const bareName = index === 0 && (tokens.length === 1 || raw.endsWith('.'));
          index += 1;
          if (token === 'GET' || token === 'POST') {
            method = token;
          } else if (token.startsWith('/v1/')) {
            folder = parentOf(token);
            if (method) calls.push({ method, path: token });
          } else if (token.startsWith('.../') && folder && method) {
            calls.push({ method, path: `${folder}/${token.slice(4)}` });
          } else if (
            /^[a-z][A-Za-z0-9]*$/.test(token) &&
            !NOT_CALLS.has(token) &&
            folder &&
            method &&
            bareName
          ) {
            calls.push({ method, path: `${folder}/${token}` });
          }
        }
      }
    }
  }
  const seen = new Set<string>();
  return calls.filter((call) => {
    const key = `${call.method} ${call.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
