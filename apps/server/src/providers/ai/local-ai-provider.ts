import type { AiProvider } from './ai-provider';

/**
 * The default adviser without any model: quotes the most relevant passages of the best articles,
 * each followed by its citation marker. Deterministic and fast (no network).
 */
export function createLocalAiProvider(): AiProvider {
  return {
    name: 'local',
    async answer({ passages }, onDelta) {
      const lines = ['根据物业知识库，与您的问题最相关的内容如下：'];
      for (const passage of passages) lines.push(`${passage.title}：${passage.text}[${passage.index}]`);
      lines.push('如需了解完整规定，请点击下方引用查看原文。');
      const answer = lines.join('\n\n');
      onDelta?.(answer);
      return answer;
    },
  };
}
