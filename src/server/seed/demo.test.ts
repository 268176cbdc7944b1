import { existsSync } from 'node:fs';
import path from 'node:path';
import { recountCounters } from '../features/admin/counters.recount.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../tests/support/app.ts';
import { inertiaHeaders } from '../../../tests/support/posts.ts';
import { validateBlocks, type Block } from '../../shared/blocks/index.ts';
import { leadImage } from '../../shared/blocks/select.ts';
import { queryRows } from '../db/client.ts';
import { bookmarkCollectionItems, bookmarkCollections, bookmarks, comments, communityBans, communityMembers, follows, hiddenPosts, ignoredSubsites, mailDigests, media, postPreviews, posts, postTags, postViewDays, series, subsites, telegramLinks, users } from '../db/schema/index.ts';
import { openSecret } from '../lib/sealed-secrets.ts';
import { readMailDir } from '../../../tests/support/mail.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';
import { DEMO_COMMUNITIES, DEMO_PEOPLE } from './demo-data.ts';
import { sessionHeaders } from '../../../tests/support/session.ts';
import { NEW_FILTERS, POPULAR_RANGES } from '../../shared/feed-filters.ts';
import { slugProblem, subsiteUrl } from '../../shared/slugs.ts';
import type { PageProps } from '../../shared/pages.ts';

// One seeded site for every test here: seeding is the slow part.
let app: FastifyInstance;
let emptyBefore: boolean;
beforeAll(async () => {
  app = await buildTestApp();
  emptyBefore = await isDatabaseEmpty(app.db);
  await seedDemo(app.db, app.storage, app.config.passwordHashing, app.config.sessionSecret, () => {});
  // Seeding takes seconds on a quiet machine; a shared, loaded one needs more room.
}, 180_000);
afterAll(() => app.close());

describe('the demo seed', () => {
  it('fills an empty site with people and communities that have real pictures', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(app.db)).toBe(false);

    const rows = await app.db.select().from(subsites);
    expect(rows.filter((r) => r.type === 'user')).toHaveLength(DEMO_PEOPLE.length);
    expect(rows.filter((r) => r.type === 'community')).toHaveLength(DEMO_COMMUNITIES.length);
    for (const row of rows) {
      expect(row.avatar).not.toBeNull();
      expect(existsSync(path.join(app.config.dataDir, row.avatar!.url.replace(/^\//, '')))).toBe(true);
    }

    const served = await app.inject(rows[0]!.avatar!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('offers the seeded communities in the sidebar', async () => {
    const res = await app.inject({ url: '/', headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    const names = res.json().props.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Технологии', 'Игры', 'Наука']));
  });

  it('has each person follow three communities and four people, with notifications on and counters derived from the follows', async () => {
    const rows = await app.db.select().from(follows);
    expect(rows).toHaveLength(DEMO_PEOPLE.length * 7);
    expect(rows.every((row) => row.bell && row.userId !== row.subsiteId)).toBe(true);
    const all = await app.db.select().from(subsites);
    expect(all.reduce((sum, subsite) => sum + subsite.followersCount, 0)).toBe(rows.length);
    expect(all.reduce((sum, subsite) => sum + subsite.followingsCount, 0)).toBe(rows.length);
  });

  it('has the first person block an author and hide posts that leave her feed, keep two favorite topics; people wear icons and show their status', async () => {
    const [anna] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PEOPLE[0]!.email));
    const [blocked] = await app.db.select().from(ignoredSubsites).where(eq(ignoredSubsites.userId, anna!.id));
    const hidden = await app.db.select().from(hiddenPosts).where(eq(hiddenPosts.userId, anna!.id));
    expect(blocked).toBeDefined();
    expect(hidden).toHaveLength(2);
    const page = (await app.inject({ url: '/new', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, anna!.id)) } })).json().props;
    const shown = page.posts.data as Array<{ id: number; user: { id: number; personal_icon: unknown } }>;
    expect(shown.some((post) => post.user.id === blocked!.subsiteId || hidden.some((row) => row.postId === post.id))).toBe(false);
    expect(page.auth.user.followings.filter((item: { is_favorite: boolean }) => item.is_favorite)).toHaveLength(2);
    expect(shown.some((post) => post.user.personal_icon !== null)).toBe(true);
    const online = await app.db.select({ id: users.id }).from(users).where(sql`${users.onlineUntil} > now()`);
    expect(online.length).toBeGreaterThan(0);
  });

  it("has the first person filter out a hashtag and a word, and a renamed blog whose old addresses redirect", async () => {
    const [anna] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PEOPLE[0]!.email));
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, anna!.id)) };
    expect((await app.inject({ url: '/settings/feed', headers: { ...inertiaHeaders, ...headers } })).json().props.keywords).toEqual(['#марафон', 'ипотека']);
    const marathon = (await app.inject({ url: '/tag/марафон', headers: { accept: 'application/json' } })).json().data;
    expect(marathon.length).toBeGreaterThan(0);
    expect((await app.inject({ url: '/tag/марафон', headers })).json().data).toEqual([]);
    const moved = await app.inject({ url: '/aleksey_morozov' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/morozov_kino');
  });

  it('gives every published post a history of views whose sums are its counters', async () => {
    const published = await app.db.select().from(posts).where(eq(posts.isPublish, true));
    const days = await app.db.select().from(postViewDays);
    for (const post of published) {
      const own = days.filter((day) => day.postId === post.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThanOrEqual(60);
      expect(post.showings).toBe(own.reduce((sum, day) => sum + day.showings, 0));
      expect(post.uniqueViewsCount).toBe(own.reduce((sum, day) => sum + day.uniqueViews, 0));
      expect(post.uniqueShowingsCount).toBeLessThanOrEqual(post.showings);
    }
  });

  it("gives the demo's blogs two months of statistics: depth, sources, interactions and followers that end at today's count", async () => {
    const anna = await app.db.query.users.findFirst({ where: eq(users.email, DEMO_PEOPLE[0]!.email) });
    const res = await app.inject({ method: 'GET', url: `/subsites/${anna!.id}/statistics?days=90`, headers: { accept: 'application/json', ...(await sessionHeaders(app, anna!.id)) } });
    expect(res.statusCode).toBe(200);
    const statistics = res.json();
    const active = statistics.days.filter((day: { views: number }) => day.views > 0);
    expect(active.length).toBeGreaterThanOrEqual(50);
    expect(statistics.totals.likes + statistics.totals.comments).toBeGreaterThan(0);
    expect(statistics.depth.reached[0]).toBeGreaterThan(statistics.depth.reached[3]);
    expect(statistics.sources.length).toBeGreaterThan(5);
    expect(statistics.days.at(-1).followers_total).toBe(statistics.totals.followers_total);
    expect(statistics.days[0].followers_total).toBeGreaterThan(0);
    expect(statistics.days[0].followers_total).toBeLessThan(statistics.totals.followers_total);
  });
});

describe('the demo series', () => {
  it('shows Дмитрий’s three published parts in order on the series’ page, and his draft fourth only to him', async () => {
    const [{ id }] = (await app.db.select({ id: series.id }).from(series).where(eq(series.title, 'Как мы переезжали на PostgreSQL'))) as [{ id: number }];
    const guest = (await app.inject({ url: `/series/${id}`, headers: inertiaHeaders })).json().props;
    expect(guest.posts.data.map((post: { title: string }) => post.title.replace(/^.*Часть (\d).*$/, '$1'))).toEqual(['1', '2', '3']);
    expect(guest.series.user.name).toBe('Дмитрий Волков');
    const [dmitry] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'dmitry@demo.pero.local'));
    const own = await app.inject({ url: `/series/${id}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, dmitry!.id)) } });
    expect(own.json().props.parts.map((part: { is_publish: boolean }) => part.is_publish)).toEqual([true, true, true, false]);
  });

  it('gives Дмитрий’s community one webhook, switched off, with a delivery log', async () => {
    const [dmitry] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'dmitry@demo.pero.local'));
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, dmitry!.id)) };
    const page = (await app.inject({ url: `/${DEMO_COMMUNITIES[1]!.slug}/settings?tab=webhooks`, headers })).json().props;
    expect(page.webhooks).toEqual([expect.objectContaining({ url: 'https://example.invalid/hooks/pero', enabled: false })]);
    const log = (await app.inject({ url: `/webhooks/${page.webhooks[0].id}/deliveries`, headers: { accept: 'application/json', ...(await sessionHeaders(app, dmitry!.id)) } })).json();
    expect(log.map((delivery: { event: string; status: string }) => [delivery.event, delivery.status])).toEqual([
      ['post.published', 'succeeded'],
      ['ping', 'succeeded'],
    ]);
  });

  it('gives Дмитрий’s community a linked Telegram channel, switched off, whose sealed token opens with the site’s secret', async () => {
    const [dmitry] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'dmitry@demo.pero.local'));
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, dmitry!.id)) };
    const page = (await app.inject({ url: `/${DEMO_COMMUNITIES[1]!.slug}/settings?tab=telegram`, headers })).json().props;
    expect(page.telegram.link).toMatchObject({ channel_title: 'Разработка в Перо', enabled: false, disabled_reason: 'manual', posts_sent: 2 });
    const [link] = await app.db.select({ token: telegramLinks.token }).from(telegramLinks);
    expect(openSecret('telegram', app.config.sessionSecret, link!.token)).toMatch(/^\d+:/);
  });

  it('shows the super admin a finished dry run of Юлия’s old WordPress blog in «Импорт», which made nothing', async () => {
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pero.local'));
    const page = (await app.inject({ url: '/admin-panel/imports', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, admin!.id)) } })).json().props;
    expect(page.imports).toEqual([expect.objectContaining({ dry_run: true, status: 'finished', done: 4, total: 4 })]);
    expect(page.imports[0].counts).toMatchObject({ created: 4, drafts: 1, skipped: 1, authors_mapped: 1, authors_created: 1, pictures_copied: 2 });
    expect(await app.db.$count(users, eq(users.email, 'kostya@yulia-travels.example'))).toBe(0);
  });
});

describe('demo posts', () => {
  it('seed about 150 valid posts, with the people and communities', async () => {
    const rows = await app.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(175);
    for (const row of rows) expect(validateBlocks(row.blocks).ok, row.title).toBe(true);
  });

  it('use every block type, hidden blocks and real local pictures', async () => {
    const blocks = (await app.db.select({ blocks: posts.blocks }).from(posts)).flatMap((row) => row.blocks as Block[]);
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(['header', 'paragraph', 'list', 'quote', 'delimiter', 'embed', 'link', 'carousel', 'poll']));
    expect(blocks.some((block) => block.tunes.Hide)).toBe(true);
    const carousel = blocks.find((block) => block.type === 'carousel');
    const url = carousel!.type === 'carousel' ? carousel!.data.items[0]!.url : '';
    expect(url).toMatch(/^\/uploads\/demo\/posts\/scene-\d+\.webp$/);
    expect(await app.storage.exists(url.replace('/uploads/', ''))).toBe(true);
  });

  it('have polls answered by demo people, with counts equal to the votes', async () => {
    const found = await queryRows<{ voters: number; voted: number; counted: number; votes: number }>(
      app.db,
      sql`select p.voters_count as voters,
            (select count(distinct v.user_id)::int from poll_votes v where v.poll_id = p.id) as voted,
            (select sum(o.votes_count)::int from poll_options o where o.poll_id = p.id) as counted,
            (select count(*)::int from poll_votes v where v.poll_id = p.id) as votes
          from polls p`,
    );
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const poll of found) {
      expect(poll.voters).toBeGreaterThan(3);
      expect(poll).toMatchObject({ voted: poll.voters, counted: poll.votes });
    }
  });

  it('have a share card, a stored file, exactly when published without a picture of their own', async () => {
    const published = await app.db.select({ blocks: posts.blocks, shareCard: posts.shareCard }).from(posts).where(eq(posts.isPublish, true));
    for (const post of published) expect(post.shareCard === null).toBe(leadImage(post.blocks) !== null);
    const cards = published.flatMap((post) => post.shareCard ?? []);
    expect(cards.length).toBeGreaterThan(published.length / 3);
    expect(await app.storage.exists(cards[0]!.key)).toBe(true);
  });

  it('mix communities, editorial posts, drafts, replies and a spread of dates', async () => {
    const rows = await app.db.select().from(posts);
    const communityIds = new Set((await app.db.select({ id: subsites.id }).from(subsites).where(eq(subsites.type, 'community'))).map((r) => r.id));
    expect(rows.filter((row) => communityIds.has(row.subsiteId)).length).toBeGreaterThan(40);
    expect(rows.filter((row) => row.isOfficial).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => !row.isPublish).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.replyId !== null).length).toBeGreaterThanOrEqual(3);
    // Blogs and communities pin a post each (their pages show it first): never two in one place.
    const pinnedPlaces = rows.filter((row) => row.pinnedAt !== null).map((row) => row.subsiteId);
    expect(pinnedPlaces.length).toBeGreaterThanOrEqual(DEMO_PEOPLE.length / 2);
    expect(new Set(pinnedPlaces).size).toBe(pinnedPlaces.length);
    const dates = rows.flatMap((row) => (row.publishedAt ? [row.publishedAt.getTime()] : []));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(40 * 24 * 60 * 60 * 1000);
    expect(Math.max(...dates)).toBeLessThan(Date.now());
  });

  it('has Дмитрий a post scheduled days ahead among his drafts, and a draft a guest reads by its preview link', async () => {
    const dmitry = DEMO_PEOPLE.findIndex((person) => person.email.startsWith('dmitry@'));
    const [author] = await app.db.select({ id: users.id, slug: subsites.slug }).from(users).innerJoin(subsites, eq(subsites.id, users.id)).where(eq(users.email, DEMO_PEOPLE[dmitry]!.email));
    const drafts = await app.inject({ url: `/${author!.slug}/drafts`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, author!.id)) } });
    const [scheduled] = drafts.json().props.scheduled;
    expect(scheduled.post.title).toBe('Очереди на PostgreSQL: год в продакшене без брокера');
    expect(new Date(scheduled.scheduled_at).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 60 * 60 * 1000);

    const [preview] = await app.db.select({ token: postPreviews.token }).from(postPreviews).innerJoin(posts, eq(posts.id, postPreviews.postId)).where(eq(posts.userId, author!.id));
    expect((await app.inject({ url: `/preview/${preview!.token}` })).statusCode).toBe(200);
  });

  it('keep the counters the commands keep', async () => {
    const [replies] = await app.db.select({ sum: sql<number>`sum(replies_count)::int` }).from(posts);
    expect(replies!.sum).toBe((await app.db.select().from(posts)).filter((row) => row.replyId !== null && row.isPublish).length);
    const [tech] = await app.db.select({ count: subsites.postsCount }).from(subsites).where(eq(subsites.slug, 'technology'));
    expect(tech!.count).toBeGreaterThan(0);
    // Every counter the recount knows is already true: it corrects nothing.
    expect(await recountCounters(app.db)).toBe(0);
  });

  it('fill every feed, range and filter, the editorial list and the news', async () => {
    const [member] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PEOPLE[0]!.email));
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, member!.id)) };
    const urls = ['/popular', '/new', '/my', '/my/new', '/editorial', ...POPULAR_RANGES.map((range) => `/popular/${range}`), ...NEW_FILTERS.map((filter) => `/new/${filter}`)];
    for (const url of urls) {
      const res = await app.inject({ url, headers });
      expect(res.json().data.length, url).toBeGreaterThan(url === '/popular/today' ? 0 : 2);
    }
    const year = (await app.inject({ url: '/popular/year?x', headers })).json();
    const all = await app.inject({ url: '/popular/all', headers });
    expect(all.json().data.map((post: { id: number }) => post.id)).not.toEqual(year.data.map((post: { id: number }) => post.id));
    expect((await app.inject({ url: '/news' })).json().total).toBeGreaterThanOrEqual(10);
  });

  it('fill tag pages', async () => {
    const [popular] = await app.db
      .select({ tag: postTags.tag, n: sql<number>`count(*)::int` })
      .from(postTags)
      .groupBy(postTags.tag)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const res = await app.inject({ url: `/tag/${encodeURIComponent(popular!.tag)}`, headers: inertiaHeaders });
    expect(res.json().props.posts.total).toBeGreaterThan(3);
  });

  it('discuss the liveliest posts in threads whose counts are exact', async () => {
    const rows = await app.db.select().from(comments);
    expect(rows.length).toBeGreaterThan(3000);
    expect(Math.max(...rows.map((row) => row.reactionSum))).toBeGreaterThan(3);
    expect(rows.filter((row) => row.parentId !== null && row.parentId !== row.branchId).length).toBeGreaterThan(5);
    const discussed = await app.db.select({ id: posts.id, count: posts.commentsCount }).from(posts).where(sql`comments_count > 0`);
    expect(discussed.length).toBeGreaterThanOrEqual(10);
    for (const post of discussed) expect(post.count).toBe(rows.filter((row) => row.postId === post.id).length);
    const replies = new Map<number, number>();
    for (const row of rows) if (row.parentId !== null) replies.set(row.parentId, (replies.get(row.parentId) ?? 0) + 1);
    for (const row of rows) expect(row.repliesCount).toBe(replies.get(row.id) ?? 0);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const depth = (id: number): number => (byId.get(id)!.parentId === null ? 0 : 1 + depth(byId.get(id)!.parentId!));
    expect(Math.max(...rows.map((row) => depth(row.id)))).toBeGreaterThan(8);
    for (const row of rows.filter((reply) => reply.parentId !== null)) expect(row.branchId).toBe(byId.get(row.parentId!)!.branchId ?? row.parentId);
  });

  it('show pictures in a few replies, each a stored file its commenter owns', async () => {
    const pictured = await app.db.select({ userId: comments.userId, owner: media.userId, path: media.path }).from(comments).innerJoin(media, eq(media.id, comments.mediaId));
    expect(pictured.length).toBeGreaterThanOrEqual(4);
    for (const row of pictured) {
      expect(row.owner).toBe(row.userId);
      expect(await app.storage.exists(row.path)).toBe(true);
    }
  });
});

describe('demo reactions', () => {
  it('give posts likes and reactions whose counters match the rows, and blogs ratings with places', async () => {
    const [mismatch] = await queryRows<{ n: number }>(
      app.db,
      sql`
        select count(*)::int as n from ${posts} p where p.reaction_sum <> (select count(*) from item_reactions i where i.target_type = 'post' and i.target_id = p.id and i.value = 1)
          or p.reaction_count <> (select count(reaction_id) from item_reactions i where i.target_type = 'post' and i.target_id = p.id)`,
    );
    expect(mismatch!.n).toBe(0);
    const liked = await app.db.select({ sum: posts.reactionSum }).from(posts).where(sql`${posts.reactionSum} > 5`);
    expect(liked.length).toBeGreaterThan(10);
    const placed = await app.db.select({ place: subsites.ratingPlace }).from(subsites).where(sql`${subsites.ratingPlace} is not null and ${subsites.type} = 'user'`);
    expect(placed.length).toBeGreaterThan(5);
  });
});

describe('demo bookmarks', () => {
  it('spread over posts, counted as the commands count them, and filed into named collections', async () => {
    const saved = await app.db.select().from(bookmarks);
    expect(saved.length).toBeGreaterThan(50);
    const [counted] = await app.db.select({ sum: sql<number>`sum(bookmarks_count)::int` }).from(posts);
    expect(counted!.sum).toBe(saved.length);
    const collections = await app.db.select().from(bookmarkCollections);
    expect(collections.map((collection) => collection.name)).toContain('Прочитать позже');
    expect((await app.db.select().from(bookmarkCollectionItems)).length).toBeGreaterThan(10);
  });
});

describe('the demo chats', () => {
  it('give the demo author chats with unread messages, listed unread first, with counts matching the rows', async () => {
    const anna = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'anna@demo.pero.local')))[0]!;
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, anna.id)) };
    const page = (await app.inject({ url: '/m', headers })).json().props;
    expect(page.chats.data.length).toBeGreaterThanOrEqual(5);
    expect(page.auth.user.unread_chats.length).toBeGreaterThanOrEqual(3);
    const counts = page.chats.data.map((chat: { unread_count: number }) => chat.unread_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.chats.data.some((chat: { is_private: boolean; name: string }) => !chat.is_private && chat.name === 'Авторы Пера')).toBe(true);
    const drift = await queryRows(app.db, sql`
      select m.chat_id from chat_members m
      where m.unread_count <> (select count(*) from messages x where x.chat_id = m.chat_id and x.id > m.last_read_message_id and x.user_id <> m.user_id)`);
    expect(drift).toEqual([]);
  });
});

describe('the demo digest', () => {
  it('has two readers on a digest, and the first sweep writes Анна her weekly letter of followed posts', async () => {
    const rows = await app.db.select({ email: users.email, frequency: mailDigests.frequency }).from(mailDigests).innerJoin(users, eq(users.id, mailDigests.userId));
    expect(rows.filter((row) => row.frequency !== 'off')).toHaveLength(2);

    await app.jobs.send('mail.digest-sweep', {});
    await app.jobs.runDue();
    const letters = (await readMailDir(app.config.dataDir)).filter((mail) => mail.to.includes('anna@demo.pero.local'));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toContain('Лучшее за неделю');
    expect(letters[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the demo notifications', () => {
  it('wake every demo person up to notifications of several kinds, read and unread, none of their own doing', async () => {
    const rows = await queryRows<{ user_id: number; kinds: number; unread: number; read: number; own: number }>(app.db, sql`
      select n.user_id, count(distinct n.type)::int as kinds, count(*) filter (where n.read_at is null)::int as unread,
        count(*) filter (where n.read_at is not null)::int as read,
        (select count(*)::int from notification_actors a join notifications m on m.id = a.notification_id where m.user_id = n.user_id and a.actor_id = n.user_id) as own
      from notifications n group by n.user_id`);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_PEOPLE.length - 1);
    for (const row of rows) expect(row.own).toBe(0);
    expect(rows.some((row) => row.kinds >= 4 && row.unread > 0 && row.read > 0)).toBe(true);

    const [anna] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PEOPLE[0]!.email));
    const res = await app.inject({ url: '/notifications', headers: { accept: 'application/json', ...(await sessionHeaders(app, anna!.id)) } });
    const list = res.json() as { data: Array<{ type: string; data: { user: unknown } }>; next_page_url: string | null };
    expect(list.data.length).toBe(20);
    expect(list.next_page_url).not.toBeNull();
    expect(list.data.every((item) => item.data.user !== null)).toBe(true);
  });
});

describe('the demo communities', () => {
  it('gives each community an administrator, bans a commenter with a reason, and makes no demo member a new account', async () => {
    const admins = await app.db.select({ subsiteId: communityMembers.subsiteId }).from(communityMembers).where(eq(communityMembers.role, 'admin'));
    expect(new Set(admins.map((row) => row.subsiteId)).size).toBe(DEMO_COMMUNITIES.length);
    const bans = await app.db.select({ reason: communityBans.reason, until: communityBans.until }).from(communityBans);
    expect(bans.length).toBeGreaterThanOrEqual(2);
    expect(bans.some((ban) => ban.until === null)).toBe(true);
    const [youngest] = await app.db.select({ at: sql<string>`max(${users.createdAt})` }).from(users);
    expect(Date.now() - new Date(youngest!.at).getTime()).toBeGreaterThan(300 * 86_400_000);
  });
});

describe('the demo verified badge', () => {
  it('is worn by one account, the editorial blog, and shows on its page', async () => {
    const official = await app.db.select({ slug: subsites.slug, name: subsites.name }).from(subsites).where(eq(subsites.isOfficial, true));
    expect(official.map((row) => row.name)).toEqual(['Редакция Пера']);
    expect((await app.inject({ url: subsiteUrl(official[0]!.slug), headers: inertiaHeaders })).json().props.subsite.is_official).toBe(true);
  });
});

describe('every demo blog and community', () => {
  it('has an address the slug rules allow, whose page opens as HTML and as an Inertia visit', async () => {
    const rows = await app.db.select({ slug: subsites.slug, type: subsites.type }).from(subsites);
    for (const { slug } of rows) {
      const html = await app.inject({ url: subsiteUrl(slug) });
      expect(html.statusCode, slug).toBe(200);
      expect(html.headers['content-type'], slug).toMatch(/^text\/html/);
      expect(html.body, slug).toContain('"component":"User/User"');
      const visit = await app.inject({ url: subsiteUrl(slug), headers: inertiaHeaders });
      expect(visit.statusCode, slug).toBe(200);
      expect(visit.json().component, slug).toBe('User/User');
    }
    expect(rows.filter((row) => slugProblem(row.slug) !== null).map((row) => row.slug)).toEqual([]);
  });
});

describe('the demo edit history', () => {
  it('has a post edited twice after publication, whose page says «изменено» and whose history shows both changes', async () => {
    const edited = await app.db.select({ id: posts.id, editedAt: posts.editedAt }).from(posts).where(sql`${posts.editedAt} is not null`);
    expect(edited).toHaveLength(1);
    const visit = await app.inject({ url: `/posts/${edited[0]!.id}/history`, headers: inertiaHeaders });
    const { revisions, diff } = visit.json().props as PageProps<'PostHistory'>;
    expect(revisions.map((revision) => revision.number)).toEqual([3, 2, 1]);
    expect(diff!.changes).toContainEqual(expect.objectContaining({ kind: 'added', block: expect.objectContaining({ data: { text: expect.stringMatching(/^UPD:/) } }) }));
    const correction = (await app.inject({ url: `/posts/${edited[0]!.id}/history?rev=2`, headers: inertiaHeaders })).json().props as PageProps<'PostHistory'>;
    expect(JSON.stringify(correction.diff)).toContain('"op":"del","text":"три"');
  });
});
