import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { adviserEnUS, adviserZhCN } from '../adviser/locale';
import { knowledgeEnUS, knowledgeZhCN } from './locale';

describe('knowledge and adviser texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(knowledgeZhCN, knowledgeEnUS);
    expectCompleteTranslation(adviserZhCN, adviserEnUS);
  });
});
