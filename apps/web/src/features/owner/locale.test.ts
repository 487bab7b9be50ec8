import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { ownerEnUS, ownerZhCN } from './locale';

describe('owner H5 texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(ownerZhCN, ownerEnUS);
  });
});
