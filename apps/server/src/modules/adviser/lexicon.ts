import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The adviser's data: dictionary, synonyms, stop words and the ways owners ask each article. */
export const ADVISER_CONTENT_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../content/adviser',
);

/** What the word segmentation and the ranking know of the field (content/adviser/*). */
export type Lexicon = {
  /** Terms kept whole by the segmentation. */
  dictionary: readonly string[];
  /** Groups of words that mean the same for retrieval; the first word stands for the group. */
  synonyms: readonly (readonly string[])[];
  stopwords: ReadonlySet<string>;
};

/** Title of an article → the ways owners ask it. */
export type ArticleAsks = ReadonlyMap<string, readonly string[]>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/**
 * Checks a synonym table: every group has a standing word and at least one other, and no word is in
 * two groups (it could not stand for both).
 */
export function checkSynonyms(groups: readonly (readonly string[])[]): void {
  const seen = new Map<string, string>();
  for (const group of groups) {
    if (group.length < 2) throw new Error(`synonym group «${group.join('/')}» needs two words or more`);
    for (const word of group) {
      const other = seen.get(word);
      if (other !== undefined)
        throw new Error(`synonym «${word}» is in the groups of «${other}» and «${group[0]}»`);
      if (!word.trim() || word !== word.trim().toLowerCase())
        throw new Error(`synonym «${word}» must be trimmed lower-case text`);
      seen.set(word, group[0] ?? word);
    }
  }
}

export function loadLexicon(dir: string = ADVISER_CONTENT_DIR): Lexicon {
  const synonyms = (JSON.parse(readFileSync(join(dir, 'synonyms.json'), 'utf8')) as { groups: string[][] })
    .groups;
  checkSynonyms(synonyms);
  return {
    dictionary: lines(readFileSync(join(dir, 'dictionary.txt'), 'utf8')),
    synonyms,
    stopwords: new Set(lines(readFileSync(join(dir, 'stopwords.txt'), 'utf8'))),
  };
}

export function loadArticleAsks(dir: string = ADVISER_CONTENT_DIR): ArticleAsks {
  const asks = (
    JSON.parse(readFileSync(join(dir, 'asks.json'), 'utf8')) as { articles: Record<string, string[]> }
  ).articles;
  return new Map(Object.entries(asks));
}
