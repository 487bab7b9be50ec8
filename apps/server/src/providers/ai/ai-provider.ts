/** A passage of the knowledge base given to a model together with the question. */
export type AdviserPassage = { index: number; title: string; source: string; text: string };

/**
 * Writes the adviser's answer from retrieved passages (DESIGN §2 "AI adviser"). The local adapter
 * composes it from the passages themselves; the OpenAI-compatible adapter asks a chat model.
 * `onDelta` receives the answer piece by piece as it is produced (streaming).
 */
export type AiProvider = {
  readonly name: string;
  answer(
    input: {
      question: string;
      passages: readonly AdviserPassage[];
      /** `en` for an English question: the answer is led in English, the passages stay Chinese. */
      language?: 'zh-CN' | 'en';
    },
    onDelta?: (text: string) => void,
  ): Promise<string>;
};
