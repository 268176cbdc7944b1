import clsx from 'clsx';
import type { ListBlock as List, ListItem, ListStyle } from '../../../shared/blocks/types.ts';
import { linkHashtags } from './hashtag-links.ts';
import { RICH_TEXT } from './rich-text.ts';

function Items({ items, style, nested }: { items: ListItem[]; style: ListStyle; nested: boolean }) {
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag className={clsx('flex flex-col gap-[0.35em] pl-[1.4em]', style === 'ordered' ? 'list-decimal' : 'list-disc', nested && 'mt-[0.35em]')}>
      {items.map((item, index) => (
        <li key={index} className="pl-1 marker:text-muted">
          <span className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: linkHashtags(item.content) }} />
          {item.items.length > 0 && <Items items={item.items} style={style} nested />}
        </li>
      ))}
    </Tag>
  );
}

/** Nested lists keep the style of the whole block, as @editorjs/list 2.x does. */
export function ListBlock({ data }: List) {
  return <Items items={data.items} style={data.style} nested={false} />;
}
