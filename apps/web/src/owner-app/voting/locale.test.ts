import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { votingOwnerEnUS, votingOwnerZhCN } from './locale';

describe('owner vote page texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(votingOwnerZhCN, votingOwnerEnUS);
  });
});
