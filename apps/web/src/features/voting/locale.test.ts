import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { votingEnUS, votingZhCN } from './locale';

describe('voting texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(votingZhCN, votingEnUS);
  });
});
