import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the public-affairs guides and the knowledge base (namespace `knowledge`). */
export const knowledgeZhCN = {
  sop: {
    lead: '业主自治常见事项的办理步骤、所需材料和法律依据。',
    steps: '{{count}} 个步骤',
    basis: '法律依据',
    materials: '所需材料',
    tips: '温馨提示',
    back: '返回办事指南',
    notFound: '该办事指南不存在',
  },
  kb: {
    lead: '民法典、物业管理条例等法律法规中与业主权益相关的要点，用通俗的话讲清楚。',
    articles: '{{count}} 篇',
    search: '搜索知识库',
    searchButton: '搜索',
    searchEmpty: '没有找到相关文章，换个说法试试',
    searchResults: '搜索结果',
    source: '依据',
    prev: '上一篇',
    next: '下一篇',
    page: '第 {{page}} / {{pages}} 页',
    prevPage: '上一页',
    nextPage: '下一页',
    backToGroup: '返回{{title}}',
    backToIndex: '返回知识库',
    notFound: '该文章不存在',
    askAdviser: '问问AI物业顾问',
    disclaimer: '本知识库内容为普及性介绍，不构成法律意见；具体事项请以法律法规原文和当地规定为准。',
  },
  loading: '正在加载…',
  loadFailed: '加载失败，请刷新重试',
};

export const knowledgeEnUS: typeof knowledgeZhCN = {
  sop: {
    lead: "Steps, papers and legal basis of the most common matters in owners' self-governance.",
    steps: '{{count}} steps',
    basis: 'Legal basis',
    materials: 'Papers to prepare',
    tips: 'Tips',
    back: 'Back to the guides',
    notFound: 'This guide does not exist',
  },
  kb: {
    lead: "Owners' rights under the Civil Code, the Property Management Regulations and related rules, in plain words.",
    articles: '{{count}} articles',
    search: 'Search the knowledge base',
    searchButton: 'Search',
    searchEmpty: 'No article found; try other words',
    searchResults: 'Search results',
    source: 'Source',
    prev: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
    prevPage: 'Previous page',
    nextPage: 'Next page',
    backToGroup: 'Back to {{title}}',
    backToIndex: 'Back to the knowledge base',
    notFound: 'This article does not exist',
    askAdviser: 'Ask the AI property adviser',
    disclaimer:
      'This knowledge base is general information, not legal advice; rely on the text of the laws and local rules.',
  },
  loading: 'Loading…',
  loadFailed: 'Loading failed, please refresh',
};

registerAreaLocale('knowledge', { zhCN: knowledgeZhCN, enUS: knowledgeEnUS });
