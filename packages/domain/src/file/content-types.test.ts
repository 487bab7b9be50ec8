import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from './content-types';

describe('contentMatchesExtension', () => {
  it.each([
    ['png', 'image/png', false, true],
    ['png', 'image/jpeg', false, false],
    ['pdf', 'application/x-msdownload', false, false],
    ['pdf', null, true, false],
    ['txt', null, true, true],
    ['txt', 'application/x-elf', false, false],
    ['txt', null, false, false],
    ['svg', null, true, true],
    ['doc', 'application/x-cfb', false, true],
  ] as const)('%s with %s (text %s) → %s', (extension, sniffed, text, expected) => {
    expect(contentMatchesExtension(extension, sniffed, text)).toBe(expected);
  });
});
