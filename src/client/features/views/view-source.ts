// Where the reader opened a post from, told by the page before it: a feed or page of this site by its path, another
// site by its domain only (the rest of a referrer may name the reader), else direct.
import type { ViewSource } from '../../../shared/api/views.ts';
import { previousPage } from '../../platform/previous-page.ts';
import { isUnder, pathOf } from '../../platform/url-paths.ts';

const FEEDS: ReadonlyArray<[path: string, source: ViewSource]> = [
  ['/popular', 'popular'],
  ['/new', 'new'],
  ['/my', 'my'],
  ['/editorial', 'editorial'],
  ['/tag', 'tag'],
  ['/bookmarks', 'bookmarks'],
  ['/series', 'series'],
];

export function sourceOfPath(url: string): ViewSource {
  const path = pathOf(url);
  // The home page is the popular feed unless the member chose another; the chosen one has its own address too.
  if (path === '/') return 'popular';
  if (path === '/discovery') return url.includes('q=') ? 'search' : 'other';
  const feed = FEEDS.find(([section]) => isUnder(path, section));
  if (feed) return feed[1];
  // One segment is a blog's or community's page; deeper ones are posts and their lists.
  return /^\/[^/]+$/.test(path) ? 'profile' : 'other';
}

export function viewSource(): { kind: ViewSource; domain?: string } {
  const previous = previousPage();
  if (previous !== null) return { kind: sourceOfPath(previous) };
  if (!document.referrer) return { kind: 'direct' };
  try {
    return { kind: 'external', domain: new URL(document.referrer).hostname.toLowerCase().slice(0, 253) };
  } catch {
    return { kind: 'direct' };
  }
}
