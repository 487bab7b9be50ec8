import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govOrganizeEnUS, govOrganizeZhCN } from './locale';

describe('government organisation texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govOrganizeZhCN, govOrganizeEnUS);
  });
});
