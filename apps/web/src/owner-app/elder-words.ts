import type { ProposalDisplayState } from '@gongzhi/domain/proposal/proposal-enums';
import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import type { VotingState } from '@gongzhi/domain/voting/voting-enums';
import type { TFn } from '../locales/i18n-core';
import { useTranslation } from '../locales/use-translation';
import { useElderMode } from './elder-mode';
import './elder-locale';

/**
 * Plain words for every state an owner sees, for elder mode (长辈模式, issue #26 item 4): instead of
 * the state's name (进行中, 已结束) a short sentence of what it means for the owner and what they can
 * do now (正在表决，请您投票). `done` is the owner's own part: voted, answered, signed. Texts live in
 * elder-locale.ts (zh-CN and en-US).
 */
export type ElderStateOf = {
  vote: VotingState;
  questionnaire: QuestionnaireDisplayState;
  proposal: ProposalDisplayState;
  /** A notice's hasRead. */
  notice: 'YES' | 'NO';
};
export type ElderWordKind = keyof ElderStateOf;

/** States where what the owner has done changes what they are told (only while it is open). */
const OPEN: { [K in ElderWordKind]: ElderStateOf[K] | null } = {
  vote: 'PROCESSING',
  questionnaire: 'IN_PROGRESS',
  proposal: 'IN_PROGRESS',
  notice: null,
};

/** The locale key (namespace `elder`) of a state's plain words. */
export function elderWordKey<K extends ElderWordKind>(kind: K, state: ElderStateOf[K], done = false): string {
  return `${kind}.${state}${done && OPEN[kind] === state ? '_DONE' : ''}`;
}

/** The plain words of a state, with a `t` of the `elder` namespace. */
export function elderWords<K extends ElderWordKind>(
  t: TFn,
  kind: K,
  state: ElderStateOf[K],
  done = false,
): string {
  return t(elderWordKey(kind, state, done));
}

export type ElderStateText = <K extends ElderWordKind>(
  kind: K,
  state: ElderStateOf[K],
  options: { done?: boolean; normal: string },
) => string;

/**
 * For a page: `stateText('vote', item.votingState, { done: item.voted, normal: item.votingStateName })`
 * gives the plain words in elder mode and the usual state name (`normal`) otherwise.
 */
export function useElderStateText(): ElderStateText {
  const { t } = useTranslation('elder');
  const { enabled } = useElderMode();
  return (kind, state, { done = false, normal }) => (enabled ? elderWords(t, kind, state, done) : normal);
}
