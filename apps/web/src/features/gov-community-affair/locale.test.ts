import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govAffairEnUS, govAffairZhCN } from './locale';

describe('community-affair board texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govAffairZhCN, govAffairEnUS);
  });
});
