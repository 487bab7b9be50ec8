import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  optionResult,
  QUESTIONNAIRE_MESSAGES,
  questionnaireAttachmentInput,
  questionnaireCreateInput,
  questionnaireDraftInput,
  solicitationTagById,
} from './questionnaire-api';

const base = {
  communityInfoCode: 'YGHY001',
  title: '电梯加装意向调查',
  desc: '第一行\r\n第二行',
  startDate: '2026-03-03T00:00:00+08:00',
  endDate: '2026-03-10T00:00:00+08:00',
  questions: [
    {
      title: '是否同意加装电梯',
      type: 'SINGLE_CHOICE',
      options: [{ content: '同意' }, { content: '不同意' }],
    },
    { title: '其他意见', type: 'MULTI_LINE_TEXT', required: false },
  ],
};

function messages(input: unknown): string[] {
  const result = questionnaireCreateInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('questionnaireCreateInput', () => {
  it('accepts a complete questionnaire and keeps line breaks as \\n', () => {
    const parsed = questionnaireCreateInput.parse(base);
    expect(parsed.desc).toBe('第一行\n第二行');
    expect(parsed.questions[0]?.required).toBe(true);
    expect(parsed.scopeType).toBe('COMMUNITY');
  });
  it('refuses a choice question without two options', () => {
    const input = {
      ...base,
      questions: [{ title: '选一个', type: 'MULTIPLE_CHOICE', options: [{ content: 'A' }] }],
    };
    expect(messages(input)).toContain(QUESTIONNAIRE_MESSAGES.choiceNeedsOptions);
  });
  it('refuses options on a text question', () => {
    const input = {
      ...base,
      questions: [{ title: '说说', type: 'SINGLE_LINE_TEXT', options: [{ content: 'A' }] }],
    };
    expect(messages(input)).toContain(QUESTIONNAIRE_MESSAGES.textHasNoOptions);
  });
  it('refuses no questions, a start after the end, a long title and an empty building scope', () => {
    expect(messages({ ...base, questions: [] })).toContain(QUESTIONNAIRE_MESSAGES.questionsRequired);
    expect(messages({ ...base, startDate: base.endDate })).toContain(QUESTIONNAIRE_MESSAGES.startAfterEnd);
    expect(messages({ ...base, title: '长'.repeat(101) })).toHaveLength(1);
    expect(messages({ ...base, title: '   ' })).toEqual(['请填写问卷标题']);
    expect(messages({ ...base, scopeType: 'BUILDING' })).toContain(QUESTIONNAIRE_MESSAGES.buildingsRequired);
  });
  it('a draft may miss dates and options', () => {
    const draft = questionnaireDraftInput.parse({
      communityInfoCode: 'YGHY001',
      title: '草稿',
      questions: [{ title: '选一个', type: 'SINGLE_CHOICE' }],
    });
    expect(draft.startDate).toBeUndefined();
    expect(draft.questions[0]?.options).toEqual([]);
  });
});

describe('answersProblem', () => {
  const questions = [
    { questionId: 1, type: 'SINGLE_CHOICE', required: true, optionIds: [11, 12] },
    { questionId: 2, type: 'MULTIPLE_CHOICE', required: false, optionIds: [21, 22, 23] },
    { questionId: 3, type: 'SINGLE_LINE_TEXT', required: true, optionIds: [] },
    { questionId: 4, type: 'MULTI_LINE_TEXT', required: false, optionIds: [] },
  ] as const;
  const answer = (questionId: number, optionIds: number[] = [], text = '') => ({
    questionId,
    optionIds,
    text,
  });

  it('accepts a complete answer and skips optional questions', () => {
    expect(answersProblem(questions, [answer(1, [11]), answer(3, [], '好')])).toBeNull();
    expect(answersProblem(questions, [answer(1, [12]), answer(2, [21, 23]), answer(3, [], '好')])).toBeNull();
  });
  it.each([
    ['a required question left out', [answer(3, [], '好')], '请回答第1题'],
    ['a blank required text', [answer(1, [11]), answer(3, [], '  ')], '请回答第3题'],
    [
      'two options on a single choice',
      [answer(1, [11, 12]), answer(3, [], 'x')],
      '第1题为单选题，只能选择一个选项',
    ],
    [
      'an option of another question',
      [answer(1, [21]), answer(3, [], 'x')],
      QUESTIONNAIRE_MESSAGES.answerMismatch,
    ],
    [
      'an unknown question',
      [answer(1, [11]), answer(3, [], 'x'), answer(9)],
      QUESTIONNAIRE_MESSAGES.answerMismatch,
    ],
    [
      'a question answered twice',
      [answer(1, [11]), answer(1, [12]), answer(3, [], 'x')],
      QUESTIONNAIRE_MESSAGES.answerMismatch,
    ],
    [
      'options on a text question',
      [answer(1, [11]), answer(3, [11], 'x')],
      QUESTIONNAIRE_MESSAGES.answerMismatch,
    ],
    [
      'a single-line text over 100',
      [answer(1, [11]), answer(3, [], '字'.repeat(101))],
      '第3题的回答不能超过100字',
    ],
  ] as const)('refuses %s', (_name, answers, message) => {
    expect(answersProblem(questions, answers)).toBe(message);
  });
});

describe('optionResult and tags', () => {
  it('gives num / joinNum × 100 with two decimals', () => {
    expect(optionResult(1, 3)).toEqual({ num: 1, percentage: '33.33' });
    expect(optionResult(2, 3)).toEqual({ num: 2, percentage: '66.67' });
    expect(optionResult(0, 0)).toEqual({ num: 0, percentage: '0.00' });
  });
  it('finds tags by id', () => {
    expect(solicitationTagById(2)?.tagName).toBe('设施改造');
    expect(solicitationTagById(99)).toBeNull();
  });
});

describe('mvcFile and signAttachment (SPEC §3, issue #28 item 7)', () => {
  it('keeps both lists, empty by default', () => {
    expect(questionnaireCreateInput.parse(base)).toMatchObject({ mvcFile: [], signAttachment: [] });
    const parsed = questionnaireDraftInput.parse({ ...base, mvcFile: ['A1'], signAttachment: ['A2'] });
    expect(parsed).toMatchObject({ mvcFile: ['A1'], signAttachment: ['A2'] });
  });
  it('refuses more than nine files in either list, in Chinese', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `A${index}`);
    expect(messages({ ...base, mvcFile: ten })).toEqual(['最多只能上传9个文件']);
    expect(messages({ ...base, signAttachment: ten })).toEqual(['最多只能上传9个文件']);
    const update = questionnaireAttachmentInput.safeParse({
      communityInfoCode: 'YGHY001',
      intentionSolicitationId: 'IS1',
      mvcFile: [],
      signAttachment: ten,
    });
    expect(update.success ? [] : update.error.issues.map((issue) => issue.message)).toEqual([
      '最多只能上传9个文件',
    ]);
  });
});
