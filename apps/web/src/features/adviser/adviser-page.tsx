import type { AdviserAnswer } from '@gongzhi/domain/adviser/adviser-api';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../lib/request';
import '../knowledge/knowledge.css';
import { AnswerText } from './adviser-answer';
import { askAdviser } from './adviser-api';
import './adviser.css';
import './locale';

type Turn = { id: number; question: string; answer: AdviserAnswer | null; error: string | null };

/** `/mobile/chat`: the AI property adviser (beta, SPEC §2.1), answering from the knowledge base with citations. */
export function AdviserPage() {
  const { t } = useTranslation('adviser');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const examples = t('examples', { returnObjects: true }) as string[];

  async function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    const id = nextId.current++;
    setTurns((current) => [...current, { id, question: text, answer: null, error: null }]);
    setDraft('');
    setBusy(true);
    try {
      const answer = await askAdviser(text);
      setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, answer } : turn)));
    } catch (error) {
      const message = failureMessage(error, t('failed'));
      setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, error: message } : turn)));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  return (
    <div className="kb adviser">
      <h1>
        {t('title')} <span className="adviser__beta">{t('beta')}</span>
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
          <div key={turn.id} className="adviser__turn">
            <div className="adviser__msg adviser__msg--me">{turn.question}</div>
            <div className="adviser__msg adviser__msg--bot">
              {turn.error ? <p className="adviser__error">{turn.error}</p> : null}
              {!turn.answer && !turn.error ? <p className="kb__muted">{t('sending')}</p> : null}
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
