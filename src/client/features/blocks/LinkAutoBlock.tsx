/** The host stays visible so a card never hides where it leads; meta fields are foreign plain text, rendered as text only. */
import type { LinkAutoBlock as LinkAuto } from '../../../shared/blocks/types.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { hostOf, LinkThumbnail } from './LinkBlock.tsx';

export function LinkAutoBlock({ data }: LinkAuto) {
  const href = httpUrl(data.link);
  if (!href) return null;
  const { meta } = data;
  const image = meta.image?.url ? httpUrl(meta.image.url) : null;
  const favicon = meta.favicon?.url ? httpUrl(meta.favicon.url) : null;
  const author = meta.is_post ? meta.data?.user : undefined;
  const avatarUrl = author?.avatar?.url ? httpUrl(author.avatar.url) : null;
  return (
    <a
      href={href}
      rel={meta.is_post ? undefined : 'nofollow noopener'}
      target={meta.is_post ? undefined : '_blank'}
      data-link-kind={meta.is_post ? 'post' : 'site'}
      className="group flex flex-col overflow-hidden rounded-xl border border-line transition-colors hover:bg-surface-hover"
    >
      {image && meta.is_post && (
        <img src={image} alt="" loading="lazy" referrerPolicy="no-referrer" className="aspect-[2/1] w-full bg-page object-cover" />
      )}
      <span className="flex items-stretch gap-4 p-3 nav:p-4">
        <span className="flex min-w-0 flex-1 flex-col gap-1 text-[15px] leading-snug">
          {author && (
            <span className="mb-1 flex items-center gap-2 text-[14px] font-medium">
              <Avatar image={avatarUrl ? { url: avatarUrl, width: 24, height: 24 } : null} name={author.name} size={24} />
              <span className="truncate">{author.name}</span>
            </span>
          )}
          {meta.title && <span className="line-clamp-2 font-semibold">{meta.title}</span>}
          {meta.description && <span className="line-clamp-2 text-[14px] text-muted">{meta.description}</span>}
          <span className="mt-auto flex items-center gap-1.5 truncate pt-1 text-[13px] text-muted">
            {favicon && <img src={favicon} alt="" width={16} height={16} loading="lazy" referrerPolicy="no-referrer" className="size-4 shrink-0 rounded-sm" />}
            {hostOf(href)}
          </span>
        </span>
        {image && !meta.is_post && <LinkThumbnail url={image} />}
      </span>
    </a>
  );
}
