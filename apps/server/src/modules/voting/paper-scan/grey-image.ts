import sharp from 'sharp';
import { applyHomography, type Homography } from './homography';

/**
 * libvips settings for reading uploads (process-wide, as sharp's are): no operation cache (each
 * page is decoded once; the cache only holds memory, up to 50 MB by default) and one libvips
 * thread per image: on a 2-core machine parallelism comes from reading two files at once, and
 * measured on 100 scanned pages decoding took 31 ms of CPU a page against 36 ms with the defaults.
 */
sharp.cache(false);
sharp.concurrency(1);

/** One channel, 8 bits a pixel, row-major: what every step of the reader works on. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/**
 * Decodes a JPEG/PNG (or any format sharp reads) to greyscale, turned upright by its EXIF
 * orientation (phone photos), and brought down to at most `maxSide` pixels on its long side when it
 * is much larger: a 12-megapixel photo holds far more detail than a 10 pt box needs, and every later
 * step is linear in pixels. A scan of usual size is not resampled at all (resampling costs as much
 * as decoding). `sharp` (libvips) does all this natively and is already a server dependency.
 */
export async function decodeGrey(input: Buffer, maxSide = 2200): Promise<GreyImage> {
  const source = sharp(input, { failOn: 'none', limitInputPixels: 80_000_000 });
  const meta = await source.metadata();
  let pipeline = (meta.orientation ?? 1) > 1 ? source.rotate() : source;
  if (Math.max(meta.width ?? 0, meta.height ?? 0) > maxSide) {
    pipeline = pipeline.resize({ width: maxSide, height: maxSide, fit: 'inside', kernel: 'linear' });
  }
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** Bilinear sample at (x, y); `outside` beyond the image. */
export function sample(image: GreyImage, x: number, y: number, outside = 255): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= image.width || y0 + 1 >= image.height) return outside;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * image.width + x0;
  const d = image.data;
  const top = (d[i] ?? 0) * (1 - fx) + (d[i + 1] ?? 0) * fx;
  const bottom = (d[i + image.width] ?? 0) * (1 - fx) + (d[i + image.width + 1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * An image of `width`×`height` whose pixel (x, y) is `source` sampled at `toSource(x, y)`: a
 * straightened crop for a person (reader), or a page photographed at an angle (test set).
 */
export function warpGrey(
  source: GreyImage,
  toSource: Homography,
  width: number,
  height: number,
  outside = 255,
): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = applyHomography(toSource, { x: x + 0.5, y: y + 0.5 });
      data[y * width + x] = sample(source, p.x - 0.5, p.y - 0.5, outside);
    }
  }
  return { data, width, height };
}

export function greyToPng(image: GreyImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
