import type { KbBlock, KbInline } from '@gongzhi/domain/knowledge/kb-markdown';
import { Link } from 'react-router';

function Inlines({ items }: { items: readonly KbInline[] }) {
  return (
    <>
      {items.map((item, index) => {
        const key = `${index}-${item.t}`;
        if (item.t === 'strong') return <strong key={key}>{item.v}</strong>;
        if (item.t === 'link')
          return (
            <Link key={key} to={item.href}>
              {item.v}
            </Link>
          );
        return <span key={key}>{item.v}</span>;
      })}
    </>
  );
}

/**
 * An article body from the generated JSON. The build turned Markdown into data, so this draws React
 * elements only: text stays text, links are site-relative (no dangerouslySetInnerHTML anywhere).
 */
export function KbBlocks({ blocks }: { blocks: readonly KbBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        switch (block.type) {
          case 'h3':
            return (
              <h3 key={key}>
                <Inlines items={block.inlines} />
              </h3>
            );
          case 'quote':
            return (
              <blockquote key={key}>
                <Inlines items={block.inlines} />
              </blockquote>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={key}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static article never reorder
                  <li key={itemIndex}>
                    <Inlines items={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={key}>
                <Inlines items={block.inlines} />
              </p>
            );
        }
      })}
    </>
  );
}
