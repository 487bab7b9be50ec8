import type { KbBlock } from '@gongzhi/domain/knowledge/kb-markdown';

/** A retrieved article given to the writer of the answer together with the question. */
export type AdviserPassage = {
  /** The `[n]` marker that cites it. */
  index: number;
  title: string;
  source: string;
  /** The whole article as text, lists line by line (what a model reads). */
  text: string;
  /** The article's blocks (the local answer picks whole sentences and lists from them). */
  blocks: readonly KbBlock[];
};

/**
 * Writes the adviser's answer from retrieved articles (DESIGN §2 "AI adviser"). The local adapter
 * assembles it from the articles themselves; the OpenAI-compatible adapter asks a chat model.
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
      /** Aborted when the asker has gone (the stream's connection closed). */
      signal?: AbortSignal;
    },
    onDelta?: (text: string) => void,
  ): Promise<string>;
};
