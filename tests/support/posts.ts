/**
 * Posts in tests: Editor.js block builders; posts written through the save command (what the
 * route calls), and the editor's own call (POST /posts) for tests whose subject is the route.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { subsites } from '../../src/server/db/schema/index.ts';
import { savePost } from '../../src/server/features/posts/posts.commands.ts';
import { ownMediaBases } from '../../src/server/platform/storage/index.ts';
import type { CommunityRole } from '../../src/shared/dto/subsite.ts';
import type { SavePostResult } from '../../src/shared/dto/post.ts';
import { NO_NETWORK, TEST_ASSET_VERSION } from './app.ts';
import { sessionHeaders, signedInAs, type SessionHeaders } from './session.ts';

let nextId = 0;
const id = () => `b${++nextId}`;

/** One builder per block type, in the shape @editorjs tools save. */
export const block = {
  header: (text: string) => ({ id: id(), type: 'header', data: { text, level: 2 } }),
  paragraph: (text: string, tunes: Record<string, boolean> = {}) => ({ id: id(), type: 'paragraph', data: { text }, tunes }),
  list: (items: string[], style: 'ordered' | 'unordered' = 'unordered') => ({ id: id(), type: 'list', data: { style, items } }),
  quote: (text: string, caption = '') => ({ id: id(), type: 'quote', data: { text, caption, alignment: 'left' } }),
  delimiter: () => ({ id: id(), type: 'delimiter', data: {} }),
  embed: (embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ') => ({
    id: id(),
    type: 'embed',
    data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed, width: 580, height: 320, caption: 'Видео' },
  }),
  link: (link: string, meta: Record<string, unknown> = { title: 'Ссылка', description: 'Описание' }) => ({ id: id(), type: 'link', data: { link, meta } }),
  carousel: (urls: string[]) => ({
    id: id(),
    type: 'carousel',
    data: { items: urls.map((url) => ({ url, caption: JSON.stringify({ width: 800, height: 600, is_image: true, format: 'webp' }) })) },
  }),
  /** Options `o1`, `o2`, …; `data` overrides the rest. */
  poll: (question: string, options: string[], data: Record<string, unknown> = {}) => ({
    id: id(),
    type: 'poll',
    data: { question, options: options.map((text, index) => ({ id: `o${index + 1}`, text })), multiple: false, ends_at: null, results: 'always', ...data },
  }),
};

export interface WriteOptions {
  title?: string;
  text?: string;
  blocks?: unknown[];
  id?: number;
  category_id?: number | null;
  is_publish?: 0 | 1;
  is_official?: 0 | 1;
  reply_id?: number | null;
  user_id?: number;
}

export function postBody({ title = 'Заголовок поста', text = 'Текст поста.', blocks, ...rest }: WriteOptions) {
  return { blocks: blocks ?? [block.header(title), block.paragraph(text)], ...rest };
}

/** POST /posts as the editor sends it. */
export function savePostRequest(app: FastifyInstance, headers: SessionHeaders, options: WriteOptions = {}) {
  return app.inject({ method: 'POST', url: '/posts', payload: postBody(options), headers: { accept: 'application/json', ...headers } });
}

/** Saves through the route and expects success. */
export async function saveByRoute(app: FastifyInstance, userId: number, options: WriteOptions = {}): Promise<SavePostResult> {
  const res = await savePostRequest(app, await sessionHeaders(app, userId), options);
  if (res.statusCode !== 200) throw new Error(`POST /posts answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const publishByRoute = (app: FastifyInstance, userId: number, options: WriteOptions = {}) => saveByRoute(app, userId, { is_publish: 1, ...options });

/** Saves through the command, as the author would: the same rules and events without the route's limits. */
export async function writePost(app: FastifyInstance, userId: number, options: WriteOptions = {}): Promise<SavePostResult> {
  const { is_publish, is_official, ...input } = postBody(options);
  const saving = { db: app.db, storage: app.storage, dataDir: app.config.dataDir, ownMediaBases: ownMediaBases(app.config), outbound: NO_NETWORK };
  const flag = (value: 0 | 1 | undefined) => (value === undefined ? undefined : value === 1);
  return savePost(saving, await signedInAs(app, userId), { ...input, is_publish: flag(is_publish), is_official: flag(is_official) });
}

export const publishPost = (app: FastifyInstance, userId: number, options: WriteOptions = {}) => writePost(app, userId, { is_publish: 1, ...options });

export const inertiaHeaders = { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION };

/** A community with the row its create command writes, without the command's checks (rating, limits) that tests of other features do not need. */
export async function createCommunity(app: FastifyInstance, { creatorId, whoCanPost = ['user'], name, slug }: { creatorId: number; whoCanPost?: CommunityRole[]; name?: string; slug?: string }) {
  const suffix = randomBytes(3).toString('hex');
  const [row] = await app.db
    .insert(subsites)
    .values({ type: 'community', name: name ?? `Сообщество ${suffix}`, slug: slug ?? `community_${suffix}`, creatorId, whoCanPost })
    .returning({ id: subsites.id, slug: subsites.slug, name: subsites.name });
  return row!;
}
