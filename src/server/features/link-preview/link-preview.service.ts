// The preview image is checked against the address policy, not downloaded: saving the post copies it into our storage.
import type { LinkMeta } from '../../../shared/blocks/types.ts';
import { checkUrl, safeFetch, SafeFetchError, type OutboundOptions } from '../../lib/safe-fetch.ts';
import { decodeHtml, parsePageMeta } from './html-meta.ts';
import { isStorableText } from '../../lib/storable-text.ts';

const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';

function fallbackTitle(link: string): string {
  const url = new URL(link);
  return (url.hostname + readablePath(url.pathname).replace(/\/+$/, '')).slice(0, 300);
}

/** The path as people read it; left encoded when its escapes are not clean UTF-8 text. */
function readablePath(pathname: string): string {
  try {
    const decoded = decodeURIComponent(pathname);
    return isStorableText(decoded) ? decoded : pathname;
  } catch {
    return pathname;
  }
}

export async function previewLink(link: string, outbound: OutboundOptions = {}): Promise<LinkMeta> {
  let response;
  try {
    response = await safeFetch(link, { ...outbound, expectContentType: isHtml });
  } catch (error) {
    // A PDF or a picture is still a fine link: show it by its address.
    if (error instanceof SafeFetchError && error.code === 'unexpected_type') return { title: fallbackTitle(link), description: '' };
    throw error;
  }
  const page = parsePageMeta(decodeHtml(response.body, response.headers['content-type']), response.url);
  const meta: LinkMeta = { title: page.title || fallbackTitle(response.url), description: page.description };
  if (page.image) {
    try {
      await checkUrl(page.image, outbound);
      meta.image = { url: page.image };
    } catch {
      // An image on a private or unresolvable address is dropped, the preview still shown.
    }
  }
  return meta;
}
