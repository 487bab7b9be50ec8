import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { meetingEnUS, meetingZhCN } from './locale';

describe('meeting texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(meetingZhCN, meetingEnUS);
  });
});
