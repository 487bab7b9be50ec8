import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govConsultationEnUS, govConsultationZhCN } from './locale';

describe('government opinion collection texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govConsultationZhCN, govConsultationEnUS);
  });
});
