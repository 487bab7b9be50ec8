import type { AdviserAnswer, AdviserCitation } from '@gongzhi/domain/adviser/adviser-api';
import { type Child, el } from '../site/h5/h5-dom';
import type { H5Texts } from '../site/h5/h5-shared';
import { streamAdviser } from './adviser-stream';
import { answerBlocks, citationParts } from './answer-blocks';
import { loadConversation, type StoredTurn, saveConversation } from './conversation';

// `/mobile/chat` as served: the prerendered AdviserPage markup, brought to life by the H5 script with
// plain DOM (no React in the browser), with the same classes and behaviour as adviser-page.tsx.

/** One line of an answer, each `[n]` marker of a known citation a link to its article. */
function citedText(text: string, byIndex: ReadonlyMap<number, AdviserCitation>): Child[] {
  return citationParts(text).map((part) => {
    if (typeof part === 'string') return part;
    const citation = byIndex.get(part);
    return citation
      ? el('a', { href: citation.href, class: 'adviser__cite', title: citation.title }, `[${citation.index}]`)
      : `[${part}]`;
  });
}

/** The answer's paragraphs and lists (answer-blocks.ts). */
export function answerNodes(text: string, citations: readonly AdviserCitation[]): HTMLElement[] {
  const byIndex = new Map(citations.map((citation) => [citation.index, citation]));
  return answerBlocks(text).map((block) =>
    block.type === 'p'
      ? el('p', {}, ...citedText(block.text, byIndex))
      : el(block.type, {}, ...block.items.map((item) => el('li', {}, ...citedText(item, byIndex)))),
  );
}

function sourcesOf(answer: AdviserAnswer, texts: H5Texts): HTMLElement {
  return answer.citations.length > 0
    ? el(
        'div',
        { class: 'adviser__sources' },
        el('strong', {}, texts.sources),
        el(
          'ol',
          {},
          ...answer.citations.map((citation) =>
            el(
              'li',
              {},
              el('a', { href: citation.href }, citation.title),
              el('span', { class: 'kb__muted' }, `（${citation.source}）`),
            ),
          ),
        ),
      )
    : el('p', {}, el('a', { href: '/mobile/KnowledgeBase' }, `${texts.knowledgeBase} →`));
}

/** Wires the prerendered adviser page to the streaming answer (`adviser/stream`). */
export function setUpAdviser(root: HTMLElement, texts: H5Texts, fetcher: typeof fetch = fetch): void {
  const log = root.querySelector<HTMLElement>('.adviser__log');
  const form = root.querySelector<HTMLFormElement>('.adviser__form');
  const input = form?.querySelector('textarea');
  const send = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const clear = root.querySelector<HTMLButtonElement>('.adviser__clear');
  if (!log || !form || !input || !send) return;
  let turns: StoredTurn[] = [];
  let busy = false;

  const refresh = () => {
    send.disabled = busy || input.value.trim().length < 2;
    send.textContent = busy ? texts.sending : texts.send;
    for (const chip of root.querySelectorAll<HTMLButtonElement>('.adviser__chip')) chip.disabled = busy;
    if (clear) {
      clear.hidden = turns.length === 0;
      clear.disabled = busy;
    }
  };

  /** A question and its (still empty) answer bubble, added to the log. */
  function addTurn(question: string): { turn: HTMLElement; bot: HTMLElement } {
    const bot = el('div', { class: 'adviser__msg adviser__msg--bot' });
    const turn = el(
      'div',
      { class: 'adviser__turn' },
      el('div', { class: 'adviser__msg adviser__msg--me' }, question),
      bot,
    );
    log?.append(turn);
    return { turn, bot };
  }

  function showAnswer(bot: HTMLElement, stored: StoredTurn) {
    if (stored.answer)
      bot.replaceChildren(
        ...answerNodes(stored.answer.answer, stored.answer.citations),
        sourcesOf(stored.answer, texts),
      );
    else bot.replaceChildren(el('p', { class: 'adviser__error' }, stored.error ?? texts.failed));
  }

  /** The follow-up questions of the last answer only. */
  function showFollowUps(bot: HTMLElement, answer: AdviserAnswer) {
    for (const old of log?.querySelectorAll('.adviser__follow') ?? []) old.remove();
    if (answer.followUps.length === 0) return;
    bot.append(
      el(
        'div',
        { class: 'adviser__follow' },
        el('p', { class: 'kb__muted' }, texts.followUps),
        el(
          'div',
          { class: 'adviser__chips' },
          ...answer.followUps.map((followUp) => {
            const chip = el('button', { type: 'button', class: 'adviser__chip' }, followUp);
            chip.addEventListener('click', () => void ask(followUp));
            return chip;
          }),
        ),
      ),
    );
  }

  async function ask(question: string) {
    const text = question.trim();
    if (text.length < 2 || busy || !input) return;
    const context = turns.at(-1)?.question;
    // The previous answer's follow-ups go before the page scrolls (removed later, they would pull
    // the new question up out of view).
    for (const old of log?.querySelectorAll('.adviser__follow') ?? []) old.remove();
    const { turn, bot } = addTurn(text);
    bot.replaceChildren(el('p', { class: 'kb__muted' }, texts.sending));
    // The new question moves to the top of the screen; its answer streams in below it.
    turn.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    input.value = '';
    busy = true;
    refresh();
    let citations: readonly AdviserCitation[] = [];
    let stored: StoredTurn;
    try {
      const answer = await streamAdviser(
        { question: text, context },
        {
          onMeta: (meta) => {
            citations = meta.citations;
          },
          onText: (partial) =>
            bot.replaceChildren(
              ...(partial
                ? answerNodes(partial, citations)
                : [el('p', { class: 'kb__muted' }, texts.sending)]),
            ),
        },
        fetcher,
      );
      stored = { question: text, answer, error: null };
    } catch (error) {
      stored = {
        question: text,
        answer: null,
        error: error instanceof Error && error.message ? error.message : texts.failed,
      };
    }
    showAnswer(bot, stored);
    if (stored.answer) showFollowUps(bot, stored.answer);
    turns = [...turns, stored];
    saveConversation(turns);
    busy = false;
    refresh();
  }

  // The example questions of the prerendered page (follow-ups get their own listener).
  for (const chip of root.querySelectorAll<HTMLButtonElement>('.adviser__chip'))
    chip.addEventListener('click', () => void ask(chip.textContent ?? ''));

  // The conversation of this tab, as it was before a cited article was opened.
  turns = loadConversation();
  let lastBot: HTMLElement | null = null;
  let lastAnswer: AdviserAnswer | null = null;
  for (const stored of turns) {
    const { bot } = addTurn(stored.question);
    showAnswer(bot, stored);
    if (stored.answer) {
      lastBot = bot;
      lastAnswer = stored.answer;
    }
  }
  if (lastBot && lastAnswer) showFollowUps(lastBot, lastAnswer);

  clear?.addEventListener('click', () => {
    turns = [];
    saveConversation(turns);
    for (const turn of log.querySelectorAll('.adviser__turn')) turn.remove();
    refresh();
  });
  input.addEventListener('input', refresh);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void ask(input.value);
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void ask(input.value);
  });
  refresh();
}
