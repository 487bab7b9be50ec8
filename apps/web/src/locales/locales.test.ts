import { MESSAGES } from '@gongzhi/domain/common/messages';
import { describe, expect, it } from 'vitest';
import { expectCompleteTranslation } from '../test/locale-keys';
import { enUS } from './en-us';
import { zhCN } from './zh-cn';

describe('locales', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(zhCN, enUS);
  });

  it('use the domain messages as the Chinese source', () => {
    expect(zhCN.messages).toBe(MESSAGES);
  });
});
