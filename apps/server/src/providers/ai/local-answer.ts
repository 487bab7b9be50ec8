import type { KbBlock, KbInline } from '@gongzhi/domain/knowledge/kb-markdown';
import type { AdviserPassage } from './ai-provider';

/**
 * The adviser's answer without a model (issue #23 item 3): assembled from whole sentences and whole
 * lists of the retrieved articles, never a cut fragment. The rule in one sentence from the best
 * article; its steps when the question asks how to do something; the sentences with the numbers when
 * it asks how many or how long; one sentence from each other cited article; the legal sources. Each
 * piece carries the `[n]` marker of its article.
 */

/** What a question asks for, read from its wording. */
export type QuestionShape = { howTo: boolean; howMany: boolean };

const HOW_TO =
  /怎么|怎样|如何|咋|流程|步骤|程序|手续|办理|去哪|找谁|找哪|哪个部门|维权|处理|\bhow (do|to|can|should)\b|\bprocess\b|\bsteps?\b/i;
const HOW_MANY = /多少|几|多久|多长|比例|百分之|分之|期限|时限|标准|\bhow (many|much|long|soon)\b|\bwhen\b/i;
/** A sentence that carries a figure: digits, a fraction, a count of days, people or years, a bound. */
const NUMERIC =
  /\d|分之|过半数|半数|百分之|[一二两三四五六七八九十百]+(日|天|年|个月|人|户|倍|项)|以上|以内|届满/;

export function questionShape(question: string): QuestionShape {
  return { howTo: HOW_TO.test(question), howMany: HOW_MANY.test(question) };
}

type Sentence = { text: string; strong: boolean; block: number };

const inlineText = (inlines: readonly KbInline[]) => inlines.map((inline) => inline.v).join('');

/** Whole sentences of a text: cut after 。！？ (a colon or semicolon stays inside its sentence). */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^。！？!?]+[。！？!?]*/g) ?? []).map((part) => part.trim()).filter(Boolean);
}

/** The sentences of an article's paragraphs, with whether they hold bold text (the article's key rule). */
function articleSentences(blocks: readonly KbBlock[]): Sentence[] {
  const sentences: Sentence[] = [];
  blocks.forEach((block, position) => {
    if (block.type !== 'p' && block.type !== 'quote') return;
    const bold = block.inlines.filter((inline) => inline.t === 'strong').map((inline) => inline.v);
    for (const text of sentencesOf(inlineText(block.inlines)))
      sentences.push({ text, strong: bold.some((part) => text.includes(part)), block: position });
  });
  return sentences;
}

/** The list that follows a block, if any (a sentence ending in “：” introduces it). */
function listAfter(
  blocks: readonly KbBlock[],
  position: number,
): Extract<KbBlock, { items: unknown }> | null {
  const next = blocks[position + 1];
  return next && (next.type === 'ol' || next.type === 'ul') ? next : null;
}

/** Character pairs shared by the question and a sentence: relevance without a segmenter. */
export function bigramOverlap(question: string, sentence: string): number {
  const pairs = (text: string) => {
    const chars = Array.from(text.replace(/[^\u3400-\u9fffA-Za-z0-9]/g, ''));
    return new Set(chars.slice(1).map((char, index) => `${chars[index]}${char}`));
  };
  const asked = pairs(question);
  let shared = 0;
  for (const pair of pairs(sentence)) if (asked.has(pair)) shared += 1;
  return shared;
}

export type Relevance = (question: string, sentence: string) => number;

/** A sentence that leans on the one before (而…, 因此…) does not stand alone as the rule. */
const CONTINUES = /^(而|但|但是|因此|所以|例如|比如|另外|此外|同时|注意)/;

/**
 * The sentence that states an article's rule for this question. Articles state their rule first
 * and set their key rules in bold, so the candidates are the first sentence and the bold ones; the
 * more relevant to the question wins, the first one on a tie.
 */
function ruleSentence(
  question: string,
  sentences: readonly Sentence[],
  relevance: Relevance,
): Sentence | null {
  let best: Sentence | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  sentences.forEach((sentence, position) => {
    if (position > 0 && !sentence.strong) return;
    const score =
      relevance(question, sentence.text) + (position === 0 ? 1 : 0) - (CONTINUES.test(sentence.text) ? 3 : 0);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  });
  return best;
}

const WORDS = {
  'zh-CN': {
    lead: '',
    steps: '具体步骤：',
    numbers: '相关数字：',
    also: (title: string) => `另见《${title}》：`,
    basis: '依据：',
    close: '以上内容依据共治物业知识库整理，点击编号可查看原文。',
  },
  en: {
    lead: 'Based on the property knowledge base, these passages are the most relevant to your question. They are quoted from the Chinese sources:',
    steps: 'Steps:',
    numbers: 'Figures:',
    also: (title: string) => `See also ${title}: `,
    basis: 'Sources: ',
    close: 'For the full rules, tap a source below to read the original article (in Chinese).',
  },
} as const;

const marked = (text: string, index: number) => `${text.replace(/[；;，,]$/, '')}[${index}]`;

/** The local answer to a question from its retrieved articles (best first). */
export function composeLocalAnswer(input: {
  question: string;
  passages: readonly AdviserPassage[];
  language?: 'zh-CN' | 'en';
  relevance?: Relevance;
}): string {
  const { question, passages } = input;
  const words = WORDS[input.language ?? 'zh-CN'];
  const relevance = input.relevance ?? bigramOverlap;
  const shape = questionShape(question);
  const used = new Set<string>();
  const paragraphs: string[] = [];
  if (words.lead) paragraphs.push(words.lead);

  passages.forEach((passage, position) => {
    const sentences = articleSentences(passage.blocks);
    const rule = ruleSentence(question, sentences, relevance);
    const lines: string[] = [];
    if (rule) {
      used.add(rule.text);
      const title =
        position === 0 ? (input.language === 'en' ? `${passage.title}：` : '') : words.also(passage.title);
      lines.push(`${title}${marked(rule.text, passage.index)}`);
      // A sentence that introduces a list (“下列事项由业主共同决定：”) is said with its whole list.
      const list = rule.text.endsWith('：') ? listAfter(passage.blocks, rule.block) : null;
      if (list) {
        list.items.forEach((item, number) => {
          const bullet = list.type === 'ol' ? `${number + 1}. ` : '- ';
          lines.push(`${bullet}${inlineText(item)}`);
        });
        used.add(`list:${passage.index}:${rule.block}`);
      }
    } else {
      // An article without a paragraph (a list only): its title stands for the rule.
      lines.push(
        position === 0
          ? marked(passage.title, passage.index)
          : `${words.also(passage.title)}[${passage.index}]`,
      );
    }
    paragraphs.push(lines.join('\n'));

    if (position === 0 && shape.howTo) {
      const steps = passage.blocks.findIndex((block) => block.type === 'ol');
      const list = passage.blocks[steps];
      if (list?.type === 'ol' && !used.has(`list:${passage.index}:${steps - 1}`))
        paragraphs.push(
          [words.steps, ...list.items.map((item, number) => `${number + 1}. ${inlineText(item)}`)].join('\n'),
        );
    }
  });

  if (shape.howMany && !paragraphs.some((paragraph) => NUMERIC.test(paragraph))) {
    // The figures the question asks for, when the rule sentences did not already give them.
    const figures: string[] = [];
    for (const passage of passages.slice(0, 2)) {
      const numeric = articleSentences(passage.blocks)
        .filter((sentence) => NUMERIC.test(sentence.text) && !used.has(sentence.text))
        .sort((a, b) => relevance(question, b.text) - relevance(question, a.text));
      const first = numeric[0];
      if (first && figures.length < 2) {
        used.add(first.text);
        figures.push(marked(first.text, passage.index));
      }
    }
    if (figures.length)
      paragraphs.push([words.numbers, ...figures.map((figure) => `- ${figure}`)].join('\n'));
  }

  if (passages.length)
    paragraphs.push(
      `${words.basis}${passages.map((passage) => `${passage.source}[${passage.index}]`).join('；')}`,
    );
  paragraphs.push(words.close);
  return paragraphs.join('\n\n');
}

/** An article as plain text with its lists kept line by line (what a model reads). */
export function articleText(blocks: readonly KbBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'ol')
        return block.items.map((item, n) => `${n + 1}. ${inlineText(item)}`).join('\n');
      if (block.type === 'ul') return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
      return inlineText(block.inlines);
    })
    .join('\n');
}
