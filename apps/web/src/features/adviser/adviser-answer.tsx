import type { AdviserCitation } from '@gongzhi/domain/adviser/adviser-api';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** Splits answer text at its `[n]` markers; each marker of a known citation becomes a link to the article. */
export function AnswerText({ text, citations }: { text: string; citations: readonly AdviserCitation[] }) {
  const byIndex = new Map(citations.map((citation) => [citation.index, citation]));
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph, position) => ({ id: `p${position}`, paragraph }))
        .map(({ id, paragraph }) => (
          <p key={id}>
            {paragraph
              .split(/(\[\d+\])/)
              .map((part, position) => ({ key: `${id}-${position}`, part }))
              .map(({ key, part }) => {
                const marker = /^\[(\d+)\]$/.exec(part);
                const citation = marker ? byIndex.get(Number(marker[1])) : undefined;
                return citation ? (
                  <Link key={key} to={citation.href} className="adviser__cite" title={citation.title}>
                    [{citation.index}]
                  </Link>
                ) : (
                  <Fragment key={key}>{part}</Fragment>
                );
              })}
          </p>
        ))}
    </>
  );
}
