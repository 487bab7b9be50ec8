import { z } from 'zod';

/** Longest question the adviser takes. */
export const QUESTION_MAX = 200;

export const adviserAskInput = z.object({
  question: z
    .string({ error: '请输入您的问题' })
    .trim()
    .min(2, '请输入您的问题')
    .max(QUESTION_MAX, `问题最多${QUESTION_MAX}个字`),
  /**
   * The previous question of the conversation: a short follow-up (“那紧急情况呢？”) that finds no
   * article by itself is searched together with it.
   */
  context: z.string().trim().max(QUESTION_MAX, `上一个问题最多${QUESTION_MAX}个字`).optional(),
});

/** How many follow-up questions an answer offers. */
export const FOLLOW_UPS = 3;

export const adviserCitationDto = z.object({
  /** The [n] marker used in the answer text. */
  index: z.number().int(),
  groupId: z.number().int(),
  detailId: z.number().int(),
  title: z.string(),
  source: z.string(),
  href: z.string(),
});
export type AdviserCitation = z.infer<typeof adviserCitationDto>;

export const adviserAnswerDto = z.object({
  answer: z.string(),
  citations: z.array(adviserCitationDto),
  /** True when the question is outside property matters: the answer is the refusal. */
  refused: z.boolean(),
  /** `local` (retrieval only) or the configured model's name. */
  provider: z.string(),
  disclaimer: z.string(),
  /** Questions the knowledge base answers next to this one, to ask with one tap. */
  followUps: z.array(z.string()),
});
export type AdviserAnswer = z.infer<typeof adviserAnswerDto>;

/**
 * `POST /v1/adviser/stream` sends these server-sent events: `meta` first (what the answer will cite,
 * before any text), then `delta` pieces of the answer as they are written, `reset` when a failing
 * model's partial text is dropped for the local answer, and `done` with the whole answer (or `error`).
 */
export type AdviserStreamMeta = Pick<AdviserAnswer, 'citations' | 'refused' | 'followUps' | 'disclaimer'>;

export const ADVISER_DISCLAIMER =
  'AI物业顾问（测试版）的回答依据共治知识库自动生成，仅供参考，不构成法律意见；具体问题请以法律法规原文、当地规定为准，必要时咨询律师或主管部门。';

export const ADVISER_REFUSAL =
  '抱歉，我只能回答与小区物业管理、业主大会、业主委员会、维修资金、业主权益等相关的问题。您可以换个问法，或浏览物业知识库。';

/** The disclaimer in English, for English questions and the English UI. */
export const ADVISER_DISCLAIMER_EN =
  'The answers of the AI property adviser (beta) are generated automatically from the Gongzhi knowledge base and are for reference only; they are not legal advice. For a specific case, rely on the original laws and local regulations, and consult a lawyer or the competent authority when needed.';

/** The refusal for an English question outside property matters. */
export const ADVISER_REFUSAL_EN =
  "Sorry, I can only answer questions about residential property management, owners' assemblies, owners' committees, maintenance funds and owners' rights. Try asking another way, or browse the property knowledge base.";

export const knowledgeSearchInput = z.object({
  keyword: z
    .string({ error: '请输入搜索内容' })
    .trim()
    .min(1, '请输入搜索内容')
    .max(100, '搜索内容最多100个字'),
});

export const knowledgeHitDto = z.object({
  groupId: z.number().int(),
  detailId: z.number().int(),
  title: z.string(),
  groupTitle: z.string(),
  source: z.string(),
  excerpt: z.string(),
});
