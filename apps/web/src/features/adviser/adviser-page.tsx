import type { AdviserAnswer, AdviserCitation } from '@gongzhi/domain/adviser/adviser-api';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../knowledge/knowledge.css';
import { AnswerText } from './adviser-answer';
import { streamAdviser } from './adviser-stream';
import './adviser.css';
import { loadConversation, type StoredTurn, saveConversation } from './conversation';
import './locale';

type Turn = StoredTurn & {
  id: number;
  /** The answer as far as it has streamed, and what it cites (before `answer` arrives). */
  partial: string;
  citations: readonly AdviserCitation[];
};

const toTurn = (stored: StoredTurn, id: number): Turn => ({
  ...stored,
  id,
  partial: '',
  citations: stored.answer?.citations ?? [],
});

/**
 * `/mobile/chat`: the AI property adviser (beta, SPEC §2.1). The answer streams in as it is written,
 * with its citations linked; the page scrolls to the new question, keeps the conversation for the tab
 * and offers three follow-up questions under the last answer. The prerendered H5 page draws the same
 * markup from plain DOM (adviser-h5.ts).
 */
export function AdviserPage() {
  const { t } = useTranslation('adviser');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const turnRefs = useRef(new Map<number, HTMLDivElement>());
  const scrollTo = useRef<number | null>(null);
  const examples = t('examples', { returnObjects: true }) as string[];

  // The conversation of this tab (not in the prerendered HTML: storage is read after mounting).
  useEffect(() => {
    const stored = loadConversation();
    if (stored.length) setTurns(stored.map((turn) => toTurn(turn, nextId.current++)));
  }, []);

  useEffect(() => {
    saveConversation(turns);
    const id = scrollTo.current;
    if (id === null) return;
    scrollTo.current = null;
    turnRefs.current.get(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [turns]);

  const update = (id: number, change: Partial<Turn>) =>
    setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, ...change } : turn)));

  async function ask(question: string) {
    const text = question.trim();
    if (text.length < 2 || busy) return;
    const id = nextId.current++;
    const context = turns.at(-1)?.question;
    scrollTo.current = id;
    setTurns((current) => [
      ...current,
      { id, question: text, answer: null, error: null, partial: '', citations: [] },
    ]);
    setDraft('');
    setBusy(true);
    try {
      const answer: AdviserAnswer = await streamAdviser(
        { question: text, context },
        {
          onMeta: (meta) => update(id, { citations: meta.citations }),
          onText: (partial) => update(id, { partial }),
        },
      );
      update(id, { answer, citations: answer.citations });
    } catch (error) {
      update(id, { error: error instanceof Error && error.message ? error.message : t('failed') });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  // Follow-ups under the last turn once it is answered (a new question takes them away at once, so
  // the page does not shrink above it while it scrolls).
  const lastTurn = turns.at(-1)?.id;

  return (
    <div className="kb adviser">
      <h1>
        {t('title')} <span className="adviser__beta">{t('beta')}</span>
        <button
          type="button"
          className="adviser__clear"
          hidden={turns.length === 0}
          disabled={busy}
          onClick={() => setTurns([])}
        >
          {t('clear')}
        </button>
      </h1>
      <p className="adviser__disclaimer" role="note">
        {t('disclaimer')}
      </p>
      <div className="adviser__log" aria-live="polite">
        <div className="adviser__msg adviser__msg--bot">
          <p>{t('intro')}</p>
          <p className="kb__muted">{t('suggestions')}</p>
          <div className="adviser__chips">
            {examples.map((example) => (
              <button
                key={example}
                type="button"
                className="adviser__chip"
                onClick={() => void ask(example)}
                disabled={busy}
              >
                {example}
              </button>
            ))}
          </div>
        </div>
        {turns.map((turn) => (
          <div
            key={turn.id}
            className="adviser__turn"
            ref={(element) => {
              if (element) turnRefs.current.set(turn.id, element);
              else turnRefs.current.delete(turn.id);
            }}
          >
            <div className="adviser__msg adviser__msg--me">{turn.question}</div>
            <div className="adviser__msg adviser__msg--bot">
              {turn.error ? <p className="adviser__error">{turn.error}</p> : null}
              {!turn.answer && !turn.error && !turn.partial ? (
                <p className="kb__muted">{t('sending')}</p>
              ) : null}
              {!turn.answer && turn.partial ? (
                <AnswerText text={turn.partial} citations={turn.citations} />
              ) : null}
              {turn.answer ? (
                <>
                  <AnswerText text={turn.answer.answer} citations={turn.answer.citations} />
                  {turn.answer.citations.length > 0 ? (
                    <div className="adviser__sources">
                      <strong>{t('sources')}</strong>
                      <ol>
                        {turn.answer.citations.map((citation) => (
                          <li key={citation.index}>
                            <Link to={citation.href}>{citation.title}</Link>
                            <span className="kb__muted">（{citation.source}）</span>
                          </li>
                        ))}
                      </ol>
                    </div>
                  ) : (
                    <p>
                      <Link to="/mobile/KnowledgeBase">{t('knowledgeBase')} →</Link>
                    </p>
                  )}
                  {turn.id === lastTurn && turn.answer.followUps.length > 0 ? (
                    <div className="adviser__follow">
                      <p className="kb__muted">{t('followUps')}</p>
                      <div className="adviser__chips">
                        {turn.answer.followUps.map((followUp) => (
                          <button
                            key={followUp}
                            type="button"
                            className="adviser__chip"
                            onClick={() => void ask(followUp)}
                            disabled={busy}
                          >
                            {followUp}
                          </button>
                        ))}
                      </div>
                    </div>
                  ) : null}
                </>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      <form className="adviser__form" onSubmit={submit}>
        <textarea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          maxLength={200}
          rows={2}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void ask(draft);
            }
          }}
        />
        <button type="submit" className="kb__button" disabled={busy || draft.trim().length < 2}>
          {busy ? t('sending') : t('send')}
        </button>
      </form>
    </div>
  );
}
