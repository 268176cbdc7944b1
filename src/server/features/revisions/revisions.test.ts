import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { PageName, PageProps } from '../../../shared/pages.ts';
import { postHistoryPath } from '../../../shared/slugs.ts';
import { communityMembers, moderationLog, postRevisionBlocks, postRevisions } from '../../db/schema/index.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders, signedInAs } from '../../../../tests/support/session.ts';
import { destroyPost, unpublishPost } from '../posts/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let siteEditor: TestUser;
let communityModer: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  [author, reader, siteEditor, communityModer, superAdmin] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app, { role: 'editor' }),
    createUser(app),
    createUser(app, { role: 'super_admin' }),
  ]);
});
afterAll(() => app.close());

async function page<N extends PageName>(url: string, userId?: number) {
  const res = await app.inject({ url, headers: { ...inertiaHeaders, ...(userId ? await sessionHeaders(app, userId) : {}) } });
  return { status: res.statusCode, props: res.statusCode === 200 ? (res.json<{ props: PageProps<N> }>().props) : null };
}

const history = (postId: number, userId?: number, revision?: number) => page<'PostHistory'>(postHistoryPath(postId, revision), userId);

async function hide(postId: number, number: number, userId: number, reason = 'Личные данные') {
  return app.inject({ method: 'POST', url: `/posts/${postId}/revisions/${number}/hide`, payload: { reason }, headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) } });
}

async function rowCounts(postId: number) {
  const [revisions] = await app.db.select({ n: count() }).from(postRevisions).where(eq(postRevisions.postId, postId));
  const [blocks] = await app.db.select({ n: count() }).from(postRevisionBlocks).where(eq(postRevisionBlocks.postId, postId));
  return { revisions: revisions!.n, blocks: blocks!.n };
}

const intro = () => block.paragraph('Мы запустили доставку по Москве.');
const price = (sum: number) => block.paragraph(`Цена доставки — ${sum} рублей.`);
const outro = () => block.paragraph('Спасибо, что читаете.');

/** A post published with three paragraphs, then its price corrected: two versions. */
async function correctedPost(userId = author.id, more: { category_id?: number } = {}) {
  const post = await publishPost(app, userId, { ...more, blocks: [block.header('Доставка'), intro(), price(300), outro()] });
  await writePost(app, userId, { ...more, id: post.id, blocks: [block.header('Доставка'), intro(), price(250), outro()] });
  return post;
}

describe('keeping versions', () => {
  it('keeps the publication as the first version, and nothing for a draft', async () => {
    const draft = await writePost(app, author.id, { title: 'Черновик' });
    await writePost(app, author.id, { id: draft.id, title: 'Черновик, правка' });
    expect(await rowCounts(draft.id)).toEqual({ revisions: 0, blocks: 0 });

    await writePost(app, author.id, { id: draft.id, title: 'Опубликовано', is_publish: 1 });
    expect(await rowCounts(draft.id)).toEqual({ revisions: 1, blocks: 2 });
    const post = (await page<'Post'>((await writePost(app, author.id, { id: draft.id, title: 'Опубликовано' })).url)).props!;
    expect(post.edited_at).toBeNull();
  });

  it('adds a version only when the content changed, storing only the blocks it has not stored yet', async () => {
    const post = await publishPost(app, author.id, { blocks: [block.header('Доставка'), intro(), price(300), outro()] });
    expect(await rowCounts(post.id)).toEqual({ revisions: 1, blocks: 4 });

    // The editor gives blocks new ids on every load; the same content is the same version.
    await writePost(app, author.id, { id: post.id, blocks: [block.header('Доставка'), intro(), price(300), outro()] });
    expect(await rowCounts(post.id)).toEqual({ revisions: 1, blocks: 4 });

    await writePost(app, author.id, { id: post.id, blocks: [block.header('Доставка'), intro(), price(250), outro()] });
    expect(await rowCounts(post.id)).toEqual({ revisions: 2, blocks: 5 });

    // Back to an earlier paragraph: a version, and no block row, since that block is stored already.
    await writePost(app, author.id, { id: post.id, blocks: [block.header('Доставка'), intro(), price(300), outro()] });
    expect(await rowCounts(post.id)).toEqual({ revisions: 3, blocks: 5 });

    const versions = await app.db.select().from(postRevisions).where(eq(postRevisions.postId, post.id)).orderBy(postRevisions.number);
    expect(versions.map((row) => [row.number, row.editorId, row.title])).toEqual([
      [1, author.id, 'Доставка'],
      [2, author.id, 'Доставка'],
      [3, author.id, 'Доставка'],
    ]);
    expect(versions[2]!.blockHashes).toEqual(versions[0]!.blockHashes);
  });

  it('says «изменено» on the post page with the time of the last content change', async () => {
    const post = await correctedPost();
    const [latest] = await app.db.select({ at: postRevisions.createdAt }).from(postRevisions).where(and(eq(postRevisions.postId, post.id), eq(postRevisions.number, 2)));
    const { props } = await page<'Post'>(post.url, reader.id);
    expect(props!.edited_at).toBe(latest!.at.toISOString());

    const html = (await app.inject({ url: post.url, headers: { accept: 'text/html' } })).body;
    expect(html).toContain(`href="${postHistoryPath(post.id)}"`);
    expect(html).toContain('изменено');
  });

  it('gives a post published before history was kept its published content as the first version on its first edit', async () => {
    const post = await publishPost(app, author.id, { blocks: [block.header('Старый пост'), block.paragraph('Было так.')] });
    await app.db.delete(postRevisions).where(eq(postRevisions.postId, post.id));
    await app.db.delete(postRevisionBlocks).where(eq(postRevisionBlocks.postId, post.id));

    await writePost(app, author.id, { id: post.id, blocks: [block.header('Старый пост'), block.paragraph('Стало иначе.')] });
    const { props } = await history(post.id, reader.id);
    expect(props!.revisions.map((revision) => revision.number)).toEqual([2, 1]);
    const words = props!.diff!.changes.flatMap((change) => (change.kind === 'changed' ? (change.words ?? []) : []));
    expect(words.filter((piece) => piece.op !== 'same').map((piece) => `${piece.op} ${piece.text}`)).toEqual(['del Было', 'ins Стало', 'del так.', 'ins иначе.']);
  });
});

describe('the history page', () => {
  it('shows the newest change as a word diff, and the first version whole', async () => {
    const post = await correctedPost();
    const { status, props } = await history(post.id);
    expect(status).toBe(200);
    expect(props!.post).toEqual({ id: post.id, title: 'Доставка', url: post.url });
    expect(props!.revisions.map((revision) => [revision.number, revision.editor?.id, revision.hidden, revision.readable])).toEqual([
      [2, author.id, false, true],
      [1, author.id, false, true],
    ]);
    expect(props!.selected).toBe(2);
    expect(props!.can_hide).toBe(false);
    expect(props!.diff).toEqual({
      number: 2,
      base: 1,
      changes: [
        { kind: 'unchanged', count: 2 },
        {
          kind: 'changed',
          before: expect.objectContaining({ type: 'paragraph' }),
          after: expect.objectContaining({ type: 'paragraph' }),
          words: [
            { op: 'same', text: 'Цена доставки — ' },
            { op: 'del', text: '300' },
            { op: 'ins', text: '250' },
            { op: 'same', text: ' рублей.' },
          ],
        },
        { kind: 'unchanged', count: 1 },
      ],
    });

    const html = (await app.inject({ url: postHistoryPath(post.id), headers: { accept: 'text/html' } })).body;
    expect(html).toMatch(/<del[^>]*><span class="sr-only">удалено:(<!-- -->)? <\/span>300<\/del>/);
    expect(html).toMatch(/<ins[^>]*><span class="sr-only">добавлено:(<!-- -->)? <\/span>250<\/ins>/);

    const first = (await history(post.id, undefined, 1)).props!;
    expect(first.diff!.base).toBeNull();
    expect(first.diff!.changes.map((change) => change.kind)).toEqual(['original', 'original', 'original', 'original']);
  });

  it('answers 404 for a post the reader cannot see, a missing one, a draft, and a version that does not exist', async () => {
    const draft = await writePost(app, author.id, { title: 'Только черновик' });
    expect((await history(draft.id, author.id)).status).toBe(404);

    const unpublished = await correctedPost();
    await unpublishPost(app.db, await signedInAs(app, superAdmin.id), unpublished.id, 'Нарушение');
    expect((await history(unpublished.id, reader.id)).status).toBe(404);
    expect((await history(unpublished.id)).status).toBe(404);

    const deleted = await correctedPost();
    await destroyPost(app.db, await signedInAs(app, author.id), deleted.id);
    expect((await history(deleted.id, author.id)).status).toBe(404);

    expect((await history(2_000_000_000)).status).toBe(404);
    const post = await correctedPost();
    expect((await history(post.id, undefined, 3)).status).toBe(404);
  });

  it('reads the same number of statements for 2 versions and for 20', async () => {
    const few = await correctedPost();
    const many = await correctedPost();
    for (let sum = 1; sum <= 18; sum++) {
      await writePost(app, author.id, { id: many.id, blocks: [block.header('Доставка'), intro(), price(sum), outro()] });
    }
    expect((await history(many.id)).props!.revisions).toHaveLength(20);
    const statements = async (postId: number) => countQueries(app, () => history(postId, reader.id));
    await statements(few.id);
    expect(await statements(many.id)).toBe(await statements(few.id));
  });
});

describe('hiding a version', () => {
  it('is for site editors and the community’s moderators, not for readers or the author', async () => {
    const community = await createCommunity(app, { creatorId: reader.id, name: 'Доставка еды' });
    await app.db.insert(communityMembers).values({ subsiteId: community.id, userId: communityModer.id, role: 'moder' });
    const post = await correctedPost(author.id, { category_id: community.id });

    expect((await hide(post.id, 1, author.id)).statusCode).toBe(403);
    expect((await history(post.id, author.id)).props!.can_hide).toBe(false);
    const outsider = await createUser(app);
    expect((await hide(post.id, 1, outsider.id)).statusCode).toBe(403);
    expect((await history(post.id, communityModer.id)).props!.can_hide).toBe(true);
    expect((await hide(post.id, 1, communityModer.id)).statusCode).toBe(204);
    expect((await hide(post.id, 9, siteEditor.id)).statusCode).toBe(404);
    // The post shows its newest version; unpublishing, not hiding, takes that from readers.
    expect((await hide(post.id, 2, siteEditor.id)).statusCode).toBe(409);

    const blogPost = await correctedPost();
    expect((await hide(blogPost.id, 1, communityModer.id)).statusCode).toBe(403);
    expect((await hide(blogPost.id, 1, siteEditor.id)).statusCode).toBe(204);
  });

  it('shows readers a placeholder, its author and moderators the text, and writes the moderation log', async () => {
    const post = await publishPost(app, author.id, { blocks: [block.header('Отчёт'), block.paragraph('Телефон Ивана: +7 900 000-00-00.')] });
    await writePost(app, author.id, { id: post.id, blocks: [block.header('Отчёт'), block.paragraph('Телефон Ивана убран.')] });
    await writePost(app, author.id, { id: post.id, blocks: [block.header('Отчёт'), block.paragraph('Телефон Ивана убран.'), block.paragraph('UPD: добавили итоги.')] });
    // A guest's copy of the page is cached; hiding must drop it.
    expect((await history(post.id, undefined, 1)).props!.diff).not.toBeNull();

    await expectEvents(app, () => hide(post.id, 1, siteEditor.id), [{ type: 'post.revision-hidden', postId: post.id, revision: 1, moderatorId: siteEditor.id, reason: 'Личные данные' }]);
    await settle(app);
    expect((await hide(post.id, 1, siteEditor.id)).statusCode).toBe(204);

    for (const viewer of [undefined, reader.id]) {
      const hidden = (await history(post.id, viewer, 1)).props!;
      expect(hidden.diff).toBeNull();
      expect(hidden.revisions.at(-1)).toEqual(expect.objectContaining({ number: 1, hidden: true, readable: false, title: '', hidden_reason: null }));
      // The next version is shown whole, not as removed words of the hidden one.
      const next = (await history(post.id, viewer, 2)).props!;
      expect(next.diff).toEqual(expect.objectContaining({ base: null }));
      expect(JSON.stringify(next)).not.toContain('+7 900');
    }

    for (const viewer of [author.id, siteEditor.id]) {
      const seen = (await history(post.id, viewer, 2)).props!;
      expect(seen.revisions.at(-1)).toEqual(expect.objectContaining({ number: 1, hidden: true, readable: true, hidden_reason: 'Личные данные' }));
      expect(seen.diff!.base).toBe(1);
      expect(JSON.stringify(seen.diff)).toContain('+7 900');
    }

    const lines = await app.db.select().from(moderationLog).where(eq(moderationLog.action, 'hide_revision'));
    expect(lines.filter((line) => line.subject === 'Отчёт')).toEqual([
      expect.objectContaining({ moderatorId: siteEditor.id, targetUserId: author.id, subsiteId: null, reason: 'Личные данные' }),
    ]);
  });
});

it('the hide call needs a session', async () => {
  const post = await correctedPost();
  const res = await app.inject({ method: 'POST', url: `/posts/${post.id}/revisions/1/hide`, payload: {}, headers: { accept: 'application/json', ...guestHeaders() } });
  expect(res.statusCode).toBe(401);
});
