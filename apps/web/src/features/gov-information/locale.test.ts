import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govInformationEnUS, govInformationZhCN } from './locale';

describe('government information texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govInformationZhCN, govInformationEnUS);
  });
});
