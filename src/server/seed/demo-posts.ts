// Every post goes through the same validation, sanitizing and derived fields as the editor's saves
// (preparePostContent); rows go in batches, so seeding stays fast on PGlite.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts, postTags, subsites, users } from '../db/schema/index.ts';
import { recountPostCounters } from '../features/admin/counters.recount.ts';
import { preparePostContent } from '../features/posts/posts.commands.ts';
import { DEFAULT_SITE_SETTINGS } from '../features/site/site-settings.ts';
import type { Storage } from '../platform/storage/index.ts';
import { DEMO_THEMES, DRAFT_TITLES, ENDINGS, REPLIES, SUBHEADINGS, type DemoTheme } from './demo-posts-data.ts';
import { demoScene } from './demo-scenes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPREAD_DAYS = 60;
/** The newest few posts fall within the site's today, so Popular's Today is never empty, even just after midnight. */
const TODAYS_POSTS = 3;
const TODAYS_WINDOW_MS = 3 * 60 * 60 * 1000;
const SCENES = 24;
/** Rows per INSERT: well under any bind-parameter limit. */
const BATCH = 40;

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
export function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(int(pool.length), 1)[0]!);
    return out;
  };
  const blockId = () => Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[int(62)]).join('');
  return { next, int, pick, chance, some, blockId };
}

type Random = ReturnType<typeof randomSource>;

interface Scene {
  url: string;
  width: number;
  height: number;
}

class PostWriter {
  readonly blocks: unknown[] = [];
  constructor(private readonly random: Random) {}

  private add(type: string, data: unknown, tunes: Record<string, boolean> = {}) {
    this.blocks.push({ id: this.random.blockId(), type, data, tunes });
  }

  header(text: string) {
    this.add('header', { text, level: 2 });
  }
  paragraph(text: string, tunes: Record<string, boolean> = {}) {
    this.add('paragraph', { text }, tunes);
  }
  list(items: string[]) {
    this.add('list', { style: this.random.chance(0.5) ? 'ordered' : 'unordered', items });
  }
  quote([text, caption]: [string, string]) {
    this.add('quote', { text, caption, alignment: this.random.chance(0.8) ? 'left' : 'center' });
  }
  delimiter() {
    this.add('delimiter', {});
  }
  embed(embed: DemoTheme['embeds'][number]) {
    this.add('embed', { ...embed, width: 580, height: 320 });
  }
  link(link: DemoTheme['links'][number], image: Scene | null) {
    this.add('link', { link: link.link, meta: { title: link.title, description: link.description, ...(image ? { image: { url: image.url } } : {}) } });
  }
  carousel(scenes: Scene[]) {
    const items = scenes.map((scene) => ({
      url: scene.url,
      caption: JSON.stringify({ width: scene.width, height: scene.height, is_image: true, resource_type: 'image', format: 'webp', thumb: scene.url, has_audio: false, duration: null }),
    }));
    this.add('carousel', { items }, { ShowInFeed: true });
  }
}

/** Sentences come from the post's own shuffled pool, so no sentence repeats within a post. */
function paragraphText(theme: DemoTheme, random: Random, pool: string[]): string {
  if (pool.length < 3) pool.push(...random.some(theme.sentences, theme.sentences.length));
  const sentences = pool.splice(0, 2 + random.int(2));
  if (random.chance(0.3)) sentences.push(`Подробнее — #${random.pick(theme.tags)}.`);
  if (random.chance(0.15) && theme.links.length > 0) {
    const link = random.pick(theme.links);
    sentences.push(`Полезная ссылка: <a href="${link.link}">${link.title}</a>.`);
  }
  return sentences.join(' ');
}

function composePost(theme: DemoTheme, title: string, random: Random, scenes: Scene[]): unknown[] {
  const writer = new PostWriter(random);
  const pool: string[] = [];
  writer.header(title);
  writer.paragraph(paragraphText(theme, random, pool));
  if (random.chance(0.3)) writer.carousel(random.some(scenes, 1 + random.int(4)));
  if (random.chance(0.35) && theme.lists.length > 0) writer.list(random.pick(theme.lists));
  if (random.chance(0.3)) {
    writer.header(random.pick(SUBHEADINGS));
    writer.paragraph(paragraphText(theme, random, pool));
  }
  if (random.chance(0.25) && theme.quotes.length > 0) writer.quote(random.pick(theme.quotes));
  if (random.chance(0.3) && theme.embeds.length > 0) writer.embed(random.pick(theme.embeds));
  if (random.chance(0.25) && theme.links.length > 0) writer.link(random.pick(theme.links), random.chance(0.6) ? random.pick(scenes) : null);
  if (random.chance(0.15) && theme.hidden.length > 0) writer.paragraph(random.pick(theme.hidden), { Hide: true });
  if (random.chance(0.3)) writer.delimiter();
  const tags = random.some(theme.tags, 2 + random.int(2)).map((tag) => `#${tag}`).join(' ');
  writer.paragraph(`${random.pick(ENDINGS)} ${tags}`);
  return writer.blocks;
}

/** Milliseconds since the day began in `timeZone`. */
function sinceMidnight(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (at % 1000);
}

export interface DemoPost {
  userId: number;
  subsiteId: number;
  blocks: unknown[];
  isPublish: boolean;
  isOfficial: boolean;
  publishedAt: Date | null;
  pinnedAt?: Date | null;
  replyId?: number | null;
}

export async function insertPosts(db: Db, list: DemoPost[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < list.length; start += BATCH) {
    const chunk = list.slice(start, start + BATCH);
    // The pictures are already stored references: no address to turn into one.
    const prepared = chunk.map((post) => preparePostContent(post.blocks, []));
    const rows = await db
      .insert(posts)
      .values(
        chunk.map((post, i) => {
          const content = prepared[i]!;
          const created = new Date((post.publishedAt ?? new Date()).getTime() - 3 * 60 * 60 * 1000);
          return {
            userId: post.userId,
            subsiteId: post.subsiteId,
            slug: content.slug,
            title: content.title,
            blocks: content.blocks,
            excerpt: content.excerpt,
            isPublish: post.isPublish,
            publishedAt: post.publishedAt,
            isOfficial: post.isOfficial,
            pinnedAt: post.pinnedAt ?? null,
            replyId: post.replyId ?? null,
            createdAt: created,
            updatedAt: post.publishedAt ?? created,
          };
        }),
      )
      .returning({ id: posts.id });
    const tagRows = rows.flatMap((row, i) => prepared[i]!.tags.map((tag) => ({ postId: row.id, tag })));
    if (tagRows.length > 0) await db.insert(postTags).values(tagRows);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function seedDemoPosts(db: Db, storage: Storage): Promise<number> {
  const random = randomSource(20_261_122);
  const scenes = await Promise.all(Array.from({ length: SCENES }, (_, i) => demoScene(storage, `scene-${i + 1}`, 960, 640)));

  const people = new Map((await db.select({ id: users.id, email: users.email }).from(users)).map((row) => [row.email, row.id]));
  const communities = new Map(
    (await db.select({ id: subsites.id, slug: subsites.slug }).from(subsites).where(and(eq(subsites.type, 'community'), isNull(subsites.deletedAt)))).map((row) => [row.slug, row.id]),
  );
  const personId = (email: string) => {
    const id = people.get(email);
    if (id === undefined) throw new Error(`demo account ${email} is missing`);
    return id;
  };

  const now = Date.now();
  const main: DemoPost[] = [];
  for (const theme of DEMO_THEMES) {
    const community = theme.community === null ? undefined : communities.get(theme.community);
    theme.titles.forEach((title, index) => {
      // The first author writes most of a theme; the others now and then.
      const author = personId(index % 3 === 2 && theme.authors.length > 1 ? random.pick(theme.authors.slice(1)) : theme.authors[0]!);
      main.push({
        userId: author,
        subsiteId: community !== undefined && random.chance(0.75) ? community : author,
        blocks: composePost(theme, title, random, scenes),
        isPublish: true,
        isOfficial: theme.official === true,
        publishedAt: new Date(now - 10 * 60 * 1000 - random.next() * SPREAD_DAYS * DAY_MS),
        pinnedAt: theme.official && index === 0 ? new Date(now) : null,
      });
    });
  }
  const today = Math.min(sinceMidnight(now, DEFAULT_SITE_SETTINGS.timeZone), TODAYS_WINDOW_MS);
  // From themes far apart, so no one reader's filters hide them all.
  for (let index = 0; index < TODAYS_POSTS; index++) {
    main[Math.floor(((index + 0.5) * main.length) / TODAYS_POSTS)]!.publishedAt = new Date(now - (today * (index + 1)) / (TODAYS_POSTS + 1));
  }
  const drafts: DemoPost[] = DRAFT_TITLES.map((title) => {
    const theme = random.pick(DEMO_THEMES);
    const author = personId(theme.authors[0]!);
    return { userId: author, subsiteId: author, blocks: composePost(theme, title, random, scenes), isPublish: false, isOfficial: false, publishedAt: null };
  });
  const mainIds = await insertPosts(db, [...main, ...drafts]);

  const replies: DemoPost[] = REPLIES.map((reply) => {
    const parentIndex = random.int(main.length);
    const parent = main[parentIndex]!;
    const theme = random.pick(DEMO_THEMES.filter((candidate) => personId(candidate.authors[0]!) !== parent.userId));
    const author = personId(theme.authors[0]!);
    const after = parent.publishedAt!.getTime() + random.next() * (now - parent.publishedAt!.getTime());
    const writer = new PostWriter(random);
    writer.header(reply.title);
    writer.paragraph(reply.text);
    writer.paragraph(paragraphText(theme, random, []));
    return { userId: author, subsiteId: author, blocks: writer.blocks, isPublish: true, isOfficial: false, publishedAt: new Date(after), replyId: mainIds[parentIndex]! };
  });
  await insertPosts(db, replies);
  await recountPostCounters(db);
  return main.length + drafts.length + replies.length;
}
