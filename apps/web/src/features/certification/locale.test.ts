import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { certificationEnUS, certificationZhCN } from './locale';

describe('certification texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(certificationZhCN, certificationEnUS);
  });
});
