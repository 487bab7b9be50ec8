import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govActivityEnUS, govActivityZhCN } from './locale';

describe('government activity texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govActivityZhCN, govActivityEnUS);
  });
});
