import type { AiProvider } from './ai-provider';
import { composeLocalAnswer, type Relevance } from './local-answer';

/**
 * The default adviser without any model: the answer assembled from whole sentences and lists of the
 * retrieved articles (local-answer.ts), each followed by its citation marker. Deterministic and fast
 * (no network); streamed paragraph by paragraph like a model's answer.
 */
export function createLocalAiProvider(options: { relevance?: Relevance } = {}): AiProvider {
  return {
    name: 'local',
    async answer({ question, passages, language = 'zh-CN' }, onDelta) {
      const answer = composeLocalAnswer({ question, passages, language, relevance: options.relevance });
      if (onDelta) {
        const paragraphs = answer.split('\n\n');
        paragraphs.forEach((paragraph, position) => {
          onDelta(position < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph);
        });
      }
      return answer;
    },
  };
}
