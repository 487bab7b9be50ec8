import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { financeEnUS, financeZhCN } from './locale';

describe('finance texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(financeZhCN, financeEnUS);
  });
});
