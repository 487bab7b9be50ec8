import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { quickVoteEnUS, quickVoteZhCN } from './locale';

describe('quick resolution texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(quickVoteZhCN, quickVoteEnUS);
  });
});
