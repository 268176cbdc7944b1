// One list's newest posts as a feed document: RSS 2.0, Atom 1.0 or JSON Feed, made by the `feed` library.
import { Feed, type Item } from 'feed';
import { isMediaBlock, leadImage } from '../../../shared/blocks/select.ts';
import { plainText } from '../../../shared/blocks/text.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { escapeHtml } from '../../../shared/meta-tags.ts';
import { MEDIA_FORMATS } from '../../../shared/media-formats.ts';
import { FEED_FORMAT_NAMES, feedPath, type FeedFormat } from './syndication.links.ts';

export interface Channel {
  title: string;
  description: string;
  /** The list's page, relative to the site. */
  path: string;
}

export interface SiteFacts {
  appUrl: string;
  siteName: string;
  language: string;
  /** Absolute, when the site has one. */
  icon: string | null;
  untitled: string;
  readMore: string;
}

const IMAGE_TYPES: Record<string, string> = { ...MEDIA_FORMATS.image, jpg: MEDIA_FORMATS.image.jpeg };

/** A reader's client shows the type: only a picture whose address names its format is offered. */
function coverOf(post: PostDto, appUrl: string): { url: string; type: string } | undefined {
  const lead = leadImage(post.blocks);
  if (!lead) return undefined;
  const url = new URL(lead, appUrl);
  const type = IMAGE_TYPES[url.pathname.split('.').pop()!.toLowerCase()];
  return type ? { url: url.href, type } : undefined;
}

/** A list's post carries its card's blocks: the text the author chose to show in lists, and a cover. */
function leadParagraphs(post: PostDto): string[] {
  return post.blocks
    .filter((block) => !isMediaBlock(block))
    .map((block) => plainText([block]))
    .filter((text) => text !== '');
}

function itemOf(post: PostDto, site: SiteFacts): Item {
  const link = new URL(post.url, site.appUrl).href;
  const lead = leadParagraphs(post);
  const cover = coverOf(post, site.appUrl);
  const content = [
    ...(cover ? [`<p><img src="${escapeHtml(cover.url)}" alt=""></p>`] : []),
    ...lead.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(site.readMore)}</a></p>`,
  ].join('');
  const date = new Date(post.date);
  return {
    title: post.title || site.untitled,
    id: link,
    link,
    date,
    published: date,
    description: lead.join('\n\n'),
    content,
    author: [{ name: post.user.name, link: new URL(post.user.url, site.appUrl).href }],
    ...(post.category && { category: [{ name: post.category.name, domain: new URL(post.category.url, site.appUrl).href }] }),
    ...(cover && { image: cover }),
  };
}

export function renderFeed(format: FeedFormat, channel: Channel, posts: readonly PostDto[], site: SiteFacts): string {
  const link = site.appUrl + channel.path;
  const feed = new Feed({
    id: link,
    link,
    title: channel.title,
    description: channel.description,
    language: site.language,
    // A list with no posts yet is as old as its feed's first reading.
    updated: posts.length > 0 ? new Date(Math.max(...posts.map((post) => Date.parse(post.date)))) : new Date(),
    generator: site.siteName,
    copyright: site.siteName,
    author: { name: site.siteName, link: site.appUrl },
    feedLinks: Object.fromEntries(FEED_FORMAT_NAMES.map((each) => [each, site.appUrl + feedPath(each, channel.path)])),
    ...(site.icon && { image: site.icon, favicon: site.icon }),
  });
  for (const post of posts) feed.addItem(itemOf(post, site));
  switch (format) {
    case 'rss':
      return feed.rss2();
    case 'atom':
      return feed.atom1();
    case 'json':
      return feed.json1();
  }
}
