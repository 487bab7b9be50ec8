import type { OptionBox, Point } from '../../src/modules/voting/ballot-layout';
import type { GreyImage } from '../../src/modules/voting/paper-scan';

/** A seeded random source (mulberry32): the same seed gives the same test set on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A pen: stroke width (pt) and darkness (0 = no ink, 1 = black). */
export type Pen = { width: number; darkness: number; name: 'heavy' | 'normal' | 'light' | 'faint' };
export type PenStyle = 'tick' | 'cross' | 'fill' | 'circle';
/** A stroke in page points: a polyline drawn with one pen. */
export type Stroke = { points: Point[]; pen: Pen };

export function penOf(random: Random, name: Pen['name']): Pen {
  switch (name) {
    case 'heavy':
      return { name, width: random.between(1.6, 2.4), darkness: random.between(0.85, 0.95) };
    case 'normal':
      return { name, width: random.between(1.0, 1.6), darkness: random.between(0.7, 0.85) };
    case 'light':
      return { name, width: random.between(1.0, 1.4), darkness: random.between(0.55, 0.65) };
    case 'faint':
      // Visible to a person, too light to trust: what the reader must send to a person.
      return { name, width: random.between(1.0, 1.4), darkness: random.between(0.18, 0.25) };
  }
}

const wobble = (random: Random, p: Point, amount: number): Point => ({
  x: p.x + random.between(-amount, amount),
  y: p.y + random.between(-amount, amount),
});

/** The strokes of one hand-made mark of `style` on `box` (centre moved by up to 1.5 pt, sizes varied). */
export function markStrokes(random: Random, box: OptionBox, style: PenStyle, pen: Pen, at?: Point): Stroke[] {
  const centre = at ?? {
    x: box.x + box.size / 2 + random.between(-1.5, 1.5),
    y: box.y + box.size / 2 + random.between(-1.5, 1.5),
  };
  const s = box.size * random.between(0.8, 1.4);
  const angle = random.between(-0.25, 0.25);
  const place = (x: number, y: number): Point =>
    wobble(
      random,
      {
        x: centre.x + (x * Math.cos(angle) - y * Math.sin(angle)) * s,
        y: centre.y + (x * Math.sin(angle) + y * Math.cos(angle)) * s,
      },
      0.3,
    );
  switch (style) {
    case 'tick':
      return [{ pen, points: [place(-0.35, 0.0), place(-0.08, 0.3), place(0.45, -0.45)] }];
    case 'cross':
      return [
        { pen, points: [place(-0.38, -0.38), place(0.38, 0.38)] },
        { pen, points: [place(0.38, -0.38), place(-0.38, 0.38)] },
      ];
    case 'circle': {
      // An "o" written in the box (a ring around the box is a mark beside it: doubtful).
      const r = random.between(2.2, 3.6) / s;
      const points = Array.from({ length: 25 }, (_, i) => {
        const t = (i / 24) * 2 * Math.PI * 1.05;
        return place(r * Math.cos(t), r * Math.sin(t) * random.between(0.85, 1));
      });
      return [{ pen, points }];
    }
    case 'fill': {
      // Back-and-forth strokes a pen width apart, over the whole box and a little beyond.
      const points: Point[] = [];
      const half = box.size / 2 + 0.8;
      const step = Math.max(0.8, pen.width * 0.8);
      for (let y = -half, i = 0; y <= half; y += step, i += 1) {
        const left = { x: centre.x - half, y: centre.y + y };
        const right = { x: centre.x + half, y: centre.y + y + step / 2 };
        points.push(...(i % 2 === 0 ? [left, right] : [right, left]));
      }
      return [{ pen, points }];
    }
  }
}

/** Scribbles across a mark: how owners cross out a choice they made by mistake. */
export function crossOutStrokes(random: Random, box: OptionBox, pen: Pen): Stroke[] {
  const c = { x: box.x + box.size / 2, y: box.y + box.size / 2 };
  const points: Point[] = [];
  for (let i = 0; i < 7; i += 1) {
    points.push(
      { x: c.x - 8 + random.between(-1, 1), y: c.y - 6 + i * 2 },
      { x: c.x + 8 + random.between(-1, 1), y: c.y - 5 + i * 2 },
    );
  }
  return [{ pen, points }];
}

function drawSegment(image: GreyImage, scale: number, a: Point, b: Point, pen: Pen) {
  const ax = a.x * scale;
  const ay = a.y * scale;
  const bx = b.x * scale;
  const by = b.y * scale;
  const half = (pen.width * scale) / 2;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
  const x1 = Math.min(image.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
  const y1 = Math.min(image.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy || 1;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const distance = Math.hypot(px - ax - t * dx, py - ay - t * dy);
      const cover = Math.max(0, Math.min(1, half + 0.5 - distance));
      if (cover <= 0) continue;
      const i = y * image.width + x;
      // Ink over ink does not get lighter: keep the darker of the two.
      const inked = 255 * (1 - pen.darkness * cover);
      if (inked < (image.data[i] ?? 255)) image.data[i] = inked;
    }
  }
}

/** Draws strokes (page points) on a page image rendered at `scale` pixels a point. */
export function drawStrokes(image: GreyImage, scale: number, strokes: readonly Stroke[]) {
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.points.length; i += 1) {
      drawSegment(image, scale, stroke.points[i - 1] as Point, stroke.points[i] as Point, stroke.pen);
    }
  }
}
