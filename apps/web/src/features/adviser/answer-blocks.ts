/**
 * An adviser answer is text: paragraphs parted by a blank line, and within a paragraph lines; lines
 * that start with `1. ` or `- ` are the items of a numbered or bulleted list (the steps of a "how
 * to"). Both chat pages (the React page and the prerendered H5 page) draw these blocks.
 */
export type AnswerBlock = { type: 'p'; text: string } | { type: 'ol' | 'ul'; items: string[] };

const NUMBERED = /^\d+\.\s+/;
const BULLET = /^[-•]\s+/;

export function answerBlocks(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    for (const line of paragraph.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      const type = NUMBERED.test(trimmed) ? 'ol' : BULLET.test(trimmed) ? 'ul' : null;
      const last = blocks[blocks.length - 1];
      if (!type) blocks.push({ type: 'p', text: trimmed });
      else if (last && last.type === type)
        last.items.push(trimmed.replace(type === 'ol' ? NUMBERED : BULLET, ''));
      else blocks.push({ type, items: [trimmed.replace(type === 'ol' ? NUMBERED : BULLET, '')] });
    }
    // A blank line ends a list: the next paragraph's list is a new one.
    blocks.push({ type: 'p', text: '' });
  }
  return blocks.filter((block) => block.type !== 'p' || block.text !== '');
}

/** A text cut at its `[n]` markers: text pieces and citation numbers, in order. */
export function citationParts(text: string): (string | number)[] {
  return text
    .split(/(\[\d+\])/)
    .filter(Boolean)
    .map((part) => {
      const marker = /^\[(\d+)\]$/.exec(part);
      return marker ? Number(marker[1]) : part;
    });
}
