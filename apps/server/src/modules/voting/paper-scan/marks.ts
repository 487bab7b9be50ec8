import type { Point } from '../ballot-layout';
import type { GreyImage } from './grey-image';

/** A solid dark blob that may be a registration mark, in image pixels. */
export type MarkCandidate = { center: Point; area: number; side: number };

/**
 * Work on a copy at most this wide: a 14 pt mark is still ~15 pixels across, and labelling the
 * blobs of a 700-pixel-wide image costs a quarter of a 1,400-pixel one.
 */
const WORK_WIDTH = 700;

function shrink(image: GreyImage): { small: GreyImage; factor: number } {
  const factor = Math.max(1, Math.ceil(image.width / WORK_WIDTH));
  if (factor === 1) return { small: image, factor };
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const source = image.data;
  const sums = new Uint32Array(width * height);
  // Row by row, adding each source pixel into its block: one pass over the source, in order.
  for (let y = 0; y < height * factor; y += 1) {
    const row = y * image.width;
    const out = ((y / factor) | 0) * width;
    for (let x = 0; x < width * factor; x += 1) {
      const at = out + ((x / factor) | 0);
      sums[at] = (sums[at] as number) + (source[row + x] as number);
    }
  }
  const area = factor * factor;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i += 1) data[i] = (sums[i] as number) / area;
  return { small: { data, width, height }, factor };
}

/**
 * Dark pixels relative to their neighbourhood (mean of a square window, from an integral image):
 * a shadow across a photo darkens paper and ink alike, so a fixed grey level would lose the marks
 * in the shadow or take the whole shadow for ink.
 */
function integralOf(image: GreyImage): Float64Array {
  const { width, height, data } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + row;
    }
  }
  return integral;
}

/** Mean grey of the window of half-size `half` around (x, y), clipped to the image. */
function windowMean(image: GreyImage, integral: Float64Array, x: number, y: number, half: number): number {
  const stride = image.width + 1;
  const x0 = Math.max(0, Math.round(x) - half);
  const x1 = Math.min(image.width, Math.round(x) + half + 1);
  const y0 = Math.max(0, Math.round(y) - half);
  const y1 = Math.min(image.height, Math.round(y) + half + 1);
  const sum =
    (integral[y1 * stride + x1] ?? 0) -
    (integral[y0 * stride + x1] ?? 0) -
    (integral[y1 * stride + x0] ?? 0) +
    (integral[y0 * stride + x0] ?? 0);
  return sum / Math.max(1, (x1 - x0) * (y1 - y0));
}

function darkMask(image: GreyImage, integral: Float64Array, window: number): Uint8Array {
  const { width, height, data } = image;
  const stride = width + 1;
  const half = Math.max(4, Math.floor(window / 2));
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * stride + x1] ?? 0) -
        (integral[y0 * stride + x1] ?? 0) -
        (integral[y1 * stride + x0] ?? 0) +
        (integral[y0 * stride + x0] ?? 0);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      if ((data[y * width + x] ?? 255) < mean * 0.6) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * The solid, roughly square dark blobs of the image (4-connected components of the dark mask whose
 * pixels fill most of their bounding box), sized between 1/90 and 1/18 of the image width — a
 * registration mark is 14 pt on a 595 pt page, and a photo shows the page at 60–100 % of its frame.
 */
export function markCandidates(image: GreyImage): MarkCandidate[] {
  const { small, factor } = shrink(image);
  const { width, height } = small;
  const integral = integralOf(small);
  const mask = darkMask(small, integral, Math.round(width / 10));
  const minSide = width / 90;
  const maxSide = width / 18;
  const labels = new Int32Array(width * height);
  const stack: number[] = [];
  const found: MarkCandidate[] = [];
  let next = 0;
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || labels[start]) continue;
    next += 1;
    labels[start] = next;
    stack.push(start);
    let area = 0;
    let sumGrey = 0;
    let sumX = 0;
    let sumY = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      area += 1;
      sumGrey += small.data[i] ?? 0;
      sumX += x;
      sumY += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x > 0 && mask[i - 1] && !labels[i - 1]) {
        labels[i - 1] = next;
        stack.push(i - 1);
      }
      if (x + 1 < width && mask[i + 1] && !labels[i + 1]) {
        labels[i + 1] = next;
        stack.push(i + 1);
      }
      if (y > 0 && mask[i - width] && !labels[i - width]) {
        labels[i - width] = next;
        stack.push(i - width);
      }
      if (y + 1 < height && mask[i + width] && !labels[i + width]) {
        labels[i + width] = next;
        stack.push(i + width);
      }
    }
    const boxWidth = maxX - minX + 1;
    const boxHeight = maxY - minY + 1;
    const side = Math.sqrt(area);
    if (side < minSide || side > maxSide) continue;
    if (boxWidth > 1.6 * boxHeight || boxHeight > 1.6 * boxWidth) continue;
    // A square turned by 10° fills 75 % of its bounding box; strokes and text fill far less.
    if (area < 0.62 * boxWidth * boxHeight) continue;
    // Cut by the image's edge: the corner of a table or of the page, not a whole mark.
    if (minX <= 1 || minY <= 1 || maxX >= width - 2 || maxY >= height - 2) continue;
    // Black on paper: far darker than the neighbourhood three times its size (a grey table beside
    // the page, a shadow, is not).
    const around = windowMean(small, integral, sumX / area, sumY / area, Math.round(1.5 * side));
    if (sumGrey / area > 0.45 * around) continue;
    found.push({
      center: { x: (sumX / area + 0.5) * factor, y: (sumY / area + 0.5) * factor },
      area: area * factor * factor,
      side: side * factor,
    });
  }
  return found;
}

/**
 * The four candidates nearest the image's corners (extremes of x+y and x−y), in the order top-left,
 * top-right, bottom-right, bottom-left as seen in the image, or null when they do not form a
 * plausible page: four distinct blobs of similar size making a convex quadrilateral.
 */
export function cornerMarks(candidates: readonly MarkCandidate[]): MarkCandidate[] | null {
  if (candidates.length < 4) return null;
  const pick = (score: (p: Point) => number) =>
    candidates.reduce((best, c) => (score(c.center) > score(best.center) ? c : best));
  const corners = [
    pick((p) => -p.x - p.y),
    pick((p) => p.x - p.y),
    pick((p) => p.x + p.y),
    pick((p) => p.y - p.x),
  ];
  if (new Set(corners).size !== 4) return null;
  const areas = corners.map((c) => c.area);
  if (Math.max(...areas) > 2.5 * Math.min(...areas)) return null;
  // Convex and in one turning direction: each cross product of consecutive edges has the same sign.
  let sign = 0;
  for (let i = 0; i < 4; i += 1) {
    const a = corners[i]?.center as Point;
    const b = corners[(i + 1) % 4]?.center as Point;
    const c = corners[(i + 2) % 4]?.center as Point;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    const s = Math.sign(cross);
    if (s === 0 || (sign !== 0 && s !== sign)) return null;
    sign = s;
  }
  return corners;
}
