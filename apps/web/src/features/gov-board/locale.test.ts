import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govBoardEnUS, govBoardZhCN } from './locale';

describe('government board texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govBoardZhCN, govBoardEnUS);
  });
});
