/**
 * Pages come from the network first, always: online, nothing is answered from a copy, so a new
 * build's pages and assets are what the next visit gets. On the way through, a post's page object is
 * kept (saved-pages.ts). Without the network, a page is answered from what was kept: the post's copy
 * if there is one, else the offline page under the address asked for, as a document for a
 * navigation and as a page object for an in-app (Inertia) visit.
 */
import { SAVED_COPY_HEADER } from '../../shared/web-app.ts';
import { documentWith, pageObjectIn, type PageObject, type Shell } from './page-document.ts';
import { forgetPost, isPostAddress, keepPost, keptPost, keptShell, noteAccount } from './saved-pages.ts';
import { worker } from './scope.ts';

type PageRequest = 'document' | 'page object';

/** A full page this site renders: a navigation, or an Inertia visit (a partial reload's answer is only some props). */
function pageRequest(request: Request): PageRequest | null {
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return null;
  if (request.mode === 'navigate') return 'document';
  const inertia = request.headers.get('X-Inertia') === 'true' && !request.headers.has('X-Inertia-Partial-Component');
  return inertia ? 'page object' : null;
}

/** The post's page object, from the HTML of a navigation or the JSON of a visit. */
async function pageObjectOf(response: Response, kind: PageRequest): Promise<PageObject | null> {
  return kind === 'document' ? pageObjectIn(await response.text()) : ((await response.json()) as PageObject);
}

async function remember(url: URL, kind: PageRequest, response: Response): Promise<void> {
  const cache = await noteAccount(response);
  if (!cache || !isPostAddress(url)) return;
  // A post that is gone (or no longer shown to this reader) is not kept in its old state either.
  if (response.status !== 200) return forgetPost(cache, url);
  const page = await pageObjectOf(response, kind);
  // Under the address the page gives itself: the one its links use, whatever redirect led to it.
  if (page?.component === 'Post') await keepPost(cache, new URL(page.url, url), page);
}

function savedCopyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  // The body is made here: the original's length and encoding do not describe it.
  copy.delete('Content-Length');
  copy.delete('Content-Encoding');
  copy.set(SAVED_COPY_HEADER, '1');
  return copy;
}

function documentAnswer(shell: Shell, page: PageObject): Response {
  return new Response(documentWith(shell.html, page), { headers: savedCopyHeaders(shell.headers) });
}

function pageObjectAnswer(page: PageObject): Response {
  const headers = savedCopyHeaders(new Headers({ 'Content-Type': 'application/json', 'X-Inertia': 'true', Vary: 'X-Inertia' }));
  return new Response(JSON.stringify(page), { headers });
}

async function answerOffline(url: URL, kind: PageRequest): Promise<Response> {
  const [post, shell] = await Promise.all([isPostAddress(url) ? keptPost(url) : null, keptShell()]);
  const offlinePage = shell && pageObjectIn(shell.html);
  const page = post ?? (offlinePage && { ...offlinePage, url: url.pathname + url.search });
  if (!page) return Response.error();
  if (kind === 'page object') return pageObjectAnswer(page);
  return shell ? documentAnswer(shell, page) : Response.error();
}

async function answerPage(event: FetchEvent, kind: PageRequest): Promise<Response> {
  const url = new URL(event.request.url);
  let response: Response;
  try {
    // Navigation preload starts the request while the worker wakes up; it is undefined for visits.
    response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
  } catch {
    return answerOffline(url, kind);
  }
  event.waitUntil(remember(url, kind, response.clone()));
  return response;
}

/** The posts open when the worker takes over came before it could see them: their page objects are fetched now to be kept. */
export async function keepOpenPosts(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const posts = windows.map((client) => new URL(client.url)).filter(isPostAddress);
  await Promise.all(posts.map(async (url) => remember(url, 'page object', await fetch(url, { headers: { 'X-Inertia': 'true' } }))));
}

export function answerPagesNetworkFirst(): void {
  worker.addEventListener('fetch', (event) => {
    const kind = pageRequest(event.request);
    if (kind) event.respondWith(answerPage(event, kind));
  });
}
