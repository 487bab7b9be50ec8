import type { AdviserCitation } from '@gongzhi/domain/adviser/adviser-api';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { answerBlocks, citationParts } from './answer-blocks';

/** One line of an answer: each `[n]` marker of a known citation becomes a link to the article. */
function CitedText({ text, byIndex }: { text: string; byIndex: ReadonlyMap<number, AdviserCitation> }) {
  return (
    <>
      {citationParts(text)
        .map((part, position) => ({ key: `c${position}`, part }))
        .map(({ key, part }) => {
          const citation = typeof part === 'number' ? byIndex.get(part) : undefined;
          if (citation)
            return (
              <Link key={key} to={citation.href} className="adviser__cite" title={citation.title}>
                [{citation.index}]
              </Link>
            );
          return <Fragment key={key}>{typeof part === 'number' ? `[${part}]` : part}</Fragment>;
        })}
    </>
  );
}

/** The answer's paragraphs and lists (answer-blocks.ts), with its citations linked. */
export function AnswerText({ text, citations }: { text: string; citations: readonly AdviserCitation[] }) {
  const byIndex = new Map(citations.map((citation) => [citation.index, citation]));
  return (
    <>
      {answerBlocks(text)
        .map((block, position) => ({ key: `b${position}`, block }))
        .map(({ key, block }) => {
          if (block.type === 'p')
            return (
              <p key={key}>
                <CitedText text={block.text} byIndex={byIndex} />
              </p>
            );
          const List = block.type;
          return (
            <List key={key}>
              {block.items
                .map((item, position) => ({ id: `${key}-${position}`, item }))
                .map(({ id, item }) => (
                  <li key={id}>
                    <CitedText text={item} byIndex={byIndex} />
                  </li>
                ))}
            </List>
          );
        })}
    </>
  );
}
