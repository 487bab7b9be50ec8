import { describe, expect, it } from 'vitest';
import { answerBlocks, citationParts } from './answer-blocks';

describe('answer blocks', () => {
  it('reads paragraphs, numbered steps and bullets of an answer', () => {
    expect(
      answerBlocks(
        '一般流程如下：[1]\n1. 提出建议；\n2. 业主表决；\n\n另见《甲》：乙。[2]\n- 丙；\n- 丁。\n\n依据：民法典[1]',
      ),
    ).toEqual([
      { type: 'p', text: '一般流程如下：[1]' },
      { type: 'ol', items: ['提出建议；', '业主表决；'] },
      { type: 'p', text: '另见《甲》：乙。[2]' },
      { type: 'ul', items: ['丙；', '丁。'] },
      { type: 'p', text: '依据：民法典[1]' },
    ]);
  });

  it('starts a new list after a blank line and keeps a half-streamed answer readable', () => {
    expect(answerBlocks('1. 甲\n\n1. 乙')).toEqual([
      { type: 'ol', items: ['甲'] },
      { type: 'ol', items: ['乙'] },
    ]);
    expect(answerBlocks('使用维修资金\n1')).toEqual([
      { type: 'p', text: '使用维修资金' },
      { type: 'p', text: '1' },
    ]);
  });

  it('cuts a line at its citation markers', () => {
    expect(citationParts('双过半[1]，另见[12]。')).toEqual(['双过半', 1, '，另见', 12, '。']);
  });
});
