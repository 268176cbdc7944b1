/**
 * The app's JSON calls from a browser context, as its own client makes them: with the
 * context's session and its CSRF pair. Tests build what they need this way (posts, comments,
 * follows) instead of looking for something the demo seed happens to contain.
 */
import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { carouselItemFromUpload } from '../../../src/client/features/editor/tools/carousel-items.ts';
import type { MediaAnswer } from '../../../src/shared/dto/media.ts';

const baseUrl = inject('baseUrl');

async function xsrfToken(context: BrowserContext): Promise<string> {
  const cookie = async () => (await context.cookies(baseUrl)).find((each) => each.name === 'XSRF-TOKEN');
  // The server sets the cookie on the first answer.
  if (!(await cookie())) await context.request.get(baseUrl + '/');
  return decodeURIComponent((await cookie())!.value);
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A JSON call that must succeed; answers the parsed body (null for an empty one). */
export async function call<T = unknown>(context: BrowserContext, method: Method, path: string, data?: object): Promise<T> {
  const response = await context.request.fetch(baseUrl + path, { method, data, headers: { accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(context) } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const body = await response.text();
  return (body === '' ? null : JSON.parse(body)) as T;
}

/** A page's props as the app's client receives them on an in-app visit. */
export async function propsOf(context: BrowserContext, path: string) {
  return (await (await context.request.get(baseUrl + path, { headers: { 'X-Inertia': 'true' } })).json()).props;
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
  const response = await context.request.post(baseUrl + '/media', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: picture } },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(context) },
  });
  if (!response.ok()) throw new Error(`POST /media answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A comment (or, with `parent_id`, a reply) under a post. */
export function writeComment(context: BrowserContext, post_id: number, text: string, parent_id?: number): Promise<{ id: number }> {
  return call<{ id: number }>(context, 'POST', '/comments', { post_id, comment: text, parent_id });
}
