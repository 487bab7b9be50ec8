import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { complaintEnUS, complaintZhCN } from './locale';

describe('complaint texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(complaintZhCN, complaintEnUS);
  });
});
