import { describe, it } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { workgroupEnUS, workgroupZhCN } from './locale';

describe('workgroup texts', () => {
  it('translate every Chinese text into English with the same placeholders', () => {
    expectCompleteTranslation(workgroupZhCN, workgroupEnUS);
  });
});
