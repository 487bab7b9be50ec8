import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { importLocale } from './locale';

describe('import texts', () => {
  it('are fully translated', () => {
    expectCompleteTranslation(importLocale.zhCN, importLocale.enUS);
  });
});
