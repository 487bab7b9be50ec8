import sharp from 'sharp';
import type { Point } from '../../src/modules/voting/ballot-layout';
import type { GreyImage } from '../../src/modules/voting/paper-scan';
import { warpGrey } from '../../src/modules/voting/paper-scan/grey-image';
import { homographyFrom } from '../../src/modules/voting/paper-scan/homography';
import type { Random } from './ballot-scan-pens';

export type DistortParams = {
  rotation: number;
  scale: number;
  /** Largest corner displacement of a photo's perspective, as a share of the page width. */
  perspective: number;
  blur: number;
  /** Darkest point of the shadow gradient (1 = no shadow). */
  shadow: number;
  quality: number;
  /** Grey of what is around the page (a table under a photo, the scanner lid). */
  background: number;
};

export const NO_DISTORTION: DistortParams = {
  rotation: 0,
  scale: 1,
  perspective: 0,
  blur: 0,
  shadow: 1,
  quality: 90,
  background: 235,
};

/**
 * Scanner and phone faults applied to a page image: turned and scaled, seen in perspective (each
 * page corner moved on its own), shadowed by a gradient, blurred, JPEG-compressed. Returns the file.
 */
export async function distort(page: GreyImage, params: DistortParams, random: Random): Promise<Buffer> {
  let image = page;
  if (params.rotation !== 0 || params.scale !== 1 || params.perspective > 0) {
    const { width: w, height: h } = page;
    const c = { x: w / 2, y: h / 2 };
    const a = (params.rotation * Math.PI) / 180;
    const jitter = params.perspective * w;
    const source: Point[] = [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ];
    const placed = source.map((p) => {
      const dx = (p.x - c.x) * params.scale;
      const dy = (p.y - c.y) * params.scale;
      return {
        x: c.x + dx * Math.cos(a) - dy * Math.sin(a) + random.between(-jitter, jitter),
        y: c.y + dx * Math.sin(a) + dy * Math.cos(a) + random.between(-jitter, jitter),
      };
    });
    const margin = 24;
    const minX = Math.min(...placed.map((p) => p.x)) - margin;
    const minY = Math.min(...placed.map((p) => p.y)) - margin;
    const outW = Math.ceil(Math.max(...placed.map((p) => p.x)) - minX + margin);
    const outH = Math.ceil(Math.max(...placed.map((p) => p.y)) - minY + margin);
    const target = placed.map((p) => ({ x: p.x - minX, y: p.y - minY }));
    const toSource = homographyFrom(target, source);
    if (!toSource) throw new Error('degenerate distortion');
    image = warpGrey(page, toSource, outW, outH, params.background);
  } else image = { ...page, data: Uint8Array.from(page.data) };
  if (params.shadow < 1) {
    // Light falls off along a random direction: 1 at one side, params.shadow at the other.
    const angle = random.between(0, 2 * Math.PI);
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    const span = Math.abs(ux) * image.width + Math.abs(uy) * image.height;
    const offset = Math.min(0, ux * image.width) + Math.min(0, uy * image.height);
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const t = (x * ux + y * uy - offset) / span;
        const i = y * image.width + x;
        image.data[i] = (image.data[i] ?? 0) * (1 - (1 - params.shadow) * t);
      }
    }
  }
  let pipeline = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 1 },
  });
  if (params.blur >= 0.3) pipeline = pipeline.blur(params.blur);
  return pipeline.jpeg({ quality: Math.round(params.quality) }).toBuffer();
}

/** The parameters of one distortion class, drawn from its range. */
export function drawParams(random: Random, distortion: string): DistortParams {
  const p = { ...NO_DISTORTION, quality: random.between(80, 92) };
  switch (distortion) {
    case 'rotate':
      return { ...p, rotation: random.between(-10, 10) };
    case 'scale':
      return { ...p, scale: random.between(0.8, 1.15), rotation: random.between(-1, 1) };
    case 'blur':
      return { ...p, blur: random.between(0.6, 1.4) };
    case 'perspective':
      return {
        ...p,
        perspective: random.between(0.015, 0.05),
        rotation: random.between(-4, 4),
        background: random.between(90, 150),
      };
    case 'shadow':
      return { ...p, shadow: random.between(0.5, 0.75) };
    case 'jpeg':
      return { ...p, quality: random.between(40, 60) };
    case 'stray':
      return { ...p, rotation: random.between(-2, 2) };
    case 'photo':
      return {
        rotation: random.between(-10, 10),
        scale: random.between(0.85, 1.1),
        perspective: random.between(0, 0.04),
        blur: random.between(0.3, 1.1),
        shadow: random.between(0.55, 1),
        quality: random.between(40, 90),
        background: random.between(90, 150),
      };
    default:
      return p;
  }
}
