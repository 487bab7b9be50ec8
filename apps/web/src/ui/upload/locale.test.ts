import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { uploadLocale } from './locale';

describe('upload texts', () => {
  it('are fully translated', () => {
    expectCompleteTranslation(uploadLocale.zhCN, uploadLocale.enUS);
  });
});
