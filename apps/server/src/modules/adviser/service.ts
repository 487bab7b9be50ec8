import {
  ADVISER_DISCLAIMER,
  ADVISER_DISCLAIMER_EN,
  ADVISER_REFUSAL,
  ADVISER_REFUSAL_EN,
  type AdviserAnswer,
  type AdviserCitation,
} from '@gongzhi/domain/adviser/adviser-api';
import { articlePath } from '@gongzhi/domain/knowledge/kb-files';
import type { KbGroupSource } from '@gongzhi/domain/knowledge/kb-markdown';
import type { FastifyBaseLogger } from 'fastify';
import type { AdviserPassage, AiProvider } from '../../providers/ai/ai-provider';
import { createLocalAiProvider } from '../../providers/ai/local-ai-provider';
import { chineseQueryOf, isEnglishQuestion } from './english-glossary';
import { type ArticleAsks, type Lexicon, loadArticleAsks, loadLexicon } from './lexicon';
import { type AdviserHit, adviserDocs, createAdviserIndex } from './retrieval';
import { createSegmenter } from './segmenter';

/** Other articles are cited when they score at least this share of the best one. */
const CITE_SHARE = 0.6;
const MAX_CITATIONS = 3;

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
  const index = createAdviserIndex(adviserDocs(deps.groups, deps.asks ?? loadArticleAsks()), segmenter);
  const local = createLocalAiProvider();
  const provider = deps.ai ?? local;

  /** What is searched: the question itself, or for an English question its Chinese glossary terms. */
  function queryOf(question: string): string {
    return isEnglishQuestion(question) ? chineseQueryOf(question) : question;
  }

  function relevant(query: string): AdviserHit[] {
    if (!query.trim()) return [];
    const hits = index.search(query, MAX_CITATIONS * 2);
    const top = hits[0];
    if (!top || !index.answers(query, top)) return [];
    return hits.filter((hit) => hit.score >= top.score * CITE_SHARE).slice(0, MAX_CITATIONS);
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

    async ask(question: string, onDelta?: (text: string) => void): Promise<AdviserAnswer> {
      const language = isEnglishQuestion(question) ? 'en' : 'zh-CN';
      const disclaimer = language === 'en' ? ADVISER_DISCLAIMER_EN : ADVISER_DISCLAIMER;
      const query = queryOf(question);
      const hits = relevant(query);
      if (hits.length === 0) {
        const refusal = language === 'en' ? ADVISER_REFUSAL_EN : ADVISER_REFUSAL;
        onDelta?.(refusal);
        return { answer: refusal, citations: [], refused: true, provider: local.name, disclaimer };
      }
      const citations: AdviserCitation[] = hits.map(({ doc }, position) => ({
        index: position + 1,
        groupId: doc.groupId,
        detailId: doc.detailId,
        title: doc.title,
        source: doc.source,
        href: articlePath(doc.groupId, doc.detailId),
      }));
      const passages: AdviserPassage[] = hits.map(({ doc }, position) => ({
        index: position + 1,
        title: doc.title,
        source: doc.source,
        text: (index.bestPassages(doc, query, 2).join('') || doc.passages[0]) ?? '',
      }));
      let answer: string;
      let used = provider;
      try {
        answer = await provider.answer({ question, passages, language }, onDelta);
      } catch (error) {
        // A remote model that fails must not leave the user without an answer.
        deps.log.warn({ err: error }, 'AI provider failed, answering from the knowledge base');
        used = local;
        answer = await local.answer({ question, passages, language }, onDelta);
      }
      return { answer, citations, refused: false, provider: used.name, disclaimer };
    },
  };
}

export type AdviserService = ReturnType<typeof createAdviserService>;
