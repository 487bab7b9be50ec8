import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { rosterEnUS, rosterZhCN } from './locale';

describe('roster texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(rosterZhCN, rosterEnUS);
  });
});
