import type { PageMeta } from './dto/meta.ts';

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export function pageTitle(page: string | undefined, siteName: string): string {
  return page ? `${page} — ${siteName}` : siteName;
}

/** Navigation removes exactly the tags carrying it. */
export const HEAD_MARKER = 'data-pero-head';

export function headTags(meta: PageMeta): HeadTag[] {
  const title = meta.ogTitle ?? meta.title;
  const description = meta.ogDescription ?? meta.description;
  const image = meta.image ?? meta.defaultImage;
  const vkImage = meta.image ?? meta.defaultVkImage ?? meta.defaultImage;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: meta.siteName } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
  ];
  if (meta.keywords) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords } });
  if (meta.author) tags.push({ tag: 'meta', attrs: { name: 'author', content: meta.author } });
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.canonical) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } });
    tags.push({ tag: 'meta', attrs: { property: 'og:url', content: meta.canonical } });
  }
  if (image) {
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: image } });
    tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: image } });
  }
  if (vkImage) tags.push({ tag: 'meta', attrs: { property: 'vk:image', content: vkImage } });
  if (meta.fbAppId) tags.push({ tag: 'meta', attrs: { property: 'fb:app_id', content: meta.fbAppId } });
  if (meta.favicon) tags.push({ tag: 'link', attrs: { rel: 'icon', href: meta.favicon } });
  for (const { type, title, href } of meta.feeds ?? []) tags.push({ tag: 'link', attrs: { rel: 'alternate', type, title, href } });
  if (meta.jsonLd) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(meta.jsonLd) });
  }
  return tags;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON-LD is escaped so `</script>` cannot end it. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ');
      const open = `<${tag} ${HEAD_MARKER} ${attributes}>`;
      if (tag === 'script') return `${open}${(text ?? '').replace(/</g, '\\u003c')}</script>`;
      return open;
    })
    .join('\n    ');
}
