import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { proposalEnUS, proposalZhCN } from './locale';

describe('proposal texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(proposalZhCN, proposalEnUS);
  });
});
