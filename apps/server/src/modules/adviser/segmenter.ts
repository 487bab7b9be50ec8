import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import type { Lexicon } from './lexicon';

/**
 * A user-dictionary frequency high enough that jieba keeps a field term whole (维修资金, 业委会,
 * 停水停电) against its own split, low enough that a term does not break longer common words.
 */
const USER_WORD_FREQUENCY = 20_000;

const MEANINGFUL = /[\u3400-\u9fffa-z0-9]/;

/**
 * Chinese word segmentation for retrieval: jieba (search mode, which also gives the words inside a
 * long word: 业主委员会 → 委员, 委员会, 业主委员会) with the field's dictionary, then stop words
 * dropped and every synonym replaced by the word that stands for its group.
 */
export function createSegmenter(lexicon: Lexicon) {
  const jieba = Jieba.withDict(dict);
  const standsFor = new Map<string, string>();
  for (const group of lexicon.synonyms) for (const word of group) standsFor.set(word, group[0] ?? word);
  const fieldTerms = new Set(lexicon.dictionary);
  const userWords = new Set([...lexicon.dictionary, ...standsFor.keys()]);
  jieba.loadDict(
    Buffer.from([...userWords].map((word) => `${word} ${USER_WORD_FREQUENCY} n`).join('\n'), 'utf8'),
  );

  return {
    /** The words of a text as jieba cuts them, lower-cased, punctuation dropped (no stop words, no synonyms). */
    words(text: string): string[] {
      return jieba
        .cutForSearch(text.normalize('NFKC').toLowerCase(), true)
        .map((word) => word.trim())
        .filter((word) => MEANINGFUL.test(word));
    },
    /** The search terms of a text: its words without stop words, each synonym as its group's word. */
    terms(text: string): string[] {
      const words = this.words(text);
      // Search mode also gives the pieces of a colloquial variant (业委会 → 委会, 开发商 → 开发): its
      // group's word stands for it, and the pieces would only match unrelated text.
      const variants = words.filter((word) => standsFor.has(word) && standsFor.get(word) !== word);
      const piece = (word: string) =>
        !userWords.has(word) && variants.some((variant) => variant !== word && variant.includes(word));
      const terms: string[] = [];
      for (const word of words) {
        if (lexicon.stopwords.has(word) || piece(word)) continue;
        terms.push(standsFor.get(word) ?? word);
      }
      return terms;
    },
    /** Whether a search term is a term of the property field (dictionary.txt, after synonyms). */
    isFieldTerm(term: string): boolean {
      return fieldTerms.has(term);
    },
    /** The word a synonym stands for (itself when it is in no group). */
    canonical(word: string): string {
      return standsFor.get(word) ?? word;
    },
  };
}

export type Segmenter = ReturnType<typeof createSegmenter>;
