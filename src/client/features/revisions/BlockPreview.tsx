// A version's block told compactly: text as plain text, pictures as thumbnails, embeds and links as links. Nothing
// here plays or loads a foreign frame, so an old version cannot bring back what its author removed from the page.
import clsx from 'clsx';
import { htmlToText, plainText, type Block, type CarouselItem, type ListItem } from '../../../shared/blocks/index.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import { useT } from '../../platform/useT.ts';

function ForeignLink({ href, children }: { href: string; children: string }) {
  const safe = httpUrl(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} rel="nofollow noopener ugc" target="_blank" className="break-words text-accent underline underline-offset-2">
      {children}
    </a>
  );
}

function MediaThumb({ item }: { item: CarouselItem }) {
  const t = useT();
  const picture = item.caption.is_image ? item.url : item.caption.thumb;
  const label = t(item.caption.is_image ? 'revisions.picture' : 'revisions.video');
  return (
    <a href={item.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg border border-line">
      {picture ? (
        <img src={picture} alt={label} loading="lazy" decoding="async" className="h-24 w-auto max-w-40 bg-page object-cover" />
      ) : (
        <span className="flex h-24 w-32 items-center justify-center bg-page text-[13px] text-muted">{label}</span>
      )}
    </a>
  );
}

function Items({ items }: { items: ListItem[] }) {
  return (
    <ul className="list-disc pl-5">
      {items.map((item, index) => (
        <li key={index}>
          {htmlToText(item.content)}
          {item.items.length > 0 && <Items items={item.items} />}
        </li>
      ))}
    </ul>
  );
}

export function BlockPreview({ block }: { block: Block }) {
  const t = useT();
  switch (block.type) {
    case 'carousel':
      return (
        <div className="flex flex-wrap gap-2">
          {block.data.items.map((item, index) => (
            <MediaThumb key={index} item={item} />
          ))}
        </div>
      );
    case 'embed':
      return <ForeignLink href={block.data.source}>{`${t('revisions.embed', { service: block.data.service })} — ${block.data.source}`}</ForeignLink>;
    case 'link':
    case 'linkAuto':
      return <ForeignLink href={block.data.link}>{`${t('revisions.link')}: ${block.data.meta.title || block.data.link}`}</ForeignLink>;
    case 'list':
      return <Items items={block.data.items} />;
    case 'delimiter':
      return <p className="text-muted">{t('revisions.delimiter')}</p>;
    default:
      return <p className={clsx('whitespace-pre-line break-words', block.type === 'header' && 'font-semibold')}>{plainText([block])}</p>;
  }
}
