import { describe, expect, it } from 'vitest';
import { isChoiceQuestion, QuestionnaireDisplayState, QuestionType } from './questionnaire-enums';
import {
  deriveQuestionnaireState,
  mayPerformQuestionnaireAction,
  QUESTIONNAIRE_ACTIONS,
  QuestionnaireAction,
  questionnaireDelayProblem,
} from './questionnaire-status';

const START = '2025-06-01T00:00:00+08:00';
const END = '2025-06-10T00:00:00+08:00';

describe('deriveQuestionnaireState', () => {
  it.each([
    ['YES', '2025-06-05T00:00:00+08:00', 'DRAFT'],
    ['YES', '2030-01-01T00:00:00+08:00', 'DRAFT'],
    ['NO', '2025-05-31T23:59:59+08:00', 'NOT_STARTED'],
    ['NO', START, 'IN_PROGRESS'],
    ['NO', '2025-06-09T23:59:59+08:00', 'IN_PROGRESS'],
    ['NO', END, 'ENDED'],
    ['NO', '2025-07-01T00:00:00+08:00', 'ENDED'],
  ] as const)('isDraft %s at %s → %s', (isDraft, now, state) => {
    expect(deriveQuestionnaireState({ isDraft, startDate: START, endDate: END }, now)).toBe(state);
  });

  it('a withdrawn item is WITHDRAWN at any time; a draft stays a draft', () => {
    for (const now of ['2025-05-01T00:00:00+08:00', START, '2025-07-01T00:00:00+08:00'])
      expect(
        deriveQuestionnaireState({ isDraft: 'NO', startDate: START, endDate: END, withdrawnAt: START }, now),
      ).toBe('WITHDRAWN');
    expect(deriveQuestionnaireState({ isDraft: 'YES', withdrawnAt: START }, START)).toBe('DRAFT');
    expect(QuestionnaireDisplayState.label('WITHDRAWN')).toBe('已撤回');
  });

  it('a draft needs no dates; a published item without dates counts as open', () => {
    expect(deriveQuestionnaireState({ isDraft: 'YES', startDate: null, endDate: null }, 0)).toBe('DRAFT');
    expect(deriveQuestionnaireState({ isDraft: 'NO' }, 0)).toBe('IN_PROGRESS');
  });
});

const TABLE: [QuestionnaireDisplayState, QuestionnaireAction[]][] = [
  ['DRAFT', ['CREATE', 'SAVE_DRAFT', 'DELETE_DRAFT']],
  ['NOT_STARTED', ['WITHDRAW', 'DELAY', 'COPY_TO_DRAFT']],
  ['IN_PROGRESS', ['WITHDRAW', 'DELAY', 'COPY_TO_DRAFT']],
  ['ENDED', ['DELETE', 'COPY_TO_DRAFT']],
  ['WITHDRAWN', ['DELETE', 'COPY_TO_DRAFT']],
];

describe('mayPerformQuestionnaireAction', () => {
  it('covers every state', () => {
    expect(TABLE.map(([state]) => state)).toEqual([...QuestionnaireDisplayState.values]);
    expect(Object.keys(QUESTIONNAIRE_ACTIONS)).toEqual([...QuestionnaireDisplayState.values]);
  });

  describe.each(TABLE)('%s', (state, allowed) => {
    it.each(QuestionnaireAction.values.map((action) => [action, allowed.includes(action)] as const))(
      '%s → %s',
      (action, expected) => {
        expect(mayPerformQuestionnaireAction(state, action)).toBe(expected);
      },
    );
  });
});

describe('QuestionType', () => {
  it.each([
    ['SINGLE_LINE_TEXT', '单行文本', false],
    ['MULTI_LINE_TEXT', '多行文本', false],
    ['SINGLE_CHOICE', '单选', true],
    ['MULTIPLE_CHOICE', '多选', true],
  ] as const)('%s is %s, choice %s', (type, label, choice) => {
    expect(QuestionType.label(type)).toBe(label);
    expect(isChoiceQuestion(type)).toBe(choice);
  });
});

describe('questionnaireDelayProblem', () => {
  const now = '2025-06-05T00:00:00+08:00';
  it.each([
    ['2025-06-11T00:00:00+08:00', null],
    [END, 'NOT_LATER'],
    ['2025-06-09T00:00:00+08:00', 'NOT_LATER'],
    [now, 'END_IN_PAST'],
    ['2025-06-01T00:00:00+08:00', 'END_IN_PAST'],
  ] as const)('end %s → %s', (next, problem) => {
    expect(questionnaireDelayProblem({ endDate: END }, next, now)).toBe(problem);
  });

  it('an item without an end may take any future end', () => {
    expect(questionnaireDelayProblem({ endDate: null }, '2025-06-06T00:00:00+08:00', now)).toBeNull();
  });

  it('only published items that have not ended may be delayed or withdrawn; ended ones deleted', () => {
    const allowed = (action: QuestionnaireAction) =>
      QuestionnaireDisplayState.values.filter((state) => mayPerformQuestionnaireAction(state, action));
    expect(allowed('DELAY')).toEqual(['NOT_STARTED', 'IN_PROGRESS']);
    expect(allowed('WITHDRAW')).toEqual(['NOT_STARTED', 'IN_PROGRESS']);
    expect(allowed('DELETE')).toEqual(['ENDED', 'WITHDRAWN']);
    expect(allowed('DELETE_DRAFT')).toEqual(['DRAFT']);
  });
});
