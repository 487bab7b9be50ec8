import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { noticeEnUS, noticeZhCN } from './locale';

describe('notice texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(noticeZhCN, noticeEnUS);
  });
});
