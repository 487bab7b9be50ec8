import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { communityRegistrationEnUS, communityRegistrationZhCN } from './locale';

describe('community registration texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(communityRegistrationZhCN, communityRegistrationEnUS);
  });
});
