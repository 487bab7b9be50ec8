import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { sitePublicEnUS, sitePublicZhCN } from './locale';

describe('public site texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(sitePublicZhCN, sitePublicEnUS);
  });
});
