import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govSettingsEnUS, govSettingsZhCN } from './locale';

describe('government settings texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govSettingsZhCN, govSettingsEnUS);
  });
});
