import { blocksText, type KbGroupSource } from './kb-markdown';

/**
 * Retrieval over the knowledge base (ours): BM25 over Chinese character bigrams plus Latin words and
 * numbers. Bigrams need no dictionary and match legal phrases well (维修资金 → 维修, 修资, 资金);
 * common question words are dropped so they do not pull unrelated articles up.
 */

const QUESTION_WORDS = new Set([
  '什么',
  '怎么',
  '怎样',
  '如何',
  '可以',
  '是否',
  '能否',
  '能不',
  '不能',
  '需要',
  '应该',
  '请问',
  '一下',
  '我们',
  '我家',
  '我的',
  '你们',
  '哪些',
  '多少',
  '有没',
  '没有',
  '的话',
  '是不',
  '不是',
  '这个',
  '那个',
  '为什',
  '么办',
  '怎么办',
  '吗',
  '呢',
  '了',
  '的',
]);

const CJK = /[\u3400-\u9fff]/;

/** Search terms of a text: CJK bigrams of each run (a lone character stands alone), Latin words, numbers. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const runs = text.toLowerCase().match(/[\u3400-\u9fff]+|[a-z]+|\d+/g) ?? [];
  for (const run of runs) {
    if (!CJK.test(run)) {
      terms.push(run);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) {
      terms.push(run);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i += 1) terms.push(`${chars[i]}${chars[i + 1]}`);
  }
  return terms.filter((term) => !QUESTION_WORDS.has(term));
}

export type KbDoc = {
  groupId: number;
  detailId: number;
  groupTitle: string;
  title: string;
  source: string;
  /** Paragraphs and list items as plain text, for passages. */
  passages: string[];
};

export type KbHit = { doc: KbDoc; score: number };

type Indexed = { doc: KbDoc; tf: Map<string, number>; length: number };

const K1 = 1.2;
const B = 0.75;
/** The title says what an article is about: its terms count this many times. */
const TITLE_WEIGHT = 3;

/** Every article of the parsed groups as a search document. */
export function kbDocs(groups: readonly KbGroupSource[]): KbDoc[] {
  return [...groups]
    .sort((a, b) => a.groupId - b.groupId)
    .flatMap((group) =>
      group.articles.map((article, index) => ({
        groupId: group.groupId,
        detailId: index + 1,
        groupTitle: group.title,
        title: article.title,
        source: article.source,
        passages: blocksText(article.blocks)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      })),
    );
}

/** A BM25 index; `search` answers the best articles first. */
export function createKbIndex(docs: readonly KbDoc[]) {
  const indexed: Indexed[] = docs.map((doc) => {
    const terms = [
      ...Array.from({ length: TITLE_WEIGHT }, () => tokenize(doc.title)).flat(),
      ...tokenize(doc.groupTitle),
      ...tokenize(doc.source),
      ...doc.passages.flatMap(tokenize),
    ];
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return { doc, tf, length: terms.length };
  });
  const averageLength = indexed.reduce((sum, item) => sum + item.length, 0) / Math.max(1, indexed.length);
  const documentFrequency = new Map<string, number>();
  for (const item of indexed)
    for (const term of item.tf.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5));
  };

  return {
    size: indexed.length,
    /** Whether any term of the text occurs in the knowledge base at all. */
    knows(term: string): boolean {
      return documentFrequency.has(term);
    },
    search(query: string, limit = 5): KbHit[] {
      const terms = [...new Set(tokenize(query))];
      if (terms.length === 0) return [];
      const hits: KbHit[] = [];
      for (const item of indexed) {
        let score = 0;
        for (const term of terms) {
          const frequency = item.tf.get(term);
          if (!frequency) continue;
          score +=
            (idf(term) * frequency * (K1 + 1)) /
            (frequency + K1 * (1 - B + (B * item.length) / averageLength));
        }
        if (score > 0) hits.push({ doc: item.doc, score });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
    /** The passages of a document that share the most query terms, in their original order. */
    bestPassages(doc: KbDoc, query: string, limit = 2): string[] {
      const terms = new Set(tokenize(query));
      const scored = doc.passages.map((passage, position) => {
        let score = 0;
        for (const term of new Set(tokenize(passage))) if (terms.has(term)) score += idf(term);
        return { passage, position, score };
      });
      return scored
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .sort((a, b) => a.position - b.position)
        .map((item) => item.passage);
    },
  };
}

export type KbIndexHandle = ReturnType<typeof createKbIndex>;
