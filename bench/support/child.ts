import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ChildFigures = { ms: number; peakRssMb: number; count: number; pagesPerSecond: number };

/** The Node flags `npm start` gives the server (scripts/start.mjs): for children measuring the server. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

/**
 * Runs `script` in a fresh Node process (through tsx, with `nodeFlags`) so its peak RSS is its
 * own, not the parent's; the child prints one JSON line of figures last.
 */
export function runChild(
  script: string,
  args: readonly string[],
  nodeFlags: readonly string[] = [],
): Promise<ChildFigures> {
  const path = fileURLToPath(new URL(`../${script}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`${script} exited ${code}: ${out}`));
      resolve(JSON.parse(last) as ChildFigures);
    });
  });
}

/** Peak resident set of this process so far, in MB (resourceUsage reports kilobytes). */
export function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Nearest-rank percentile (`fraction` 0.95 for p95). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))] ?? 0;
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}
