import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { downloadLocale } from './locale';

describe('download texts', () => {
  it('are fully translated', () => {
    expectCompleteTranslation(downloadLocale.zhCN, downloadLocale.enUS);
  });
});
