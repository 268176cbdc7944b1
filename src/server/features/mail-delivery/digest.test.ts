import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { readMailDir, type SentMail } from '../../../../tests/support/mail.ts';
import { createCommunity, publishPost } from '../../../../tests/support/posts.ts';
import { mailDigests, posts, users } from '../../db/schema/index.ts';
import { followSubsite } from '../follows/index.ts';
import { setDigestFrequency } from './digest.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const mailsTo = async (email: string): Promise<SentMail[]> => (await readMailDir(app.config.dataDir)).filter((mail) => mail.to.includes(email));

async function sweep() {
  await app.jobs.send('mail.digest-sweep', {});
  await app.jobs.runDue();
}

const coveredUntil = async (userId: number) => (await app.db.select().from(mailDigests).where(eq(mailDigests.userId, userId)))[0]!.coveredUntil;

/** A reader following one blog and one community, with posts in and around them. */
async function world() {
  const reader = await createUser(app);
  const blogger = await createUser(app);
  const stranger = await createUser(app);
  const community = await createCommunity(app, { creatorId: stranger.id });
  await followSubsite(app.db, reader.id, blogger.id);
  await followSubsite(app.db, reader.id, community.id);

  const best = await publishPost(app, blogger.id, { title: 'Как мы перевели редакцию на четырёхдневку' });
  const second = await publishPost(app, stranger.id, { title: 'Подборка: книги о типографике', category_id: community.id });
  await publishPost(app, blogger.id, { title: 'Заметки с конференции' });
  await publishPost(app, stranger.id, { title: 'Пост из блога, на который никто не подписан' });
  await publishPost(app, reader.id, { title: 'Собственный пост читателя' });
  await app.db.update(posts).set({ reactionSum: 40 }).where(eq(posts.id, best.id));
  await app.db.update(posts).set({ reactionSum: 12 }).where(eq(posts.id, second.id));
  return { reader, blogger, titles: ['Как мы перевели редакцию на четырёхдневку', 'Подборка: книги о типографике', 'Заметки с конференции'] };
}

describe('the digest', () => {
  it('sends the best posts of followed blogs and communities only, best first, in the reader’s language', async () => {
    const { reader, titles } = await world();
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.id));
    await setDigestFrequency(app.db, reader.id, 'weekly');
    await sweep();

    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest!.subject).toContain('Best of the week');
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(digest!.headers.get('list-unsubscribe')).toMatch(/\/unsubscribe\/[\w.-]+>$/);
    const positions = titles.map((title) => digest!.text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(digest!.text).not.toContain('никто не подписан');
    expect(digest!.text).not.toContain('Собственный пост');
  });

  it('is not sent twice for one period, by a second sweep or a retried job', async () => {
    const { reader } = await world();
    await setDigestFrequency(app.db, reader.id, 'daily');
    await sweep();
    const covered = await coveredUntil(reader.id);
    expect(covered).not.toBeNull();

    await sweep();
    // The job for the period already sent, run again (a retry after a lost acknowledgement).
    await app.jobs.send('mail.digest', { userId: reader.id, since: null });
    await app.jobs.runDue();
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(await coveredUntil(reader.id)).toEqual(covered);
  });

  it('covers only what was published since the last digest when the next period comes', async () => {
    const { reader, titles, blogger } = await world();
    await setDigestFrequency(app.db, reader.id, 'daily');
    await sweep();
    // A day passes: the first letter's posts are two days old, its period ended a day ago.
    await app.db.update(mailDigests).set({ coveredUntil: sql`${mailDigests.coveredUntil} - interval '1 day'` }).where(eq(mailDigests.userId, reader.id));
    await app.db.update(posts).set({ publishedAt: sql`${posts.publishedAt} - interval '2 days'` });
    await publishPost(app, blogger.id, { title: 'Свежий пост после дайджеста' });
    await sweep();

    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Свежий пост после дайджеста');
    for (const title of titles) expect(mails[1]!.text).not.toContain(title);
  });

  it('is not sent while off, and not at all when there is nothing to send', async () => {
    const { reader } = await world();
    await setDigestFrequency(app.db, reader.id, 'off');
    const lonely = await createUser(app);
    await setDigestFrequency(app.db, lonely.id, 'weekly');
    await sweep();
    expect(await mailsTo(reader.email)).toEqual([]);
    expect(await mailsTo(lonely.email)).toEqual([]);
    // The empty period still counts as handled, so the next sweep does not look again.
    expect(await coveredUntil(lonely.id)).not.toBeNull();
  });
});
