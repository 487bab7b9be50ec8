import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { fileLocale } from './locale';

describe('file texts', () => {
  it('are fully translated', () => {
    expectCompleteTranslation(fileLocale.zhCN, fileLocale.enUS);
  });
});
