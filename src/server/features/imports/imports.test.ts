import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { atom, importForm, rss, wxr, wxrDate } from '../../../../tests/support/imports.ts';
import { png } from '../../../../tests/support/media.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { createCommunity } from '../../../../tests/support/posts.ts';
import { uploadKey, type Block } from '../../../shared/blocks/index.ts';
import type { ImportDto } from '../../../shared/dto/import.ts';
import { importedItems, imports, media, notifications, posts, users } from '../../db/schema/index.ts';
import { loopbackAllowedForTests } from '../../lib/safe-fetch.ts';
import { followSubsite } from '../follows/index.ts';
import { createImport } from './imports.commands.ts';
import { runImport, type ImportContext } from './imports.run.ts';

/** Pictures and feeds on loopback; every request is counted by its path. */
const requests = new Map<string, number>();
const served = new Map<string, { type: string; body: Buffer | string }>();
let server: Server;
let base: string;
let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;
let reader: TestUser;
let adminHeaders: Record<string, string>;

const authors = [
  { login: 'olga', email: '', name: 'Ольга Старая' },
  { login: 'petr', email: 'petr@old.example', name: 'Пётр Новый' },
];

async function start(fields: Record<string, string>, file?: { name: string; data: Buffer | string }, headers = adminHeaders) {
  const form = importForm(fields, file);
  return app.inject({ method: 'POST', url: '/admin-panel/imports', headers: { ...headers, 'content-type': form.contentType }, payload: form.payload });
}

/** Starts an import through the route and runs its job; answers the finished import. */
async function run(fields: Record<string, string>, file?: { name: string; data: Buffer | string }): Promise<ImportDto> {
  const res = await start(fields, file);
  expect(res.statusCode, res.body).toBe(200);
  await app.jobs.runDue();
  await settle(app);
  const shown = await app.inject({ method: 'GET', url: `/admin-panel/imports/${res.json<ImportDto>().id}`, headers: adminHeaders });
  return shown.json<ImportDto>();
}

const importContext = (): ImportContext => ({ db: app.db, storage: app.storage, dataDir: app.config.dataDir, ownMediaBases: [], passwordHashing: app.config.passwordHashing, outbound: { policy: loopbackAllowedForTests } });
const postCount = async () => (await app.db.select({ n: count() }).from(posts))[0]!.n;
const fetched = () => [...requests.values()].reduce((sum, n) => sum + n, 0);

beforeAll(async () => {
  const picture = await png(40, 30);
  for (let n = 0; n < 10; n++) served.set(`/pic-${n}.png`, { type: 'image/png', body: await png(40 + n, 30) });
  served.set('/cover.png', { type: 'image/png', body: picture });
  server = createServer((request, response) => {
    requests.set(request.url!, (requests.get(request.url!) ?? 0) + 1);
    const file = served.get(request.url!);
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await buildTestApp({ outbound: { policy: loopbackAllowedForTests }, rateLimits: { importStarts: { max: 10_000 } } });
  admin = await createUser(app, { role: 'super_admin' });
  member = await createUser(app, { email: 'petr@old.example', name: 'Пётр Здешний' });
  authors[0]!.email = `olga-${admin.id}@old.example`;
  // A reader told of every new post of Пётр: following turns the bell on.
  reader = await createUser(app);
  await followSubsite(app.db, reader.id, member.id);
  adminHeaders = await sessionHeaders(app, admin.id);
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('a WordPress export of 50 posts with pictures', () => {
  const site = 'https://old-blog.example';
  let source: string;

  beforeAll(() => {
    source = wxr({ site, posts: 50, pictures: base, authors });
  });

  it('a dry run reports what would be made, and writes and fetches nothing', async () => {
    const [postsBefore, usersBefore, mediaBefore] = [await postCount(), await app.db.$count(users), await app.db.$count(media)];
    const result = await run({ kind: 'wxr', dry_run: 'true' }, { name: 'export.xml', data: source });
    expect(result).toMatchObject({ status: 'finished', dry_run: true, done: 50, total: 50 });
    expect(result.counts).toEqual({ created: 50, drafts: 1, already_imported: 0, skipped: 2, failed: 0, authors_created: 1, authors_mapped: 1, pictures_copied: 11, pictures_failed: 0 });
    expect([await postCount(), await app.db.$count(users), await app.db.$count(media)]).toEqual([postsBefore, usersBefore, mediaBefore]);
    expect(await app.db.$count(importedItems)).toBe(0);
    expect(fetched()).toBe(0);
    // The uploaded export is gone from storage once its run is over.
    const [row] = await app.db.select({ fileKey: imports.fileKey }).from(imports).where(eq(imports.id, result.id));
    expect(await app.storage.exists(row!.fileKey!)).toBe(false);
  });

  it('creates the 50 posts once with their dates, authors and copied pictures; the second run creates none', async () => {
    const before = await postCount();
    const first = await run({ kind: 'wxr', authors: 'create' }, { name: 'export.xml', data: source });
    expect(first).toMatchObject({ status: 'finished', dry_run: false, done: 50, error: null });
    expect(first.counts).toEqual({ created: 50, drafts: 1, already_imported: 0, skipped: 2, failed: 0, authors_created: 1, authors_mapped: 1, pictures_copied: 11, pictures_failed: 0 });
    expect((await postCount()) - before).toBe(50);
    // Each picture address was fetched once, though ten of them open five posts each.
    expect(fetched()).toBe(11);
    expect([...requests.values()].every((n) => n === 1)).toBe(true);

    const mapped = await app.db.select({ externalId: importedItems.externalId, post: posts }).from(importedItems).innerJoin(posts, eq(posts.id, importedItems.postId));
    expect(mapped).toHaveLength(50);
    const byId = new Map(mapped.map((row) => [row.externalId, row.post]));
    const one = byId.get('1')!;
    expect(one.title).toBe('Пост номер 1');
    expect(one.publishedAt!.toISOString()).toBe(`${wxrDate(1).replace(' ', 'T')}.000Z`);
    expect(one.isPublish).toBe(true);
    expect(byId.get('50')!.isPublish).toBe(false);
    // petr@old.example is an account here already; Olga gets a new one, unverified and without a password.
    expect(one.userId).toBe(member.id);
    const [olga] = await app.db.select().from(users).where(eq(users.email, authors[0]!.email));
    expect(olga).toMatchObject({ id: byId.get('2')!.userId, passwordHash: '', emailVerifiedAt: null });

    // Title, cover and lead first; the body's picture points at the stored copy; no script; tags as hashtags.
    const blocks = one.blocks as Block[];
    expect(blocks.map((block) => block.type)).toEqual(['header', 'carousel', 'paragraph', 'paragraph', 'carousel', 'paragraph', 'paragraph']);
    expect(blocks[1]!.tunes.ShowInFeed).toBe(true);
    const pictures = blocks.flatMap((block) => (block.type === 'carousel' ? block.data.items.map((item) => item.url) : []));
    for (const url of pictures) expect(await app.storage.exists(uploadKey(url)!)).toBe(true);
    expect(JSON.stringify(blocks)).not.toMatch(/alert|script/);
    expect(blocks.at(-1)).toMatchObject({ type: 'paragraph', data: { text: '#Путешествия #Webdesign' } });

    // Followers are not told of posts from the past.
    expect(await app.db.$count(notifications, and(eq(notifications.userId, reader.id), inArray(notifications.postId, mapped.map((row) => row.post.id))))).toBe(0);

    const second = await run({ kind: 'wxr', authors: 'create' }, { name: 'export.xml', data: source });
    expect(second.counts).toMatchObject({ created: 0, already_imported: 50, skipped: 2, failed: 0, authors_created: 0, pictures_copied: 0 });
    expect((await postCount()) - before).toBe(50);
    expect(fetched()).toBe(11);
  });

  it('refuses a second real run of a source while one is running', async () => {
    // Made by the command, so no job runs them behind the test's back.
    const file = { bytes: Buffer.from(wxr({ site: 'https://busy.example', posts: 2, pictures: base, authors })), name: 'a.xml' };
    const input = { kind: 'wxr' as const, file, url: null, authors: 'me' as const, community: null, dryRun: false };
    const [first, second] = [await createImport(app, admin.id, input), await createImport(app, admin.id, input)];
    await app.db.update(imports).set({ status: 'running', sourceKey: 'https://busy.example/' }).where(eq(imports.id, first));
    await runImport(importContext(), second);
    const [refused] = await app.db.select().from(imports).where(eq(imports.id, second));
    expect(refused).toMatchObject({ status: 'failed', error: 'imports.errors.running' });
    expect(await app.db.$count(importedItems, eq(importedItems.sourceKey, 'https://busy.example/'))).toBe(0);
  });
});

describe('feeds', () => {
  it('imports an RSS file: descriptions as HTML, dates, the author by name, the enclosure as cover, everything by the importer with --authors me', async () => {
    const community = await createCommunity(app, { creatorId: admin.id });
    const result = await run({ kind: 'feed', authors: 'me', community: community.slug }, { name: 'feed.xml', data: rss('https://news.example', base) });
    expect(result.counts).toMatchObject({ created: 2, failed: 0 });
    const rows = await app.db.select({ post: posts }).from(importedItems).innerJoin(posts, eq(posts.id, importedItems.postId)).where(eq(importedItems.sourceKey, 'https://news.example/'));
    const first = rows.find((row) => row.post.title === 'Первая запись')!.post;
    expect(first).toMatchObject({ userId: admin.id, subsiteId: community.id });
    expect(first.publishedAt!.toISOString()).toBe('2019-03-05T08:00:00.000Z');
    expect((first.blocks as Block[]).map((block) => [block.type, 'text' in block.data ? block.data.text : null])).toEqual([
      ['header', 'Первая запись'],
      ['carousel', null],
      ['paragraph', 'Из <i>ленты</i>'],
      ['paragraph', '#Новости'],
    ]);
  });

  it('imports an Atom feed fetched from its address, which identifies it', async () => {
    served.set('/atom.xml', { type: 'application/atom+xml', body: atom('https://atom.example') });
    const result = await run({ kind: 'feed', url: `${base}/atom.xml` });
    expect(result).toMatchObject({ status: 'finished', source: `${base}/atom.xml` });
    expect(result.counts).toMatchObject({ created: 1 });
    const [row] = await app.db.select({ post: posts }).from(importedItems).innerJoin(posts, eq(posts.id, importedItems.postId)).where(eq(importedItems.sourceKey, `${base}/atom.xml`));
    expect(row!.post).toMatchObject({ title: 'Atom entry', userId: admin.id });
    expect(row!.post.publishedAt!.toISOString()).toBe('2018-07-01T12:00:00.000Z');
  });

  it('fails the run, not the job, when the address answers no feed', async () => {
    const result = await run({ kind: 'feed', url: `${base}/missing.xml` });
    expect(result).toMatchObject({ status: 'failed', error: 'imports.errors.fetch' });
  });
});

describe('who may import, and limits', () => {
  it('answers 401 to guests and 403 to members, on the calls and the page', async () => {
    expect((await start({ kind: 'wxr' }, { name: 'x.xml', data: 'x' }, guestHeaders())).statusCode).toBe(401);
    const memberHeaders = await sessionHeaders(app, member.id);
    expect((await start({ kind: 'wxr' }, { name: 'x.xml', data: 'x' }, memberHeaders)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin-panel/imports/all', headers: memberHeaders })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin-panel/imports', headers: memberHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/admin-panel/imports', headers: adminHeaders })).statusCode).toBe(200);
  });

  it('answers 422 for a file that is not the format, a missing source, an unknown community or option', async () => {
    const feedAsWxr = await start({ kind: 'wxr' }, { name: 'feed.xml', data: rss('https://x.example', base) });
    expect(feedAsWxr.statusCode).toBe(422);
    expect(feedAsWxr.json().errors.file).toBeDefined();
    expect((await start({ kind: 'wxr' }, { name: 'junk.xml', data: '<<<not xml' })).statusCode).toBe(422);
    expect((await start({ kind: 'feed' })).json().errors.file).toBeDefined();
    expect((await start({ kind: 'feed', url: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await start({ kind: 'feed', url: `${base}/a.xml`, community: 'no_such_community' })).json().errors.community).toBeDefined();
    expect((await start({ kind: 'blogger', url: `${base}/a.xml` })).json().errors.kind).toBeDefined();
    expect(await app.db.$count(imports, sql`${imports.sourceName} = 'junk.xml'`)).toBe(0);
  });

  it('answers 413 for a file over 50 MB', async () => {
    const res = await start({ kind: 'wxr' }, { name: 'huge.xml', data: Buffer.alloc(50 * 1024 * 1024 + 1, 32) });
    expect(res.statusCode).toBe(413);
  });
});
