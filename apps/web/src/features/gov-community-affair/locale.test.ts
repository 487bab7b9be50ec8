import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { describe, expect, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { govAffairEnUS, govAffairZhCN } from './locale';

describe('community-affair board texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(govAffairZhCN, govAffairEnUS);
  });

  it('name each voting state as the voting area does', () => {
    for (const state of VotingState.values.filter((value) => value !== 'DRAFT'))
      expect(govAffairZhCN.state[state]).toBe(VotingState.label(state));
  });
});
