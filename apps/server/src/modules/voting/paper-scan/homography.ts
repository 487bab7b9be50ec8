import type { Point } from '../ballot-layout';

/**
 * A 3×3 perspective transform (row-major, h[8] = 1) mapping (x, y) to
 * ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w) with w = h6 x + h7 y + 1.
 *
 * Written here rather than taken from OpenCV (`@techstark/opencv-js`, ~10 MB of WASM for one 8×8
 * linear solve): four point pairs give eight equations, solved by Gaussian elimination.
 */
export type Homography = readonly number[];

/** The transform taking each `from[i]` onto `to[i]` (four pairs), or null when they are degenerate. */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) throw new Error('homography needs four point pairs');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i] as Point;
    const { x: u, y: v } = to[i] as Point;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const solution = solve(rows);
  return solution ? [...solution, 1] : null;
}

/** Gaussian elimination with partial pivoting on an n×(n+1) augmented matrix. */
function solve(rows: number[][]): number[] | null {
  const n = rows.length;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) {
      if (Math.abs(rows[r]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = r;
    }
    const top = rows[pivot] as number[];
    if (Math.abs(top[col] ?? 0) < 1e-12) return null;
    rows[pivot] = rows[col] as number[];
    rows[col] = top;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const row = rows[r] as number[];
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      if (factor === 0) continue;
      for (let c = col; c <= n; c += 1) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  return rows.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

export function applyHomography(h: Homography, p: Point): Point {
  const w = (h[6] ?? 0) * p.x + (h[7] ?? 0) * p.y + 1;
  return {
    x: ((h[0] ?? 0) * p.x + (h[1] ?? 0) * p.y + (h[2] ?? 0)) / w,
    y: ((h[3] ?? 0) * p.x + (h[4] ?? 0) * p.y + (h[5] ?? 0)) / w,
  };
}

/** 3×3 product a·b (apply b first, then a). */
export function composeHomography(a: Homography, b: Homography): Homography {
  const out: number[] = [];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      let sum = 0;
      for (let k = 0; k < 3; k += 1) sum += (a[r * 3 + k] ?? 0) * (b[k * 3 + c] ?? 0);
      out.push(sum);
    }
  }
  const scale = out[8] ?? 1;
  return out.map((value) => value / scale);
}
