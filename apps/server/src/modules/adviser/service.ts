import {
  ADVISER_DISCLAIMER,
  ADVISER_DISCLAIMER_EN,
  ADVISER_REFUSAL,
  ADVISER_REFUSAL_EN,
  type AdviserAnswer,
  type AdviserCitation,
  type AdviserStreamMeta,
  FOLLOW_UPS,
} from '@gongzhi/domain/adviser/adviser-api';
import { articlePath } from '@gongzhi/domain/knowledge/kb-files';
import type { KbGroupSource } from '@gongzhi/domain/knowledge/kb-markdown';
import type { FastifyBaseLogger } from 'fastify';
import type { AdviserPassage, AiProvider } from '../../providers/ai/ai-provider';
import { createLocalAiProvider } from '../../providers/ai/local-ai-provider';
import { articleText } from '../../providers/ai/local-answer';
import { chineseQueryOf, isEnglishQuestion } from './english-glossary';
import { type ArticleAsks, type Lexicon, loadArticleAsks, loadLexicon } from './lexicon';
import { type AdviserDoc, type AdviserHit, adviserDocs, createAdviserIndex } from './retrieval';
import { createSegmenter } from './segmenter';

/** Other articles are cited when they score at least this share of the best one (or lead a part of the question). */
const CITE_SHARE = 0.6;
const MAX_CITATIONS = 3;
/** Follow-ups offered after a refusal: the questions owners ask most. */
const STARTER_TITLES = ['使用维修资金需要多少人同意', '物业催费不能停水停电', '业主委员会要在三十日内备案'];

/** What the stream route hears while an answer is written (`POST /v1/adviser/stream`). */
export type AskListener = {
  /** Before any text: what the answer cites and offers next. */
  onMeta?: (meta: AdviserStreamMeta) => void;
  onDelta?: (text: string) => void;
  /** The model failed after writing part of its answer: drop that part, the local answer follows. */
  onReset?: () => void;
  /** Aborted when the asker has gone. */
  signal?: AbortSignal;
};

/** The AI property adviser (ours): retrieval over the knowledge base, then the configured provider writes the answer. */
export function createAdviserService(deps: {
  groups: readonly KbGroupSource[];
  ai: AiProvider | null;
  log: FastifyBaseLogger;
  /** The field's dictionary, synonyms and stop words; default: content/adviser. */
  lexicon?: Lexicon;
  /** The ways owners ask each article; default: content/adviser/asks.json. */
  asks?: ArticleAsks;
}) {
  const segmenter = createSegmenter(deps.lexicon ?? loadLexicon());
  const docs = adviserDocs(deps.groups, deps.asks ?? loadArticleAsks());
  const index = createAdviserIndex(docs, segmenter);
  /** Sentences are picked by the weight (idf) of the question's terms they hold. */
  const relevance = (question: string, sentence: string) => {
    const asked = new Set(index.terms(question));
    return index.terms(sentence).reduce((sum, term) => sum + (asked.has(term) ? index.idf(term) : 0), 0);
  };
  const local = createLocalAiProvider({ relevance });
  const provider = deps.ai ?? local;

  /** What is searched: the question itself, or for an English question its Chinese glossary terms. */
  function queryOf(question: string): string {
    return isEnglishQuestion(question) ? chineseQueryOf(question) : question;
  }

  /** The articles to cite for a query, best first; none when the query is off-topic. */
  function relevant(query: string): { hits: AdviserHit[]; more: AdviserHit[] } {
    if (!query.trim()) return { hits: [], more: [] };
    const found = index.search(query, MAX_CITATIONS + FOLLOW_UPS + 2);
    const top = found[0];
    if (!top || !index.answers(query, top)) return { hits: [], more: [] };
    const hits = found
      .filter((hit, position) => position === 0 || hit.lead || hit.score >= top.score * CITE_SHARE)
      .slice(0, MAX_CITATIONS);
    return { hits, more: found.filter((hit) => !hits.includes(hit)) };
  }

  /** How an article is offered as a next question: the first way owners ask it, else its title. */
  const askOf = (doc: AdviserDoc) =>
    doc.asks[0] ?? (/[？?吗]$/.test(doc.title) ? doc.title : `${doc.title}？`);

  /**
   * Three questions next to this one: the best article's two nearest neighbours in its group (the
   * same topic, one step on), then the best runner-up of the search (another side of the question),
   * then further neighbours and runners-up.
   */
  function followUpsOf(question: string, hits: readonly AdviserHit[], more: readonly AdviserHit[]): string[] {
    const cited = new Set(hits.map((hit) => hit.doc));
    const best = hits[0]?.doc;
    const neighbours = best
      ? docs
          .filter((doc) => doc.groupId === best.groupId && !cited.has(doc))
          .sort((a, b) => Math.abs(a.detailId - best.detailId) - Math.abs(b.detailId - best.detailId))
      : docs.filter((doc) => STARTER_TITLES.includes(doc.title));
    const offers: string[] = [];
    const runnersUp = more.map((hit) => hit.doc);
    const order = [...neighbours.slice(0, 2), ...runnersUp.slice(0, 1), ...neighbours.slice(2), ...runnersUp];
    for (const doc of order) {
      const offer = askOf(doc);
      if (cited.has(doc) || offers.includes(offer) || question.includes(offer)) continue;
      offers.push(offer);
      if (offers.length === FOLLOW_UPS) break;
    }
    return offers;
  }

  /** The query and articles for a question; a follow-up that finds nothing alone is read with the previous question. */
  function retrieveFor(question: string, context?: string) {
    const query = queryOf(question);
    const alone = relevant(query);
    if (alone.hits.length > 0 || !context?.trim()) return { query, withContext: false, ...alone };
    const joined = `${queryOf(context)} ${query}`;
    const together = relevant(joined);
    // Only a follow-up that itself says something the article knows (紧急 of “那紧急情况呢”): an
    // off-topic question after a good one must not be answered by the good one's articles.
    const best = together.hits[0];
    return best && index.coverage(query, best.doc) > 0
      ? { query: joined, withContext: true, ...together }
      : { query, withContext: false, ...alone };
  }

  return {
    /** The articles a question retrieves, best first (evaluation and tests). */
    retrieve(question: string, limit = 3): AdviserHit[] {
      const query = queryOf(question);
      return query.trim() ? index.search(query, limit) : [];
    },

    search(keyword: string) {
      return index.search(keyword, 20).map(({ doc }) => ({
        groupId: doc.groupId,
        detailId: doc.detailId,
        title: doc.title,
        groupTitle: doc.groupTitle,
        source: doc.source,
        excerpt: (index.bestPassages(doc, keyword, 1)[0] ?? doc.passages[0] ?? '').slice(0, 80),
      }));
    },

    async ask(question: string, options: AskListener & { context?: string } = {}): Promise<AdviserAnswer> {
      const { onMeta, onDelta, onReset, signal } = options;
      const language = isEnglishQuestion(question) ? 'en' : 'zh-CN';
      const disclaimer = language === 'en' ? ADVISER_DISCLAIMER_EN : ADVISER_DISCLAIMER;
      const { hits, more, withContext } = retrieveFor(question, options.context);
      const followUps = followUpsOf(question, hits, more);
      if (hits.length === 0) {
        const refusal = language === 'en' ? ADVISER_REFUSAL_EN : ADVISER_REFUSAL;
        onMeta?.({ citations: [], refused: true, followUps, disclaimer });
        onDelta?.(refusal);
        return { answer: refusal, citations: [], refused: true, provider: local.name, disclaimer, followUps };
      }
      const citations: AdviserCitation[] = hits.map(({ doc }, position) => ({
        index: position + 1,
        groupId: doc.groupId,
        detailId: doc.detailId,
        title: doc.title,
        source: doc.source,
        href: articlePath(doc.groupId, doc.detailId),
      }));
      onMeta?.({ citations, refused: false, followUps, disclaimer });
      const passages: AdviserPassage[] = hits.map(({ doc }, position) => ({
        index: position + 1,
        title: doc.title,
        source: doc.source,
        text: articleText(doc.blocks),
        blocks: doc.blocks,
      }));
      // A follow-up answered with the previous question: the writer sees both.
      const asked =
        withContext && options.context ? `${question}（接上一个问题：${options.context}）` : question;
      let answer: string;
      let used = provider;
      let wrote = false;
      try {
        answer = await provider.answer({ question: asked, passages, language, signal }, (text) => {
          wrote = true;
          onDelta?.(text);
        });
      } catch (error) {
        // A remote model that fails must not leave the user without an answer.
        deps.log.warn({ err: error }, 'AI provider failed, answering from the knowledge base');
        if (wrote) onReset?.();
        used = local;
        answer = await local.answer({ question: asked, passages, language }, onDelta);
      }
      return { answer, citations, refused: false, provider: used.name, disclaimer, followUps };
    },
  };
}

export type AdviserService = ReturnType<typeof createAdviserService>;
