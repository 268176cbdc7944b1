// A WordPress export (WXR): published posts and drafts; pages, attachments, private and trashed posts are counted and
// left out. An attachment item only lends its address to the post whose featured image it is.
import { Invalid } from '../../platform/errors.ts';
import { absoluteUrl, dateOf, nodesOf, parseXml, textOf, type ImportSource, type SourceAuthor, type SourceItem, type XmlNode } from './imports.source.ts';

function metaValue(item: XmlNode, key: string): string | null {
  const meta = nodesOf(item['wp:postmeta']).find((entry) => textOf(entry['wp:meta_key']) === key);
  return meta ? textOf(meta['wp:meta_value']) : null;
}

function authorsOf(channel: XmlNode): SourceAuthor[] {
  return nodesOf(channel['wp:author']).flatMap((author) => {
    const key = textOf(author['wp:author_login']);
    if (key === '') return [];
    const email = textOf(author['wp:author_email']);
    return [{ key, name: textOf(author['wp:author_display_name']) || key, email: email === '' ? null : email }];
  });
}

function tagsOf(item: XmlNode): string[] {
  return nodesOf(item.category)
    .filter((category) => category['@_domain'] === 'post_tag' || category['@_domain'] === 'category')
    .map((category) => textOf(category))
    .filter((name) => name !== '' && name !== 'Uncategorized');
}

export function readWxr(text: string): ImportSource {
  const channel = nodesOf(nodesOf(parseXml(text).rss)[0]?.channel)[0];
  if (!channel || channel['wp:wxr_version'] === undefined) throw Invalid.field('file', 'imports.errors.notWxr');
  const site = textOf(channel['wp:base_blog_url']) || textOf(channel['wp:base_site_url']) || textOf(channel.link);
  const base = absoluteUrl(site, null);
  if (!base) throw Invalid.field('file', 'imports.errors.notWxr');

  const all = nodesOf(channel.item);
  const attachments = new Map<string, string>();
  for (const item of all) {
    if (textOf(item['wp:post_type']) !== 'attachment') continue;
    const url = absoluteUrl(textOf(item['wp:attachment_url']), base);
    if (url) attachments.set(textOf(item['wp:post_id']), url);
  }

  const items: SourceItem[] = [];
  let skipped = 0;
  for (const item of all) {
    const type = textOf(item['wp:post_type']) || 'post';
    const status = textOf(item['wp:status']);
    const externalId = textOf(item['wp:post_id']) || textOf(item.guid);
    if (type !== 'post' || (status !== 'publish' && status !== 'draft') || externalId === '') {
      if (type !== 'attachment') skipped++;
      continue;
    }
    const thumbnail = metaValue(item, '_thumbnail_id');
    const lead = textOf(item['excerpt:encoded']);
    items.push({
      externalId,
      title: textOf(item.title),
      html: textOf(item['content:encoded']),
      lead: lead === '' ? null : lead,
      publishedAt: dateOf(textOf(item['wp:post_date_gmt'])) ?? dateOf(textOf(item.pubDate)),
      draft: status === 'draft',
      authorKey: textOf(item['dc:creator']) || null,
      tags: tagsOf(item),
      coverUrl: thumbnail === null ? null : (attachments.get(thumbnail) ?? null),
      baseUrl: absoluteUrl(textOf(item.link), base) ?? base,
    });
  }
  return { key: base, authors: authorsOf(channel), items, skipped };
}
