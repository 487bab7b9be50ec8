import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The owner entry is built on Preact's compatibility layer (vite.config.ts, the owner pass), which
 * carries plain React code but not antd or the workbench's React-only libraries, and the owner
 * pages' budget (issue #25) counts on them staying out. Walks every module the owner entry can
 * load, statically or lazily, and fails on one of them.
 */
const SRC = resolve(import.meta.dirname, '..');
const ENTRY = join(SRC, 'owner-main.tsx');
const FORBIDDEN = /^(antd|@ant-design\/|react-router|i18next|react-i18next|echarts)(\/|$)/;
/** `from '…'` of an import or re-export (group 1 is `type` when the build erases it), `import('…')`, `import '…'`. */
const IMPORT =
  /(?:import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && /\.(ts|tsx)$/.test(path));
}

/** Every source module reachable from the entry, and the packages each imports. */
function ownerGraph(): Map<string, string[]> {
  const packagesOf = new Map<string, string[]>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (packagesOf.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const packages: string[] = [];
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue;
      const specifier = match[2] ?? match[3] ?? match[4] ?? '';
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) pending.push(local);
      } else {
        packages.push(specifier);
      }
    }
    packagesOf.set(file, packages);
  }
  return packagesOf;
}

describe('the owner entry (owner.html)', () => {
  it('loads no antd, react-router, i18next, ECharts or workbench shell module, even lazily', () => {
    const graph = ownerGraph();
    // The walk really covers the owner pages (a broken resolver would pass with one file).
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.keys()]).toContain(join(SRC, 'owner-app/voting/owner-vote-page.tsx'));
    const offending = [...graph].flatMap(([file, packages]) => [
      ...packages.filter((name) => FORBIDDEN.test(name)).map((name) => `${relative(SRC, file)} → ${name}`),
      ...(relative(SRC, file).startsWith('shell/') ? [`${relative(SRC, file)} (workbench shell)`] : []),
    ]);
    expect(offending).toEqual([]);
  });
});
