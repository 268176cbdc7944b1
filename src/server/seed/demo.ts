// Runs on first start with an empty database, or by `pero seed`.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subsites, users } from '../db/schema/index.ts';
import { createAccount } from '../features/accounts/accounts.commands.ts';
import type { PasswordHashing } from '../lib/passwords.ts';
import type { Storage } from '../platform/storage/index.ts';
import { slugProblem } from '../../shared/slugs.ts';
import { DEMO_COMMUNITIES, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data.ts';
import { demoAvatar, demoCover } from './images.ts';
import { recountCounters } from '../features/admin/counters.recount.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoSeries } from './demo-series.ts';
import { seedDemoFollows, seedDemoViews } from './demo-follows.ts';
import { seedDemoStatistics } from './demo-statistics.ts';
import { ageDemoClassics, seedDemoFeeds } from './demo-feeds.ts';
import { seedDemoReactions } from './demo-reactions.ts';
import { seedDemoBookmarks } from './demo-bookmarks.ts';
import { seedDemoPolls } from './demo-polls.ts';
import { seedDemoComments } from './demo-comments.ts';
import { seedDemoCommentMedia } from './demo-comment-media.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { seedDemoIgnores } from './demo-ignores.ts';
import { seedDemoDiscussions } from './demo-discussions.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoSettings } from './demo-settings.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoCommunities } from './demo-communities.ts';
import { seedDemoSitePages } from './demo-site-pages.ts';
import { seedDemoScheduling } from './demo-scheduling.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';
import { seedDemoTelegram } from './demo-telegram.ts';
import { seedDemoImports } from './demo-imports.ts';
import { cardSite, drawMissingShareCards } from '../features/share-cards/index.ts';
import { loadSiteSettings } from '../features/site/site-settings.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: subsites.id }).from(subsites).limit(1);
  return rows.length === 0;
}

/** `sessionSecret` seals the demo's stored secrets as the running site would. */
export async function seedDemoIfEmpty(db: Db, storage: Storage, passwordHashing: PasswordHashing, sessionSecret: string, log: (line: string) => void = console.log) {
  if (await isDatabaseEmpty(db)) await seedDemo(db, storage, passwordHashing, sessionSecret, log);
}

export async function seedDemo(db: Db, storage: Storage, passwordHashing: PasswordHashing, sessionSecret: string, log: (line: string) => void = console.log) {
  const people: number[] = [];
  for (const person of DEMO_PEOPLE) {
    const slug = person.email.split('@')[0]!;
    const account = {
      name: person.name,
      email: person.email,
      password: DEMO_PASSWORD,
      verified: true,
      role: person.role,
      description: person.description,
      avatar: await demoAvatar(storage, slug),
    };
    const { id } = await createAccount(db, account, passwordHashing);
    if (person.official) await db.update(subsites).set({ isOfficial: true }).where(eq(subsites.id, id));
    if (person.gender) await db.update(users).set({ gender: person.gender }).where(eq(users.id, id));
    people.push(id);
  }

  const communities: number[] = [];
  for (const [index, community] of DEMO_COMMUNITIES.entries()) {
    // The rows go in directly, so the rules people's slugs pass are checked here.
    const problem = slugProblem(community.slug);
    if (problem) throw new Error(`The demo community's slug "${community.slug}" is not allowed: ${problem}`);
    const [row] = await db
      .insert(subsites)
      .values({
        type: 'community',
        name: community.name,
        slug: community.slug,
        description: community.description,
        rules: community.rules,
        avatar: await demoAvatar(storage, community.slug),
        cover: { ...(await demoCover(storage, community.slug)), coverY: 50 },
        creatorId: people[index % people.length]!,
      })
      .returning({ id: subsites.id });
    communities.push(row!.id);
  }
  await seedDemoFollows(db, people, communities);

  const postCount = await seedDemoPosts(db, storage);
  await seedDemoHistory(db, storage, people, communities);
  await seedDemoFeeds(db, people[DEMO_PEOPLE.findIndex((person) => person.email.startsWith('editorial@'))]!);
  // After the feeds spread the posts' dates, so the parts keep theirs.
  await seedDemoSeries(db);
  await seedDemoPolls(db);
  await seedDemoViews(db);
  const reactionCount = await seedDemoReactions(db, storage);
  await ageDemoClassics(db);
  const bookmarkCount = await seedDemoBookmarks(db);
  const commentCount = (await seedDemoComments(db, people)) + (await seedDemoDiscussions(db, people)) + (await seedDemoCommentMedia(db, storage, people));
  await seedDemoChats(db, people);
  await seedDemoProfiles(db, storage, people, communities);
  await seedDemoIgnores(db, people, communities);
  await seedDemoDelivery(db, people);
  await seedDemoNotifications(db);
  await seedDemoSettings(db, people);
  await seedDemoModeration(db, people, communities);
  await seedDemoCommunities(db, people, communities);
  await seedDemoSitePages(db);
  await seedDemoScheduling(db, people);
  await seedDemoWebhooks(db, people, communities);
  await seedDemoTelegram(db, sessionSecret, people, communities);
  await seedDemoImports(db, storage, passwordHashing, people[DEMO_PEOPLE.findIndex((person) => person.role === 'super_admin')]!);
  // The posts above went in without events, so no job draws their share cards.
  await drawMissingShareCards({ db, storage }, cardSite(await loadSiteSettings(db)));
  // The modules above insert rows directly; one recount at the end leaves every counter true.
  await recountCounters(db);
  await seedDemoStatistics(db);

  log(
    `Demo content added: ${DEMO_PEOPLE.length} people, ${DEMO_COMMUNITIES.length} communities, ${postCount} posts, ${reactionCount} members' likes and reactions, ${bookmarkCount} bookmarks, ${commentCount} comments.`,
  );
  log(`Demo accounts sign in with their address (e.g. ${DEMO_PEOPLE[0]!.email}) and the password "${DEMO_PASSWORD}".`);
}
