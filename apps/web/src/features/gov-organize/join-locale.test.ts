import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govJoinEnUS, govJoinZhCN } from './join-locale';

describe('government join form texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govJoinZhCN, govJoinEnUS);
  });
});
