import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export type Sniffed = { mime: string | null; looksLikeText: boolean };

const TEXT_PROBE_BYTES = 8192;

/**
 * What the bytes of a file are, by magic numbers (file-type), plus whether its start is free of
 * NUL bytes: formats without a signature (text, SVG) are accepted only then, so an executable
 * renamed to .txt is still caught.
 */
export async function sniffFile(path: string): Promise<Sniffed> {
  const detected = await fileTypeFromFile(path);
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(TEXT_PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TEXT_PROBE_BYTES, 0);
    return { mime: detected?.mime ?? null, looksLikeText: !buffer.subarray(0, bytesRead).includes(0) };
  } finally {
    await handle.close();
  }
}
