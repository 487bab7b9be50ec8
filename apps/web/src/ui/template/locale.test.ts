import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { templateTextEnUS, templateTextZhCN } from './locale';

describe('placeholder warning texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(templateTextZhCN, templateTextEnUS);
  });
});
