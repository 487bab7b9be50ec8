import { ADVISER_DISCLAIMER, ADVISER_DISCLAIMER_EN } from '@gongzhi/domain/adviser/adviser-api';
import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the AI property adviser (namespace `adviser`). */
export const adviserZhCN = {
  title: 'AI物业顾问',
  beta: '测试版',
  disclaimer: ADVISER_DISCLAIMER,
  intro: '您好！我可以回答小区物业管理、业主大会、维修资金、业主权益等方面的问题，并注明依据的知识库文章。',
  placeholder: '请输入您的问题，例如：用维修资金修电梯需要多少人同意？',
  send: '发送',
  sending: '思考中…',
  you: '我',
  adviser: '顾问',
  sources: '参考来源',
  suggestions: '您可以这样问',
  failed: '回答失败，请稍后再试',
  knowledgeBase: '浏览物业知识库',
  followUps: '您可能还想问',
  clear: '清空对话',
  examples: [
    '用维修资金修电梯需要多少人同意？',
    '物业可以停水停电催缴物业费吗？',
    '业主委员会选出来后多久要备案？',
  ],
};

export const adviserEnUS: typeof adviserZhCN = {
  title: 'AI property adviser',
  beta: 'Beta',
  disclaimer: ADVISER_DISCLAIMER_EN,
  intro:
    "Hello! I answer questions on property management, owners' assemblies, maintenance funds and owners' rights, citing the knowledge-base articles I rely on.",
  placeholder: 'Ask a question, e.g. how many owners must agree to use maintenance funds for a lift?',
  send: 'Send',
  sending: 'Thinking…',
  you: 'Me',
  adviser: 'Adviser',
  sources: 'Sources',
  suggestions: 'You could ask',
  failed: 'No answer, please try again later',
  knowledgeBase: 'Browse the knowledge base',
  followUps: 'You might also ask',
  clear: 'Clear conversation',
  examples: [
    'How many owners must agree to use maintenance funds for a lift?',
    'May the property company cut water or power to collect fees?',
    "How soon must a new owners' committee be filed?",
  ],
};

registerAreaLocale('adviser', { zhCN: adviserZhCN, enUS: adviserEnUS });
