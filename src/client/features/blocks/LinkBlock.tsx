import type { LinkBlock as Link } from '../../../shared/blocks/types.ts';
import { httpUrl } from '../../../shared/blocks/validate.ts';

export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

export function LinkBlock({ data }: Link) {
  const href = httpUrl(data.link);
  if (!href) return null;
  const image = data.meta.image?.url ? httpUrl(data.meta.image.url) : null;
  return (
    <a
      href={href}
      rel="nofollow noopener"
      target="_blank"
      className="group flex items-stretch gap-4 overflow-hidden rounded-xl border border-line p-3 transition-colors hover:bg-surface-hover nav:p-4"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1 text-[15px] leading-snug">
        {data.meta.title && <span className="line-clamp-2 font-semibold">{data.meta.title}</span>}
        {data.meta.description && <span className="line-clamp-2 text-[14px] text-muted">{data.meta.description}</span>}
        <span className="mt-auto truncate pt-1 text-[13px] text-muted">{hostOf(href)}</span>
      </span>
      {image && <LinkThumbnail url={image} />}
    </a>
  );
}

/** The preview picture beside a link card's text; the foreign site learns no referrer. */
export function LinkThumbnail({ url }: { url: string }) {
  return (
    <img
      src={url}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="size-[72px] shrink-0 rounded-lg bg-page object-cover nav:size-24"
    />
  );
}
