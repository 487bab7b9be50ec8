import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (SIL OFL) as shipped by the @fontsource/noto-sans-sc npm package: the
 * chinese-simplified subset in .woff (pdfkit renders its .woff2 blank); the subset holds Latin
 * letters, digits and full-width punctuation too. It installs with `npm ci`, so nothing is
 * fetched at run time.
 */
export const CJK_FONT_PATH: string = require.resolve(
  '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
);

let cached: Buffer | null = null;

/** The font as a plain sfnt, unpacked once per process (see woff-to-sfnt.ts for why). */
export function cjkFont(): Buffer {
  cached ??= woffToSfnt(readFileSync(CJK_FONT_PATH));
  return cached;
}
