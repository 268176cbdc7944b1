/**
 * The app's JSON calls from a browser context, as its own client makes them: with the
 * context's session and its CSRF pair. Tests build what they need this way (posts, pictures,
 * comments) instead of looking for something the demo seed happens to contain.
 */
import { inject } from 'vitest';
import type { APIRequestContext, APIResponse, BrowserContext } from 'playwright-core';
import { carouselItemFromUpload } from '../../../src/client/features/editor/tools/carousel-items.ts';
import type { MediaAnswer } from '../../../src/shared/dto/media.ts';

const baseUrl = inject('baseUrl');

/**
 * Every request opens a connection of its own: the server drops a keep-alive connection after
 * 5 idle seconds (SERVER_TIMEOUTS in src/server/app.ts), and a request sent on one just as it
 * is dropped fails with ECONNRESET, which browsers retry and Playwright's request client does not.
 */
function send(context: BrowserContext, address: string, options: Parameters<APIRequestContext['fetch']>[1] = {}): Promise<APIResponse> {
  return context.request.fetch(new URL(address, baseUrl).href, { ...options, headers: { ...options.headers, Connection: 'close' } });
}

async function xsrfToken(context: BrowserContext): Promise<string> {
  const cookie = async () => (await context.cookies(baseUrl)).find((each) => each.name === 'XSRF-TOKEN');
  // The server sets the cookie on the first answer.
  if (!(await cookie())) await send(context, '/');
  return decodeURIComponent((await cookie())!.value);
}

async function succeeded(request: string, response: APIResponse): Promise<string> {
  const body = await response.text();
  if (!response.ok()) throw new Error(`${request} answered ${response.status()}: ${body}`);
  return body;
}

/** The parsed body of an answer that must be a success (null for an empty one). */
async function answerOf<T>(request: string, response: APIResponse): Promise<T> {
  const body = await succeeded(request, response);
  return (body === '' ? null : JSON.parse(body)) as T;
}

/** A JSON call that must succeed; answers its parsed body. */
export async function call<T = unknown>(context: BrowserContext, method: 'POST' | 'DELETE', path: string, data?: object): Promise<T> {
  return answerOf<T>(`${method} ${path}`, await send(context, path, { method, data, headers: { accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(context) } }));
}

/** A parsed JSON body, typed as loosely as Playwright types it. */
type Json = Awaited<ReturnType<APIResponse['json']>>;

/** A list or page as JSON, the way the app's infinite lists read it. */
export async function readJson<T = Json>(context: BrowserContext, path: string): Promise<T> {
  return answerOf<T>(`GET ${path}`, await send(context, path, { headers: { accept: 'application/json' } }));
}

/** A page's props as the app's client receives them on an in-app visit. */
export async function propsOf(context: BrowserContext, path: string) {
  return (await answerOf<{ props: Json }>(`GET ${path}`, await send(context, path, { headers: { 'X-Inertia': 'true' } }))).props;
}

/** Opens a link (one from a letter) in the context, as a click on it would. */
export async function follow(context: BrowserContext, link: string): Promise<void> {
  await succeeded(`GET ${link}`, await send(context, link));
}

export interface Me {
  id: number;
  name: string;
  slug: string;
  url: string;
}

/** The member the context is signed in as. */
export async function me(context: BrowserContext): Promise<Me> {
  return (await propsOf(context, '/')).auth.user as Me;
}

/** A community's id, to publish in it. */
export async function communityId(context: BrowserContext, slug: string): Promise<number> {
  return (await propsOf(context, `/${slug}`)).subsite.id;
}

export interface PublishedPost {
  id: number;
  url: string;
}

/** Editor.js blocks as the editor saves them. */
export const block = {
  header: (text: string) => ({ id: 'title', type: 'header', data: { text, level: 2 } }),
  paragraph: (text: string, id = 'text') => ({ id, type: 'paragraph', data: { text } }),
  embed: () => ({
    id: 'video',
    type: 'embed',
    data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', width: 580, height: 320, caption: 'Видео' },
  }),
  carousel: (uploads: MediaAnswer[]) => ({ id: 'gallery', type: 'carousel', data: { items: uploads.map(carouselItemFromUpload) } }),
};

interface PostContent {
  title: string;
  text?: string;
  /** Blocks after the title, instead of one paragraph of `text`. */
  blocks?: object[];
  /** A community to publish in. */
  category_id?: number;
}

/** Saves a post the way the editor does (POST /posts), published unless `draft`. */
export function savePost(context: BrowserContext, { title, text = 'Текст поста для проверки.', blocks = [block.paragraph(text)], category_id }: PostContent, { draft = false } = {}): Promise<PublishedPost> {
  return call<PublishedPost>(context, 'POST', '/posts', { blocks: [block.header(title), ...blocks], category_id, is_publish: draft ? 0 : 1 });
}

/** A picture uploaded as the carousel uploads it. */
export async function uploadPicture(context: BrowserContext, picture: Buffer): Promise<MediaAnswer> {
  const multipart = { file: { name: 'picture.png', mimeType: 'image/png', buffer: picture } };
  return answerOf<MediaAnswer>('POST /media', await send(context, '/media', { method: 'POST', multipart, headers: { 'X-XSRF-TOKEN': await xsrfToken(context) } }));
}

/** A comment (or, with `parent_id`, a reply) under a post. */
export function writeComment(context: BrowserContext, post_id: number, text: string, parent_id?: number): Promise<{ id: number }> {
  return call<{ id: number }>(context, 'POST', '/comments', { post_id, comment: text, parent_id });
}
