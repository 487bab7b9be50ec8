import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govStatEnUS, govStatZhCN } from './locale';

describe('work statistics texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govStatZhCN, govStatEnUS);
  });
});
