/**
 * Pages the service worker answers without the network are made from two things it kept: the
 * offline page's HTML, rendered by the server for this reader (the shell: assets, theme, header),
 * and a page object (a kept post's, or the offline page's own under the address asked for).
 * The server writes the page object into a script tag before the server-rendered markup
 * (plugins/inertia.ts); this module reads it and swaps it.
 */
import { escapeHtml } from '../../shared/meta-tags.ts';
import { pageScriptJson } from '../../shared/page-script.ts';
import type { PagePropsMap, SharedProps } from '../../shared/pages.ts';
import { SAVED_COPY_ATTRIBUTE } from '../../shared/web-app.ts';

/** An Inertia page object, as much of it as the service worker reads. */
export interface PageObject {
  component: string;
  url: string;
  props: Partial<SharedProps & PagePropsMap['Post']>;
}

/** The offline page as the server rendered it for this reader, with the headers it came with (its policy and nonce). */
export interface Shell {
  html: string;
  headers: Headers;
}

const PAGE_SCRIPT = /(<script[^>]*\bdata-page="app"[^>]*>)([\s\S]*?)(<\/script>)/;
const TITLE = /<title>[\s\S]*?<\/title>/;
/** The markup is the offline page's: the page is rendered afresh rather than hydrated over it. */
const SERVER_RENDERED = ' data-server-rendered="true"';

export function pageObjectIn(html: string): PageObject | null {
  const json = PAGE_SCRIPT.exec(html)?.[2];
  return json === undefined ? null : (JSON.parse(json) as PageObject);
}

/** The shell's document showing `page`, marked as a saved copy. */
export function documentWith(shell: string, page: PageObject): string {
  const title = page.props.meta?.title;
  // Replacer functions, so a `$` in a title or a post is not read as a pattern.
  return shell
    .replace('<html', () => `<html ${SAVED_COPY_ATTRIBUTE}`)
    .replace(TITLE, (kept) => (title === undefined ? kept : `<title>${escapeHtml(title)}</title>`))
    .replace(PAGE_SCRIPT, (_whole, opening: string, _json: string, closing: string) => opening + pageScriptJson(page) + closing)
    .replace(SERVER_RENDERED, '');
}

/** What the offline page's list shows of a kept post. */
export function pageTitle(page: PageObject): string {
  return page.props.post?.title || page.props.meta?.title || page.url;
}
