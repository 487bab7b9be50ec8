import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { estateEnUS, estateZhCN } from './locale';

describe('estate texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(estateZhCN, estateEnUS);
  });
});
