// An RSS 2.0 or Atom feed: every entry is a published post; the feed's own address (or its link) identifies it.
import { Invalid } from '../../platform/errors.ts';
import { absoluteUrl, dateOf, nodesOf, parseXml, textOf, type ImportSource, type SourceAuthor, type SourceItem, type XmlNode } from './imports.source.ts';

const IMAGE_TYPE = /^image\//;

/** Authors are known by name alone; the same name is the same author. */
function collectAuthor(authors: Map<string, SourceAuthor>, name: string, email: string | null): string | null {
  const key = name.trim() || email;
  if (!key) return null;
  if (!authors.has(key)) authors.set(key, { key, name: name.trim() || key, email });
  return key;
}

function mediaCover(item: XmlNode, base: string | null): string | null {
  for (const enclosure of nodesOf(item.enclosure)) {
    if (IMAGE_TYPE.test(String(enclosure['@_type'] ?? ''))) return absoluteUrl(String(enclosure['@_url'] ?? ''), base);
  }
  for (const media of [...nodesOf(item['media:content']), ...nodesOf(item['media:thumbnail'])]) {
    const medium = String(media['@_medium'] ?? media['@_type'] ?? 'image');
    if (medium === 'image' || IMAGE_TYPE.test(medium)) return absoluteUrl(String(media['@_url'] ?? ''), base);
  }
  return null;
}

function rssTags(item: XmlNode): string[] {
  return nodesOf(item.category)
    .map((category) => textOf(category))
    .concat((Array.isArray(item.category) ? item.category : []).filter((c): c is string => typeof c === 'string'))
    .filter((name) => name !== '');
}

function readRss(channel: XmlNode, fallbackKey: string | null): ImportSource {
  const link = absoluteUrl(textOf(channel.link), null);
  const authors = new Map<string, SourceAuthor>();
  const items: SourceItem[] = [];
  for (const item of nodesOf(channel.item)) {
    const itemLink = absoluteUrl(textOf(item.link), link);
    const externalId = textOf(item.guid) || itemLink || textOf(item.title);
    if (externalId === '') continue;
    const creator = textOf(item['dc:creator']) || textOf(item.author);
    items.push({
      externalId,
      title: textOf(item.title),
      html: textOf(item['content:encoded']) || textOf(item.description),
      lead: null,
      publishedAt: dateOf(textOf(item.pubDate)) ?? dateOf(textOf(item['dc:date'])),
      draft: false,
      authorKey: collectAuthor(authors, creator, null),
      tags: rssTags(item),
      coverUrl: mediaCover(item, itemLink),
      baseUrl: itemLink ?? link,
    });
  }
  return { key: fallbackKey ?? link ?? textOf(channel.title), authors: [...authors.values()], items, skipped: 0 };
}

function atomLink(entry: XmlNode, rel: string): XmlNode | undefined {
  return nodesOf(entry.link).find((link) => (link['@_rel'] ?? 'alternate') === rel);
}

function readAtom(feed: XmlNode, fallbackKey: string | null): ImportSource {
  const self = absoluteUrl(String(atomLink(feed, 'self')?.['@_href'] ?? ''), null);
  const home = absoluteUrl(String(atomLink(feed, 'alternate')?.['@_href'] ?? ''), null);
  const authors = new Map<string, SourceAuthor>();
  const feedAuthor = nodesOf(feed.author)[0];
  const items: SourceItem[] = [];
  for (const entry of nodesOf(feed.entry)) {
    const link = absoluteUrl(String(atomLink(entry, 'alternate')?.['@_href'] ?? ''), home);
    const externalId = textOf(entry.id) || link || '';
    if (externalId === '') continue;
    const author = nodesOf(entry.author)[0] ?? feedAuthor;
    const enclosure = atomLink(entry, 'enclosure');
    const cover = enclosure && IMAGE_TYPE.test(String(enclosure['@_type'] ?? '')) ? absoluteUrl(String(enclosure['@_href'] ?? ''), link) : mediaCover(entry, link);
    items.push({
      externalId,
      title: textOf(entry.title),
      html: textOf(entry.content) || textOf(entry.summary),
      lead: null,
      publishedAt: dateOf(textOf(entry.published)) ?? dateOf(textOf(entry.updated)),
      draft: false,
      authorKey: author ? collectAuthor(authors, textOf(author.name), textOf(author.email) || null) : null,
      tags: nodesOf(entry.category).map((category) => String(category['@_term'] ?? '')).filter((term) => term !== ''),
      coverUrl: cover,
      baseUrl: link ?? home,
    });
  }
  return { key: fallbackKey ?? self ?? (textOf(feed.id) || home || textOf(feed.title)), authors: [...authors.values()], items, skipped: 0 };
}

/** `feedUrl`: the address it was read from, which identifies it best; a file identifies itself. */
export function readFeed(text: string, feedUrl: string | null): ImportSource {
  const document = parseXml(text);
  const channel = nodesOf(nodesOf(document.rss)[0]?.channel)[0];
  const source = channel ? readRss(channel, feedUrl) : document.feed ? readAtom(nodesOf(document.feed)[0]!, feedUrl) : null;
  if (!source || source.key === '') throw Invalid.field('file', 'imports.errors.notFeed');
  return source;
}
