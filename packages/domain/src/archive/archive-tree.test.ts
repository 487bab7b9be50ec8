import { describe, expect, it } from 'vitest';
import {
  archiveAddDirectoryInput,
  archiveDeleteInput,
  archiveListInput,
  archiveUpdateInput,
} from './archive-api';
import { ArchiveCategory } from './archive-enums';
import {
  archivePreviewKind,
  compareArchiveEntries,
  isMoveIntoOwnSubtree,
  isSamePermutation,
} from './archive-tree';

describe('isMoveIntoOwnSubtree', () => {
  it.each([
    [5, [], false],
    [5, [1, 2], false],
    [5, [5], true],
    [5, [1, 5, 9], true],
  ] as const)('moving %i under %j → %s', (moving, path, expected) => {
    expect(isMoveIntoOwnSubtree(moving, path)).toBe(expected);
  });
});

describe('isSamePermutation', () => {
  it.each([
    [['a', 'b'], ['b', 'a'], true],
    [['a', 'b'], ['a'], false],
    [['a', 'b'], ['a', 'a'], false],
    [['a', 'b'], ['a', 'c'], false],
    [[], [], true],
  ] as const)('%j vs %j → %s', (current, requested, expected) => {
    expect(isSamePermutation(current, requested)).toBe(expected);
  });
});

describe('compareArchiveEntries', () => {
  it('puts folders first, then sort, then name', () => {
    const entries = [
      { isDirectory: 'NO' as const, sort: 0, archiveName: 'a.pdf' },
      { isDirectory: 'YES' as const, sort: 2, archiveName: '乙' },
      { isDirectory: 'YES' as const, sort: 1, archiveName: '甲' },
    ];
    expect([...entries].sort(compareArchiveEntries).map((e) => e.archiveName)).toEqual(['甲', '乙', 'a.pdf']);
  });
});

describe('archivePreviewKind', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/png', 'image'],
    ['image/vnd.adobe.photoshop', null],
    ['application/zip', null],
  ] as const)('%s → %s', (type, kind) => {
    expect(archivePreviewKind(type)).toBe(kind);
  });
});

describe('archive schemas', () => {
  it('has the five categories of SPEC §9', () => {
    expect(ArchiveCategory.values).toHaveLength(5);
  });

  it('treats an empty parentId as the root', () => {
    const parsed = archiveListInput.parse({ communityInfoCode: 'C', archiveType: 'ARCHIVE', parentId: '' });
    expect(parsed.parentId).toBeNull();
  });

  it('refuses blank and long folder names with Chinese messages', () => {
    const blank = archiveAddDirectoryInput.safeParse({
      communityInfoCode: 'C',
      archiveType: 'ARCHIVE',
      archiveName: '  ',
    });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('请填写文件夹名称');
    const long = archiveAddDirectoryInput.safeParse({
      communityInfoCode: 'C',
      archiveType: 'ARCHIVE',
      archiveName: '档'.repeat(101),
    });
    expect(long.error?.issues[0]?.message).toBe('文件夹名称不能超过100个字符');
  });

  it('needs a name or a target in an update and keeps null as "move to root"', () => {
    expect(archiveUpdateInput.safeParse({ communityInfoCode: 'C', archiveId: 'A' }).success).toBe(false);
    expect(
      archiveUpdateInput.parse({ communityInfoCode: 'C', archiveId: 'A', parentId: '' }).parentId,
    ).toBeNull();
    expect(
      archiveUpdateInput.parse({ communityInfoCode: 'C', archiveId: 'A', archiveName: 'x' }).parentId,
    ).toBeUndefined();
  });

  it('defaults delete confirmation to false', () => {
    expect(archiveDeleteInput.parse({ communityInfoCode: 'C', archiveId: 'A' }).confirm).toBe(false);
  });
});
