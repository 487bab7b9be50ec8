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
 * more relevant to the question wins, the first one on a tie. For an article cited beside the best
 * one (`anywhere`), any sentence may be it: the one that made it relevant.
 */
function ruleSentence(
  question: string,
  sentences: readonly Sentence[],
  relevance: Relevance,
  anywhere = false,
): Sentence | null {
  let best: Sentence | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  sentences.forEach((sentence, position) => {
    if (position > 0 && !sentence.strong && !anywhere) return;
    const score =
      relevance(question, sentence.text) +
      (position === 0 ? 1 : 0) +
      (sentence.strong && anywhere ? 1 : 0) -
      (CONTINUES.test(sentence.text) ? 3 : 0);
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
    // The page shows the sources under the answer and links every marker: no closing line.
    close: '',
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

/**
 * The sentence or list item of an article that the question's terms weigh most, outside what is
 * already said; a list item stands with the sentence that introduces its list (if that ends in “：”).
 */
function detailOf(
  question: string,
  blocks: readonly KbBlock[],
  sentences: readonly Sentence[],
  relevance: Relevance,
  used: ReadonlySet<string>,
): { weight: number; sentence: string | null; list: number | null } | null {
  let best: { weight: number; sentence: string | null; list: number | null } | null = null;
  for (const sentence of sentences) {
    if (used.has(sentence.text)) continue;
    const weight = relevance(question, sentence.text);
    if (!best || weight > best.weight) best = { weight, sentence: sentence.text, list: null };
  }
  blocks.forEach((block, at) => {
    if (block.type !== 'ol' && block.type !== 'ul') return;
    const before = blocks[at - 1];
    const intro =
      before && (before.type === 'p' || before.type === 'quote')
        ? (sentencesOf(inlineText(before.inlines)).at(-1) ?? null)
        : null;
    for (const item of block.items) {
      const weight = relevance(question, inlineText(item));
      if (!best || weight > best.weight)
        best = { weight, sentence: intro?.endsWith('：') && !used.has(intro) ? intro : null, list: at };
    }
  });
  return best;
}

/** The list item of an article that the question's terms weigh most (the first on a tie). */
function bestListItem(question: string, blocks: readonly KbBlock[], relevance: Relevance): string | null {
  let best: { text: string; weight: number } | null = null;
  for (const block of blocks) {
    if (block.type !== 'ol' && block.type !== 'ul') continue;
    for (const item of block.items) {
      const text = inlineText(item).trim();
      const weight = relevance(question, text);
      if (text && (!best || weight > best.weight)) best = { text, weight };
    }
  }
  return best?.text ?? null;
}

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

  /** A whole list, as answer lines; each list is said once. */
  const listLines = (passage: AdviserPassage, at: number): string[] => {
    const list = passage.blocks[at];
    if (!list || (list.type !== 'ol' && list.type !== 'ul') || used.has(`list:${passage.index}:${at}`))
      return [];
    used.add(`list:${passage.index}:${at}`);
    return list.items.map(
      (item, number) => `${list.type === 'ol' ? `${number + 1}. ` : '- '}${inlineText(item)}`,
    );
  };

  passages.forEach((passage, position) => {
    const sentences = articleSentences(passage.blocks);
    const rule = ruleSentence(question, sentences, relevance, position > 0);
    const lines: string[] = [];
    if (rule) {
      used.add(rule.text);
      const title =
        position === 0 ? (input.language === 'en' ? `${passage.title}：` : '') : words.also(passage.title);
      lines.push(`${title}${marked(rule.text, passage.index)}`);
      // A sentence that introduces a list (“下列事项由业主共同决定：”) is said with its whole list.
      if (rule.text.endsWith('：')) lines.push(...listLines(passage, rule.block + 1));
    } else if (position === 0) {
      // An article without a paragraph (a list only): its title stands for the rule.
      lines.push(marked(passage.title, passage.index));
    } else {
      // …and beside the best article, its list item that answers the question most (never an empty
      // “另见《…》：” line); without any item, the title alone.
      const item = bestListItem(question, passage.blocks, relevance);
      lines.push(
        item
          ? `${words.also(passage.title)}${marked(item, passage.index)}`
          : `${words.also(passage.title).replace(/[：:]\s*$/, '')}[${passage.index}]`,
      );
    }
    // The best article's sentence or list item that answers the question more closely than its
    // rule does (开发商的空置房 → the list of what counts as one owner): said too, a list item with
    // the sentence that introduces its list and the whole list.
    if (position === 0) {
      const ruleWeight = rule ? relevance(question, rule.text) : 0;
      const detail = detailOf(question, passage.blocks, sentences, relevance, used);
      if (detail && detail.weight > ruleWeight) {
        if (detail.sentence) {
          used.add(detail.sentence);
          lines.push(marked(detail.sentence, passage.index));
        }
        lines.push(...listLines(passage, detail.list ?? -1));
      }
    }
    paragraphs.push(lines.join('\n'));

    if (position === 0 && shape.howTo) {
      const steps = passage.blocks.findIndex((block) => block.type === 'ol');
      const stepLines = steps >= 0 ? listLines(passage, steps) : [];
      if (stepLines.length) paragraphs.push([words.steps, ...stepLines].join('\n'));
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

  // The legal sources, each once with the markers of the articles that rest on it.
  const sources = new Map<string, number[]>();
  for (const passage of passages)
    sources.set(passage.source, [...(sources.get(passage.source) ?? []), passage.index]);
  if (sources.size)
    paragraphs.push(
      `${words.basis}${[...sources].map(([source, indexes]) => `${source}${indexes.map((n) => `[${n}]`).join('')}`).join('；')}`,
    );
  if (words.close) paragraphs.push(words.close);
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
