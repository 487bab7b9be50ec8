import { registerAreaLocale } from '../locales/i18n-core';

type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };

/**
 * Texts of elder mode (长辈模式, issue #26 item 4; namespace `elder`): the switch on the first
 * screen, and plain words for every state an owner sees (owner-app/elder-words.ts). The words say
 * what the state means for the owner and what they can do now, in short everyday sentences.
 */
export const elderZhCN = {
  switch: {
    label: '长辈模式',
    hint: '字更大、对比更强',
  },
  vote: {
    DRAFT: '还在准备，暂时不能投票',
    HAS_NOT_STARTED: '还没开始，到时间再来投票',
    PROCESSING: '正在表决，请您投票',
    PROCESSING_DONE: '您已经投过票了，谢谢',
    VOTING_HAS_ENDED: '投票已经结束，正在统计结果',
    ANNOUNCEMENT: '结果正在公示，可以查看结果',
    FINISH: '已经结束，可以查看结果',
    FINISH_NO_ANNOUNCEMENT: '已经结束，结果没有公示',
    ABANDONED: '这次表决已经撤回',
    TERMINATE: '这次表决已经停止',
  },
  questionnaire: {
    DRAFT: '还在准备，暂时不能填写',
    NOT_STARTED: '还没开始，到时间再来填写',
    IN_PROGRESS: '正在征求意见，请您填写',
    IN_PROGRESS_DONE: '您已经填好了，谢谢',
    ENDED: '已经结束，不能再填写',
    WITHDRAWN: '这份问卷已经撤回',
  },
  proposal: {
    NOT_STARTED: '还没开始，到时间再来签名',
    IN_PROGRESS: '正在征集签名，您可以签名支持',
    IN_PROGRESS_DONE: '您已经签名支持了',
    ENDED: '已经结束，不能再签名',
  },
  notice: {
    NO: '新通知，您还没看过',
    YES: '这条通知您已经看过了',
  },
};

export const elderEnUS: Texts<typeof elderZhCN> = {
  switch: {
    label: 'Elder mode',
    hint: 'Larger text, stronger contrast',
  },
  vote: {
    DRAFT: 'Being prepared, you cannot vote yet',
    HAS_NOT_STARTED: 'Not started yet, please come back to vote later',
    PROCESSING: 'Voting is open, please vote',
    PROCESSING_DONE: 'You have voted, thank you',
    VOTING_HAS_ENDED: 'Voting has ended, the votes are being counted',
    ANNOUNCEMENT: 'The result is on public display, you can read it',
    FINISH: 'Finished, you can read the result',
    FINISH_NO_ANNOUNCEMENT: 'Finished, the result was not displayed',
    ABANDONED: 'This vote was withdrawn',
    TERMINATE: 'This vote was stopped',
  },
  questionnaire: {
    DRAFT: 'Being prepared, you cannot answer yet',
    NOT_STARTED: 'Not started yet, please come back to answer later',
    IN_PROGRESS: 'Open for your views, please answer',
    IN_PROGRESS_DONE: 'You have answered, thank you',
    ENDED: 'Finished, answers are closed',
    WITHDRAWN: 'This questionnaire was withdrawn',
  },
  proposal: {
    NOT_STARTED: 'Not started yet, please come back to sign later',
    IN_PROGRESS: 'Collecting signatures, you can sign to support it',
    IN_PROGRESS_DONE: 'You have signed to support it',
    ENDED: 'Finished, signing is closed',
  },
  notice: {
    NO: 'New notice, you have not read it',
    YES: 'You have read this notice',
  },
};

registerAreaLocale('elder', { zhCN: elderZhCN, enUS: elderEnUS });
