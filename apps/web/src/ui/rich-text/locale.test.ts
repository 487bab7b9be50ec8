import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { richTextEnUS, richTextZhCN } from './locale';

describe('rich-text texts', () => {
  it('translate every Chinese text into English', () => {
    expectCompleteTranslation(richTextZhCN, richTextEnUS);
  });
});
