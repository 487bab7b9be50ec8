import { describe, expect, it } from 'vitest';
import { type DropInput, planDrop } from './archive-drop';

// Root level: folders D1, D2 and file F1; D1 holds S1 and S2.
const base: DropInput = {
  dragId: 'F1',
  dragParentId: '',
  targetId: 'D1',
  targetParentId: '',
  targetIsFolder: true,
  relative: 0,
  targetSiblings: ['D1', 'D2', 'F1'],
};

describe('planning an archive drop', () => {
  it('moves an entry dropped onto a folder into it', () => {
    expect(planDrop(base)).toEqual({ moveTo: 'D1' });
  });

  it('ignores drops onto a file, onto itself and onto the folder it is already in', () => {
    expect(planDrop({ ...base, targetId: 'F2', targetIsFolder: false })).toBeNull();
    expect(planDrop({ ...base, dragId: 'D1' })).toBeNull();
    expect(
      planDrop({ ...base, dragId: 'S1', dragParentId: 'D1', targetId: 'D1', targetSiblings: ['D1', 'D2'] }),
    ).toBeNull();
  });

  it('reorders a level when an entry is dropped before or after a sibling', () => {
    expect(planDrop({ ...base, relative: -1 })).toEqual({
      order: { parentId: '', archiveIds: ['F1', 'D1', 'D2'] },
    });
    expect(planDrop({ ...base, dragId: 'D1', targetId: 'D2', relative: 1 })).toEqual({
      order: { parentId: '', archiveIds: ['D2', 'D1', 'F1'] },
    });
  });

  it('does nothing when the order would not change', () => {
    expect(planDrop({ ...base, dragId: 'D2', targetId: 'D1', relative: 1 })).toBeNull();
    expect(planDrop({ ...base, dragId: 'D1', targetId: 'D2', relative: -1 })).toBeNull();
  });

  it('moves and places an entry dropped between the entries of another level', () => {
    expect(
      planDrop({
        ...base,
        dragId: 'F1',
        targetId: 'S2',
        targetParentId: 'D1',
        targetIsFolder: false,
        relative: -1,
        targetSiblings: ['S1', 'S2'],
      }),
    ).toEqual({ moveTo: 'D1', order: { parentId: 'D1', archiveIds: ['S1', 'F1', 'S2'] } });
    // Out of a folder to the root, after D2.
    expect(
      planDrop({
        ...base,
        dragId: 'S1',
        dragParentId: 'D1',
        targetId: 'D2',
        relative: 1,
      }),
    ).toEqual({ moveTo: '', order: { parentId: '', archiveIds: ['D1', 'D2', 'S1', 'F1'] } });
  });
});
