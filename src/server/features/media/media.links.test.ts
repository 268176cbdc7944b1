import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { uploadImage } from '../../../../tests/support/media.ts';
import { block, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import { media, postMedia, posts, users } from '../../db/schema/index.ts';
import { projectPath } from '../../lib/paths.ts';
import { removeUnusedMedia } from './media.commands.ts';

const CDN = 'https://cdn.example/pero';
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let authorId: number;
let author: SessionHeaders;

beforeAll(async () => {
  // Files are addressed through a CDN; the app's own /uploads addresses are still recognised.
  app = await buildTestApp({ config: { mediaBase: CDN } });
  authorId = (await createUser(app)).id;
  author = await sessionHeaders(app, authorId);
});
afterAll(() => app.close());

const keyOf = (url: string) => url.slice(CDN.length + 1);
const storedBlocks = async (id: number) => (await app.db.select({ blocks: posts.blocks }).from(posts).where(eq(posts.id, id)))[0]!.blocks as Block[];
const deleteMedia = (id: number, headers = author) => app.inject({ method: 'DELETE', url: `/media/${id}`, headers });

describe('media addresses in posts', () => {
  it('stores references and renders them with the MEDIA_URL base, in blocks and og:image', async () => {
    const upload = await uploadImage(app, author);
    expect(upload.data.url).toMatch(/^https:\/\/cdn\.example\/pero\/media\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const key = keyOf(upload.data.url);
    const post = await publishPost(app, authorId, {
      blocks: [
        block.header('Фото'),
        block.carousel([upload.data.url]),
        // The app's own address of the file (what readers saw before MEDIA_URL was set) is ours too.
        block.link('https://pero.example/', { title: 'Свой пост', description: '', image: { url: `${app.config.appUrl}/uploads/${key}` } }),
        // Another site's address is not ours: saving tries to copy it (this test app reaches no host).
        block.link('https://other.example/', { title: 'Чужой сайт', description: '', image: { url: 'https://other.example/uploads/picture.webp' } }),
      ],
    });

    const stored = await storedBlocks(post.id);
    expect(stored[1]).toMatchObject({ type: 'carousel', data: { items: [{ url: `/uploads/${key}` }] } });
    expect(stored[2]).toMatchObject({ data: { meta: { image: { url: `/uploads/${key}` } } } });
    expect(stored[3]).toMatchObject({ data: { meta: { title: 'Чужой сайт', description: '' } } });
    expect(stored[3]).not.toHaveProperty('data.meta.image');

    const page = (await app.inject({ url: post.url, headers: inertiaHeaders })).json();
    const shown = page.props.post.blocks as Block[];
    expect(shown[1]).toMatchObject({ data: { items: [{ url: upload.data.url }] } });
    expect(shown[2]).toMatchObject({ data: { meta: { image: { url: upload.data.url } } } });

    const html = (await app.inject({ url: post.url, headers: { accept: 'text/html' } })).body;
    expect(html).toContain(`<meta data-pero-head property="og:image" content="${upload.data.url}">`);
  });
});

describe('DELETE /media/{id} and the posts that show it', () => {
  it('refuses media a published post shows, in the reader’s language, and allows it once the post is gone', async () => {
    const upload = await uploadImage(app, author);
    const post = await publishPost(app, authorId, { blocks: [block.header('С картинкой'), block.carousel([upload.data.url])] });

    const refused = await deleteMedia(upload.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Файл показан в опубликованном посте или в комментарии: сначала уберите его оттуда' });
    const reader = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.id));
    await app.db.update(media).set({ userId: reader.id }).where(eq(media.id, upload.id));
    const inEnglish = await deleteMedia(upload.id, await sessionHeaders(app, reader.id));
    expect(inEnglish.json()).toEqual({ message: 'The file is shown in a published post or a comment: remove it from there first' });
    await app.db.update(media).set({ userId: authorId }).where(eq(media.id, upload.id));
    expect(await app.storage.exists(keyOf(upload.data.url))).toBe(true);

    expect((await app.inject({ method: 'DELETE', url: `/posts/${post.id}`, headers: author })).statusCode).toBe(204);
    expect((await deleteMedia(upload.id)).statusCode).toBe(204);
    expect(await app.storage.exists(keyOf(upload.data.url))).toBe(false);
  });

  it('lets the owner delete media that only a draft shows, or that an edit removed from a published post', async () => {
    const inDraft = await uploadImage(app, author);
    await writePost(app, authorId, { blocks: [block.carousel([inDraft.data.url])] });
    expect((await deleteMedia(inDraft.id)).statusCode).toBe(204);

    const replaced = await uploadImage(app, author);
    const post = await publishPost(app, authorId, { blocks: [block.header('Правка'), block.carousel([replaced.data.url])] });
    expect((await deleteMedia(replaced.id)).statusCode).toBe(409);
    await writePost(app, authorId, { id: post.id, blocks: [block.header('Правка'), block.paragraph('Без картинки')] });
    expect((await deleteMedia(replaced.id)).statusCode).toBe(204);
  });
});

describe('removeUnusedMedia', () => {
  it('removes only media no live post or draft has shown for the given time', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms);
    const upload = async () => (await uploadImage(app, author)).id;
    const [neverUsed, fresh, inDraft, released, inOldDeletedPost, inNewDeletedPost, releasedLately] = await Promise.all([upload(), upload(), upload(), upload(), upload(), upload(), upload()]);
    const urlOf = async (id: number) => `/uploads/${(await app.db.select({ path: media.path }).from(media).where(eq(media.id, id)))[0]!.path}`;

    await writePost(app, authorId, { blocks: [block.carousel([await urlOf(inDraft)])] });
    const edited = await writePost(app, authorId, { blocks: [block.carousel([await urlOf(released), await urlOf(releasedLately)])] });
    await writePost(app, authorId, { id: edited.id, blocks: [block.paragraph('Картинки убраны')] });
    const oldPost = await publishPost(app, authorId, { blocks: [block.header('Старый'), block.carousel([await urlOf(inOldDeletedPost)])] });
    const newPost = await publishPost(app, authorId, { blocks: [block.header('Новый'), block.carousel([await urlOf(inNewDeletedPost)])] });
    await app.db.update(posts).set({ deletedAt: ago(2 * DAY) }).where(eq(posts.id, oldPost.id));
    await app.db.update(posts).set({ deletedAt: ago(DAY / 2) }).where(eq(posts.id, newPost.id));

    const all = [neverUsed, fresh, inDraft, released, inOldDeletedPost, inNewDeletedPost, releasedLately];
    await app.db.update(media).set({ createdAt: ago(3 * DAY) }).where(inArray(media.id, all.filter((id) => id !== fresh)));
    await app.db.update(media).set({ releasedAt: ago(2 * DAY) }).where(eq(media.id, released));
    const keys = await app.db.select({ id: media.id, path: media.path, thumbPath: media.thumbPath }).from(media).where(inArray(media.id, all));

    // Media of other tests in this file is uploaded just now: too fresh to go.
    expect(await removeUnusedMedia(app.db, app.storage, { olderThan: DAY })).toBe(3);
    const left = (await app.db.select({ id: media.id }).from(media).where(inArray(media.id, all))).map((row) => row.id);
    expect(left.sort()).toEqual([fresh, inDraft, inNewDeletedPost, releasedLately].sort());
    for (const row of keys) {
      const kept = left.includes(row.id);
      expect(await app.storage.exists(row.path), `media ${row.id}`).toBe(kept);
      expect(await app.storage.exists(row.thumbPath!), `thumb of media ${row.id}`).toBe(kept);
    }
  });
});

describe('the migration to stored references', () => {
  const statements = readFileSync(projectPath('src/server/db/migrations/0005_media_links.sql'), 'utf8').split('--> statement-breakpoint');
  const rewrite = statements.find((statement) => statement.includes('UPDATE "posts"'))!;
  const backfill = statements.find((statement) => statement.includes('INSERT INTO "post_media"'))!;

  it('turns absolute upload addresses on any host into references and links the media, leaving other addresses alone', async () => {
    const upload = await uploadImage(app, author);
    const key = keyOf(upload.data.url);
    const thumbKey = keyOf(upload.thumb!);
    const old = (path: string) => `http://localhost:3000/uploads/${path}`;
    const blocks = [
      { id: 'c1', type: 'carousel', tunes: {}, data: { items: [{ url: old(key), caption: { thumb: old(thumbKey), is_image: true, resource_type: 'image', width: 1, height: 1, format: null, duration: null, has_audio: false } }] } },
      { id: 'l1', type: 'link', tunes: {}, data: { link: old(key), meta: { title: 'Демо', description: '', image: { url: 'https://old.example/uploads/demo/posts/scene-1.webp' } } } },
      { id: 'l2', type: 'link', tunes: {}, data: { link: 'https://other.example/', meta: { title: 'Чужое', description: '', image: { url: 'https://other.example/uploads/picture.webp' } } } },
    ];
    const [row] = await app.db.insert(posts).values({ userId: authorId, subsiteId: authorId, slug: 'old', title: '', blocks: blocks as never, excerpt: '' }).returning({ id: posts.id });

    await app.db.execute(sql.raw(rewrite));
    await app.db.execute(sql.raw(backfill));

    const stored = await storedBlocks(row!.id);
    expect(stored[0]).toMatchObject({ data: { items: [{ url: `/uploads/${key}`, caption: { thumb: `/uploads/${thumbKey}` } }] } });
    // A link is a link: only picture fields hold references.
    expect(stored[1]).toMatchObject({ data: { link: old(key), meta: { image: { url: '/uploads/demo/posts/scene-1.webp' } } } });
    expect(stored[2]).toMatchObject({ data: { meta: { image: { url: 'https://other.example/uploads/picture.webp' } } } });
    expect(await app.db.select({ mediaId: postMedia.mediaId }).from(postMedia).where(eq(postMedia.postId, row!.id))).toEqual([{ mediaId: upload.id }]);
  });
});

