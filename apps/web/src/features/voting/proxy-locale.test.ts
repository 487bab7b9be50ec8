import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { votingProxyEnUS, votingProxyZhCN } from './proxy-locale';

describe('proxy voting texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(votingProxyZhCN, votingProxyEnUS);
  });
});
