import { ProposalDisplayState } from '@gongzhi/domain/proposal/proposal-enums';
import { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../locales/i18n-core';
import { expectCompleteTranslation, localeKeys } from '../test/locale-keys';
import { elderEnUS, elderZhCN } from './elder-locale';
import { ElderModeProvider, useElderMode } from './elder-mode';
import { elderWordKey, elderWords, useElderStateText } from './elder-words';

const zh = i18n.getFixedT('zh-CN', 'elder');
const en = i18n.getFixedT('en-US', 'elder');

/** Every key elderWordKey can produce, for every state of every kind and both answers of `done`. */
function producedKeys(): string[] {
  const kinds = [
    ...VotingState.values.map((state) => ['vote', state] as const),
    ...QuestionnaireDisplayState.values.map((state) => ['questionnaire', state] as const),
    ...ProposalDisplayState.values.map((state) => ['proposal', state] as const),
    ...(['YES', 'NO'] as const).map((state) => ['notice', state] as const),
  ];
  return [
    ...new Set(
      kinds.flatMap(([kind, state]) => [false, true].map((done) => elderWordKey(kind, state as never, done))),
    ),
  ].sort();
}

describe('elder words', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('translate every Chinese text into English', () => {
    expectCompleteTranslation(elderZhCN, elderEnUS);
  });

  it('have plain words for every owner-visible state, and no words for a state that does not exist', () => {
    const stateKeys = localeKeys(elderZhCN).filter((key) => !key.startsWith('switch.'));
    expect(producedKeys()).toEqual(stateKeys.sort());
    for (const key of producedKeys()) {
      expect(zh(key), key).not.toBe(key);
      expect(en(key), key).not.toBe(key);
    }
  });

  it("say what the owner's own part changes only while the vote, questionnaire or proposal is open", () => {
    expect(elderWords(zh, 'vote', 'PROCESSING')).toBe('正在表决，请您投票');
    expect(elderWords(zh, 'vote', 'PROCESSING', true)).toBe('您已经投过票了，谢谢');
    expect(elderWords(zh, 'vote', 'FINISH', true)).toBe(elderWords(zh, 'vote', 'FINISH'));
    expect(elderWords(zh, 'questionnaire', 'IN_PROGRESS', true)).toBe('您已经填好了，谢谢');
    expect(elderWords(zh, 'proposal', 'ENDED', true)).toBe('已经结束，不能再签名');
    expect(elderWords(zh, 'notice', 'NO')).toBe('新通知，您还没看过');
    expect(elderWords(en, 'vote', 'PROCESSING')).toBe('Voting is open, please vote');
  });

  it('useElderStateText gives the plain words in elder mode and the usual state name otherwise', () => {
    function Probe() {
      const stateText = useElderStateText();
      const { setEnabled } = useElderMode();
      return (
        <>
          <span data-testid="state">
            {stateText('vote', 'PROCESSING', { done: false, normal: '进行中' })}
          </span>
          <button type="button" onClick={() => setEnabled(true)}>
            on
          </button>
        </>
      );
    }
    void i18n.changeLanguage('zh-CN');
    render(
      <ElderModeProvider>
        <Probe />
      </ElderModeProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('进行中');
    screen.getByText('on').click();
    return expect.poll(() => screen.getByTestId('state').textContent).toBe('正在表决，请您投票');
  });
});
