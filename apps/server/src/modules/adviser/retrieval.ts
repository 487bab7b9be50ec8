import { blocksText, type KbBlock, type KbGroupSource } from '@gongzhi/domain/knowledge/kb-markdown';
import type { ArticleAsks } from './lexicon';
import type { Segmenter } from './segmenter';

/** An article as the adviser retrieves and answers from it. */
export type AdviserDoc = {
  groupId: number;
  detailId: number;
  groupTitle: string;
  title: string;
  source: string;
  /** The ways owners ask it (content/adviser/asks.json). */
  asks: readonly string[];
  blocks: readonly KbBlock[];
  /** Paragraphs and list items as plain text. */
  passages: readonly string[];
};

/** `lead`: the best article of one part of a question that asks several things. */
export type AdviserHit = { doc: AdviserDoc; score: number; lead?: boolean };

/** Fields of an article and how much a term found there counts (BM25F). */
const FIELDS = {
  title: { weight: 3, b: 0.3 },
  asks: { weight: 2.5, b: 0.3 },
  body: { weight: 1, b: 0.75 },
  meta: { weight: 0.5, b: 0.5 },
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const K1 = 1.2;

/** Where a question asks two things ("…？另外…"), each part is also searched on its own. */
const CLAUSE_BREAK = /[？?。！!；;\n]|还有|另外|顺便|以及|再问/;
/**
 * When the best article answers a question (else the adviser refuses it as off-topic): a question
 * about the field (it holds a field term) needs a modest score, any other a high one. Off-topic
 * questions share only everyday words with the articles (小区, 门口, 提前) and score below
 * `ANSWER_SCORE_ANY` (content/adviser-eval.json, tuning part: at most ≈ 4.4 with the question
 * match; in-scope questions without a field term score at least ≈ 7).
 */
export const ANSWER_SCORE_FIELD = 2;
export const ANSWER_SCORE_ANY = 5.5;
/**
 * Reciprocal rank fusion of the parts' rankings: the constant damps the difference between
 * neighbouring ranks; only the first few of each ranking count, so an article that is merely
 * somewhere in every part's list does not outrank the best article of one part.
 */
const FUSION_K = 10;
const FUSION_DEPTH = 5;

/**
 * How the ranking weighs what BM25F alone misses (tuned on the tuning part of
 * content/adviser-eval.json; the fresh held-out part was not looked at).
 */
export type RetrievalTuning = {
  /**
   * Question match: the article gains this much times the largest share of one of its questions
   * (title or a way of asking) that the question holds, by term weight. A long colloquial question
   * whose chat words match unrelated bodies still finds the article asked the same way.
   */
  questionMatch: number;
};
export const RETRIEVAL_TUNING: RetrievalTuning = { questionMatch: 2 };

/** Every article of the knowledge base with the ways owners ask it. */
export function adviserDocs(groups: readonly KbGroupSource[], asks: ArticleAsks): AdviserDoc[] {
  return [...groups]
    .sort((a, b) => a.groupId - b.groupId)
    .flatMap((group) =>
      group.articles.map((article, index) => ({
        groupId: group.groupId,
        detailId: index + 1,
        groupTitle: group.title,
        title: article.title,
        source: article.source,
        asks: asks.get(article.title) ?? [],
        blocks: article.blocks,
        passages: blocksText(article.blocks)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      })),
    );
}

type Indexed = {
  doc: AdviserDoc;
  tf: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  /** The terms of the title and of each way of asking, one set for each. */
  questions: ReadonlySet<string>[];
};

const count = (terms: readonly string[]) => {
  const tf = new Map<string, number>();
  for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
  return tf;
};

/**
 * BM25F over title, ways of asking, body and source of each article, on jieba words with the
 * field's synonyms joined. A question of several parts is also searched part by part and the
 * rankings fused, so both of its articles come up.
 */
export function createAdviserIndex(
  docs: readonly AdviserDoc[],
  segmenter: Segmenter,
  tuning: RetrievalTuning = RETRIEVAL_TUNING,
) {
  const indexed: Indexed[] = docs.map((doc) => {
    const fields: Record<Field, string[]> = {
      title: segmenter.terms(doc.title),
      asks: doc.asks.flatMap((ask) => segmenter.terms(ask)),
      body: doc.passages.flatMap((passage) => segmenter.terms(passage)),
      meta: [...segmenter.terms(doc.groupTitle), ...segmenter.terms(doc.source)],
    };
    return {
      doc,
      questions: [doc.title, ...doc.asks].map((text) => new Set(segmenter.terms(text))),
      tf: {
        title: count(fields.title),
        asks: count(fields.asks),
        body: count(fields.body),
        meta: count(fields.meta),
      },
      length: {
        title: fields.title.length,
        asks: fields.asks.length,
        body: fields.body.length,
        meta: fields.meta.length,
      },
    };
  });
  const averageLength = Object.fromEntries(
    FIELD_NAMES.map((field) => [
      field,
      Math.max(1, indexed.reduce((sum, item) => sum + item.length[field], 0) / Math.max(1, indexed.length)),
    ]),
  ) as Record<Field, number>;
  const documentFrequency = new Map<string, number>();
  for (const item of indexed) {
    const terms = new Set(FIELD_NAMES.flatMap((field) => [...item.tf[field].keys()]));
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = indexed.length;
  const inverse = (n: number) => Math.log(1 + (total - n + 0.5) / (n + 0.5));
  const weights = new Map([...documentFrequency].map(([term, n]) => [term, inverse(n)]));
  /** Rarer terms weigh more; a term the knowledge base lacks weighs as the rarest. */
  const idf = (term: string) => weights.get(term) ?? inverse(0);

  /** Each article's questions (title, ways of asking) as their terms with weights, and the weights' sum. */
  const weighedQuestions = new Map(
    indexed.map((item) => [
      item,
      item.questions.map((question) => {
        const terms = [...question].map((term) => ({ term, weight: idf(term) }));
        return { terms, total: terms.reduce((sum, { weight }) => sum + weight, 0) };
      }),
    ]),
  );
  /** The largest share of one of an article's questions that the query terms hold, by weight. */
  function questionShare(item: Indexed, terms: ReadonlySet<string>): number {
    let best = 0;
    for (const question of weighedQuestions.get(item) ?? []) {
      if (question.total <= 0) continue;
      let held = 0;
      for (const { term, weight } of question.terms) if (terms.has(term)) held += weight;
      best = Math.max(best, held / question.total);
    }
    return best;
  }

  function scoreOf(item: Indexed, terms: ReadonlySet<string>): number {
    let score = 0;
    for (const term of terms) {
      let weighted = 0;
      for (const field of FIELD_NAMES) {
        const frequency = item.tf[field].get(term);
        if (!frequency) continue;
        const { weight, b } = FIELDS[field];
        weighted += (weight * frequency) / (1 - b + (b * item.length[field]) / averageLength[field]);
      }
      if (weighted > 0) score += (idf(term) * weighted) / (K1 + weighted);
    }
    return score > 0 ? score + tuning.questionMatch * questionShare(item, terms) : 0;
  }

  function rank(terms: readonly string[]): AdviserHit[] {
    if (terms.length === 0) return [];
    const asked = new Set(terms);
    const hits: AdviserHit[] = [];
    for (const item of indexed) {
      const score = scoreOf(item, asked);
      if (score > 0) hits.push({ doc: item.doc, score });
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  const unique = (terms: readonly string[]) => [...new Set(terms)];

  return {
    size: total,
    idf,
    /** The search terms of a text (jieba words, stop words dropped, synonyms joined). */
    terms: (text: string) => unique(segmenter.terms(text)),
    /** Whether a text holds a term of the property field. */
    mentionsField: (text: string) => segmenter.terms(text).some((term) => segmenter.isFieldTerm(term)),

    /** The best articles for a question, best first; `score` is the whole question's BM25F score. */
    search(query: string, limit = 5): AdviserHit[] {
      const whole = rank(unique(segmenter.terms(query)));
      const parts = query
        .split(CLAUSE_BREAK)
        .filter((part) => unique(segmenter.terms(part)).length >= 2)
        .map((part) => ({ part, ranking: rank(unique(segmenter.terms(part))) }));
      if (parts.length < 2) return whole.slice(0, limit);
      // Reciprocal rank fusion of the whole question and each of its parts…
      const fused = new Map<AdviserDoc, number>();
      for (const ranking of [whole, ...parts.map(({ ranking }) => ranking)])
        ranking.slice(0, FUSION_DEPTH).forEach((hit, position) => {
          fused.set(hit.doc, (fused.get(hit.doc) ?? 0) + 1 / (FUSION_K + position + 1));
        });
      // …led by the best article of each part that is a question of its own (fusion alone favours
      // an article that is middling everywhere over the one answer of one part).
      const leaders = new Set<AdviserDoc>();
      if (whole[0]) leaders.add(whole[0].doc);
      for (const { part, ranking } of parts) {
        const best = ranking[0];
        if (best && this.answers(part, best)) leaders.add(best.doc);
      }
      const byFusion = (a: AdviserDoc, b: AdviserDoc) => (fused.get(b) ?? 0) - (fused.get(a) ?? 0);
      const order = [
        ...[...leaders].sort(byFusion),
        ...[...fused.keys()].filter((doc) => !leaders.has(doc)).sort(byFusion),
      ];
      const scoreOfDoc = new Map(whole.map((hit) => [hit.doc, hit.score]));
      return order.slice(0, limit).map((doc) => ({
        doc,
        score: scoreOfDoc.get(doc) ?? 0,
        ...(leaders.has(doc) ? { lead: true } : {}),
      }));
    },

    /** Whether the best hit answers the query, or the query is off-topic (see `ANSWER_SCORE_FIELD`). */
    answers(query: string, best: AdviserHit): boolean {
      if (best.score >= ANSWER_SCORE_ANY) return true;
      return best.score >= ANSWER_SCORE_FIELD && this.mentionsField(query);
    },

    /**
     * How much of the question an article answers: the share of the question's term weight (idf)
     * that the article holds. Off-topic questions share only common words (小区, 业主) with any article.
     */
    coverage(query: string, doc: AdviserDoc): number {
      const item = indexed.find((entry) => entry.doc === doc);
      const terms = unique(segmenter.terms(query));
      if (!item || terms.length === 0) return 0;
      let all = 0;
      let held = 0;
      for (const term of terms) {
        const weight = idf(term);
        all += weight;
        if (FIELD_NAMES.some((field) => item.tf[field].has(term))) held += weight;
      }
      return all ? held / all : 0;
    },

    /** The passages of an article that share the most weight with the query, in their original order. */
    bestPassages(doc: AdviserDoc, query: string, limit = 2): string[] {
      const terms = new Set(segmenter.terms(query));
      return doc.passages
        .map((passage, position) => {
          let score = 0;
          for (const term of new Set(segmenter.terms(passage))) if (terms.has(term)) score += idf(term);
          return { passage, position, score };
        })
        .filter((item) => item.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .sort((a, b) => a.position - b.position)
        .map((item) => item.passage);
    },
  };
}

export type AdviserIndex = ReturnType<typeof createAdviserIndex>;
