import type { OptionBox, Point } from '../ballot-layout';
import { type GreyImage, sample } from './grey-image';
import { applyHomography, type Homography } from './homography';

/**
 * What was measured in one option box. Darkness is relative to the paper around the box
 * (1 − grey / paper), so a shadow across a photo changes nothing.
 */
export type BoxScores = {
  choice: string;
  /** Share of the box's inside (the printed outline left out) at darkness ≥ 0.4: pen ink. */
  ink: number;
  /** Share of the inside at darkness ≥ 0.15: any trace at all, a faint pencil included. */
  trace: number;
  /** Mean darkness of the inside (a filled box is near 1). */
  mean: number;
  /** Share of a strip just left of and below the box at darkness ≥ 0.3: a mark beside the box. */
  beside: number;
  /** Where the printed outline was found, relative to where the registration marks put it (pt). */
  shift: Point;
};

export type BoxVerdict = 'marked' | 'blank' | 'unsure';

/**
 * The conservative thresholds (shares of the box's inside). A pen stroke through the 6 pt inside
 * covers ≥ 8 % of it at darkness ≥ 0.33 for every clear pen of the test set (darkness ≥ 0.55);
 * noise, JPEG ringing and the printed outline of a slightly misplaced box stay under 2.5 % at
 * darkness 0.1, while a faint mark (darkness 0.18–0.25) leaves more. Everything between is for a person.
 */
export const THRESHOLDS = {
  markedInk: 0.08,
  blankTrace: 0.025,
  blankBeside: 0.04,
} as const;

const INSET = 2.0;
/** Darkness of pen ink, and of any trace at all. */
const INK = 0.33;
const TRACE = 0.1;
const STEP = 0.4;

function paperLevel(image: GreyImage, h: Homography, box: OptionBox): number {
  const values: number[] = [];
  for (let y = box.y - 6; y <= box.y + box.size + 8; y += 1) {
    for (let x = box.x - 20; x <= box.x + box.size + 2; x += 1) {
      const p = applyHomography(h, { x, y });
      values.push(sample(image, p.x, p.y));
    }
  }
  values.sort((a, b) => a - b);
  return Math.max(40, values[Math.floor(values.length * 0.9)] ?? 255);
}

function darknessAt(image: GreyImage, h: Homography, paper: number, x: number, y: number): number {
  const p = applyHomography(h, { x, y });
  return Math.min(1, Math.max(0, 1 - sample(image, p.x, p.y) / paper));
}

function outlineDarkness(
  image: GreyImage,
  h: Homography,
  paper: number,
  box: OptionBox,
  dx: number,
  dy: number,
) {
  let sum = 0;
  let count = 0;
  const x0 = box.x + dx;
  const y0 = box.y + dy;
  for (let t = 0; t <= box.size; t += 0.5) {
    sum += darknessAt(image, h, paper, x0 + t, y0);
    sum += darknessAt(image, h, paper, x0 + t, y0 + box.size);
    sum += darknessAt(image, h, paper, x0, y0 + t);
    sum += darknessAt(image, h, paper, x0 + box.size, y0 + t);
    count += 4;
  }
  // A slight preference for the predicted place: equal outlines do not move the box.
  return sum / count - 0.01 * Math.hypot(dx, dy);
}

/**
 * The printed 10 pt square near where the marks put it: the offset (within ±3 pt, 1 pt steps, then
 * ±0.5 pt around the best) whose outline is darkest, so a page slightly bent, a photo's lens or a
 * mark centre a pixel off does not put the outline inside the measured area.
 */
function findOutline(image: GreyImage, h: Homography, paper: number, box: OptionBox): Point {
  let best = { x: 0, y: 0 };
  let bestScore = outlineDarkness(image, h, paper, box, 0, 0);
  const search = (centre: Point, reach: number, step: number) => {
    for (let dy = centre.y - reach; dy <= centre.y + reach + 1e-9; dy += step) {
      for (let dx = centre.x - reach; dx <= centre.x + reach + 1e-9; dx += step) {
        const score = outlineDarkness(image, h, paper, box, dx, dy);
        if (score > bestScore) {
          bestScore = score;
          best = { x: dx, y: dy };
        }
      }
    }
  };
  search({ x: 0, y: 0 }, 3, 1);
  search(best, 0.5, 0.5);
  return best;
}

export function measureBox(image: GreyImage, h: Homography, box: OptionBox): BoxScores {
  const paper = paperLevel(image, h, box);
  const shift = findOutline(image, h, paper, box);
  const x0 = box.x + shift.x;
  const y0 = box.y + shift.y;
  let ink = 0;
  let trace = 0;
  let sum = 0;
  let count = 0;
  for (let y = y0 + INSET; y <= y0 + box.size - INSET + 1e-6; y += STEP) {
    for (let x = x0 + INSET; x <= x0 + box.size - INSET + 1e-6; x += STEP) {
      const d = darknessAt(image, h, paper, x, y);
      if (d >= INK) ink += 1;
      if (d >= TRACE) trace += 1;
      sum += d;
      count += 1;
    }
  }
  let beside = 0;
  let besideCount = 0;
  for (let y = y0 - 1; y <= y0 + box.size + 1; y += STEP) {
    for (let x = x0 - 7; x <= x0 - 1.8; x += STEP) {
      if (darknessAt(image, h, paper, x, y) >= 0.3) beside += 1;
      besideCount += 1;
    }
  }
  for (let y = y0 + box.size + 1.8; y <= y0 + box.size + 6; y += STEP) {
    for (let x = x0 - 1; x <= x0 + box.size + 1; x += STEP) {
      if (darknessAt(image, h, paper, x, y) >= 0.3) beside += 1;
      besideCount += 1;
    }
  }
  return {
    choice: box.choice,
    ink: ink / count,
    trace: trace / count,
    mean: sum / count,
    beside: beside / besideCount,
    shift,
  };
}

export function boxVerdict(scores: BoxScores): BoxVerdict {
  if (scores.ink >= THRESHOLDS.markedInk) return 'marked';
  if (scores.trace < THRESHOLDS.blankTrace && scores.beside < THRESHOLDS.blankBeside) return 'blank';
  return 'unsure';
}

export type IssueDecision<C extends string = string> =
  | { reading: 'choice'; option: C }
  | { reading: 'empty' }
  | { reading: 'doubtful'; reason: 'several-marks' | 'faint-or-beside' };

/**
 * One issue from its boxes: one marked box and every other blank → that choice; all blank → empty;
 * two marks (a correction included: a filled or crossed-out box beside a new tick) or any box
 * that is neither clearly marked nor clearly blank → doubtful.
 */
export function decideIssue<C extends string>(scores: readonly BoxScores[]): IssueDecision<C> {
  const verdicts = scores.map(boxVerdict);
  const marked = scores.filter((_, i) => verdicts[i] === 'marked');
  if (marked.length >= 2) return { reading: 'doubtful', reason: 'several-marks' };
  if (verdicts.includes('unsure')) return { reading: 'doubtful', reason: 'faint-or-beside' };
  const [only] = marked;
  if (only) return { reading: 'choice', option: only.choice as C };
  return { reading: 'empty' };
}

/** Page point → image pixel for a corner list (used for crop rectangles). */
export function boundsOf(h: Homography, corners: readonly Point[]) {
  const points = corners.map((p) => applyHomography(h, p));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}
