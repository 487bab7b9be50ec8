import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { archiveEnUS, archiveZhCN } from './locale';

describe('archive texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(archiveZhCN, archiveEnUS);
  });
});
