import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { questionnaireEnUS, questionnaireZhCN } from './locale';

describe('questionnaire texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(questionnaireZhCN, questionnaireEnUS);
  });
});
