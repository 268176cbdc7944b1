import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { signedInAs } from '../../../../tests/support/session.ts';
import { inTransaction } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { endAccount } from '../oauth/index.ts';
import { destroyPost, restorePost } from '../posts/index.ts';
import { renameBlog } from '../settings/index.ts';

let app: FastifyInstance;
let author: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { name: 'Анна Смирнова' });
});
afterAll(() => app.close());

async function storedCard(postId: number) {
  const [row] = await app.db.select({ shareCard: posts.shareCard }).from(posts).where(eq(posts.id, postId));
  return row!.shareCard;
}

const cardUrl = (key: string) => `${app.config.mediaBase}/${key}`;
const download = (url: string) => app.inject({ url: new URL(url).pathname });

async function pageMeta(url: string) {
  return (await app.inject({ url, headers: inertiaHeaders })).json().props.meta as { image?: string; jsonLd: { image?: string[] } };
}

describe("a post's share card", () => {
  it('is drawn for a post without a picture of its own: a 1200×630 PNG that the page shows as og:image', async () => {
    const post = await publishPost(app, author.id, { title: 'Как мы перешли на PostgreSQL' });
    await settle(app);

    const card = await storedCard(post.id);
    expect(card?.key).toMatch(new RegExp(`^share-cards/\\d{4}/\\d{2}/${post.id}-[\\w-]+\\.png$`));
    const meta = await pageMeta(post.url);
    expect(meta.image).toBe(cardUrl(card!.key));
    expect(meta.jsonLd.image).toEqual([cardUrl(card!.key)]);

    const file = await download(meta.image!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    const html = (await app.inject({ url: post.url, headers: { accept: 'text/html' } })).body;
    expect(html).toContain(`<meta data-pero-head property="og:image" content="${meta.image}">`);
    expect(html).toContain('<meta data-pero-head name="twitter:card" content="summary_large_image">');
  });

  it('is not drawn for a post with a picture of its own, which stays its image', async () => {
    const picture = `${app.config.appUrl}/uploads/demo/a.webp`;
    const post = await publishPost(app, author.id, { blocks: [block.header('С картинкой'), block.carousel([picture])] });
    await settle(app);
    expect(await storedCard(post.id)).toBeNull();
    expect((await pageMeta(post.url)).image).toBe(picture);
  });

  it('is drawn anew when the title changes, and the old file goes; an edit of the text alone keeps it', async () => {
    const post = await publishPost(app, author.id, { title: 'Первое название', text: 'Текст.' });
    await settle(app);
    const first = (await storedCard(post.id))!;

    await publishPost(app, author.id, { id: post.id, title: 'Первое название', text: 'Другой текст.' });
    await settle(app);
    expect(await storedCard(post.id)).toEqual(first);

    const renamed = await publishPost(app, author.id, { id: post.id, title: 'Второе название', text: 'Другой текст.' });
    await settle(app);
    const second = (await storedCard(post.id))!;
    expect(second.key).not.toBe(first.key);
    expect((await pageMeta(renamed.url)).image).toBe(cardUrl(second.key));
    expect((await download(cardUrl(first.key))).statusCode).toBe(404);
    expect((await download(cardUrl(second.key))).statusCode).toBe(200);
  });

  it("reaches guests' cached copy of the page as soon as it is drawn", async () => {
    const post = await publishPost(app, author.id, { title: 'Страница для гостей' });
    await app.events.dispatchDue();
    // Guests' copy is kept before the card exists…
    expect((await pageMeta(post.url)).image).toBeUndefined();
    await app.jobs.runDue();
    // …and dropped when it is drawn.
    expect((await pageMeta(post.url)).image).toBe(cardUrl((await storedCard(post.id))!.key));
  });

  it('goes with the post when it is deleted, and comes back when it is restored', async () => {
    const post = await publishPost(app, author.id, { title: 'Удаляемый пост' });
    await settle(app);
    const card = (await storedCard(post.id))!;

    await destroyPost(app.db, await signedInAs(app, author.id), post.id);
    await settle(app);
    expect(await storedCard(post.id)).toBeNull();
    expect((await download(cardUrl(card.key))).statusCode).toBe(404);

    await inTransaction(app.db, (tx) => restorePost(tx, post.id));
    await settle(app);
    expect(await storedCard(post.id)).toMatchObject({ inputs: card.inputs });
  });

  it("follows its author's new name, and leaves with an ended account", async () => {
    const writer = await createUser(app, { name: 'Старое Имя' });
    const post = await publishPost(app, writer.id, { title: 'Пост автора' });
    await settle(app);
    const before = (await storedCard(post.id))!;

    await renameBlog(app.db, writer.id, 'Новое Имя', new Date(), (date) => date.toISOString());
    await settle(app);
    const after = (await storedCard(post.id))!;
    expect(after.key).not.toBe(before.key);

    await inTransaction(app.db, (tx) => endAccount(tx, writer.id, 'anonymise'));
    await settle(app);
    expect(await storedCard(post.id)).toBeNull();
    expect((await download(cardUrl(after.key))).statusCode).toBe(404);
  });
});
