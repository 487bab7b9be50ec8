import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #24: a drawer is never wider than the screen. The roster's house drawer was 560 px on a
// 390 px phone; a drawer wider than the narrowest phone (320 px) takes a CSS min() of its desktop
// width and the viewport (the workbench's 260 px menu drawer fits every phone as it is).
const root = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The opening tag of every <Drawer …> of a source file. */
function drawerTags(text: string): string[] {
  return [...text.matchAll(/<Drawer\b[\s\S]*?>/g)].map((match) => match[0]);
}

describe('drawers', () => {
  it('fit the viewport: a width above 320 px is min(<px>, <vw>)', () => {
    const tags = sources(root).flatMap((file) =>
      drawerTags(readFileSync(file, 'utf8')).map((tag) => ({ file: file.slice(root.length + 1), tag })),
    );
    expect(tags.map((item) => item.file)).toContain('features/roster/house-drawer.tsx');
    const fixed = tags.filter(({ tag }) => {
      const bare = /\b(?:size|width)=(?:\{\s*(\d+)\s*\}|"(\d+)(?:px)?")/.exec(tag);
      return bare !== null && Number(bare[1] ?? bare[2]) > 320;
    });
    expect(fixed.map((item) => item.file)).toEqual([]);
    const house = tags.find((item) => item.file === 'features/roster/house-drawer.tsx');
    expect(house?.tag).toContain('size="min(560px, 100vw)"');
  });
});
