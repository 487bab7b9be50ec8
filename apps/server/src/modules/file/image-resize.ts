import { RESIZABLE_CONTENT_TYPES } from '@gongzhi/domain/file/content-types';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';

/** Resize options of downloads (SPEC §7); bounded so a request cannot ask for a huge canvas. */
export const resizeQuery = z.object({
  width: z.coerce.number().int().min(1).max(4096).optional(),
  height: z.coerce.number().int().min(1).max(4096).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
});
export type ResizeOptions = z.infer<typeof resizeQuery>;

export function wantsResize(contentType: string, options: ResizeOptions): boolean {
  const asked = options.width !== undefined || options.height !== undefined || options.quality !== undefined;
  return asked && RESIZABLE_CONTENT_TYPES.includes(contentType);
}

/**
 * A sharp transform for a raster image: fits inside width × height without enlarging and keeps
 * the format, re-encoded at `quality`. Decoding is capped at 40 megapixels against pixel bombs.
 */
export function resizeTransform(contentType: string, options: ResizeOptions): Sharp {
  let image = sharp({ limitInputPixels: 40_000_000, animated: false }).rotate();
  if (options.width || options.height) {
    image = image.resize({
      width: options.width,
      height: options.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  const quality = options.quality ?? 80;
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality });
    case 'image/webp':
      return image.webp({ quality });
    case 'image/tiff':
      return image.tiff({ quality });
    case 'image/gif':
      return image.gif();
    default:
      return image.png({ quality });
  }
}

export function describeResize(options: ResizeOptions): string {
  return `w=${options.width ?? ''};h=${options.height ?? ''};q=${options.quality ?? ''}`;
}
