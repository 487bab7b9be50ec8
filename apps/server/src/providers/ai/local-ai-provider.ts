import type { AiProvider } from './ai-provider';

const WORDS = {
  'zh-CN': {
    lead: '根据物业知识库，与您的问题最相关的内容如下：',
    close: '如需了解完整规定，请点击下方引用查看原文。',
  },
  en: {
    lead: 'Based on the property knowledge base, these passages are the most relevant to your question. They are quoted from the Chinese sources:',
    close: 'For the full rules, tap a source below to read the original article (in Chinese).',
  },
} as const;

/**
 * The default adviser without any model: quotes the most relevant passages of the best articles,
 * each followed by its citation marker. Deterministic and fast (no network).
 */
export function createLocalAiProvider(): AiProvider {
  return {
    name: 'local',
    async answer({ passages, language = 'zh-CN' }, onDelta) {
      const words = WORDS[language];
      const lines: string[] = [words.lead];
      for (const passage of passages) lines.push(`${passage.title}：${passage.text}[${passage.index}]`);
      lines.push(words.close);
      const answer = lines.join('\n\n');
      onDelta?.(answer);
      return answer;
    },
  };
}
