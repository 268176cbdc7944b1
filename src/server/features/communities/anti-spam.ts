// A gate in front of the two write calls, like their rate limits, so comments and posts know nothing of it. The count is
// read from the tables (the member's own indexes), so it holds across processes and restarts; the limit is a rate-limit
// rule, overridable like any other (tests relax it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { calls } from '../../../shared/api/index.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema/index.ts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import type { SiteSettings } from '../site/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface NewAccountRules {
  days: number;
  rating: number;
}

/** Staff are never new; anyone else is while young or low rated. */
export function isNewAccount(viewer: Pick<AuthUser, 'role' | 'rating'>, createdAt: Date, rules: NewAccountRules, now: Date): boolean {
  if (viewer.role !== 'user') return false;
  return viewer.rating < rules.rating || now.getTime() - createdAt.getTime() < rules.days * DAY_MS;
}

async function accountCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.createdAt ?? null;
}

async function writtenSince(db: Db, userId: number, kind: 'post' | 'comment', since: Date): Promise<number> {
  const [row] =
    kind === 'comment'
      ? await db.select({ n: count() }).from(comments).where(and(eq(comments.userId, userId), gt(comments.createdAt, since)))
      : await db.select({ n: count() }).from(posts).where(and(eq(posts.userId, userId), gt(posts.publishedAt, since), isNull(posts.deletedAt)));
  return row?.n ?? 0;
}

/** Saving a post counts only when it publishes something not yet published. */
async function publishes(db: Db, body: { is_publish?: boolean; id?: number }): Promise<boolean> {
  if (!body.is_publish) return false;
  if (body.id === undefined) return true;
  const [row] = await db.select({ isPublish: posts.isPublish }).from(posts).where(eq(posts.id, body.id)).limit(1);
  return row !== undefined && !row.isPublish;
}

export default fp(
  async (app: FastifyInstance) => {
    async function gate(request: FastifyRequest, kind: 'post' | 'comment', settings: SiteSettings) {
      const viewer = request.user;
      if (!viewer) return;
      const createdAt = await accountCreatedAt(app.db, viewer.id);
      if (!createdAt || !isNewAccount(viewer, createdAt, { days: settings.newAccountDays, rating: settings.newAccountRating }, new Date())) return;
      const perHour = kind === 'post' ? settings.newAccountPostsPerHour : settings.newAccountCommentsPerHour;
      const { max } = app.rateLimitRule(kind === 'post' ? 'newAccountPosts' : 'newAccountComments', { max: perHour, windowMs: HOUR_MS });
      if ((await writtenSince(app.db, viewer.id, kind, new Date(Date.now() - HOUR_MS))) >= max) {
        throw new TooManyRequests(HOUR_MS / 1000, 'communities.errors.newAccountLimit', { count: max });
      }
    }

    app.addHook('preHandler', async (request) => {
      const call = request.routeOptions.config.call;
      if (call === calls.comments.create) await gate(request, 'comment', await app.site.settings.get());
      else if (call === calls.posts.save && (await publishes(app.db, request.body as { is_publish?: boolean; id?: number }))) {
        await gate(request, 'post', await app.site.settings.get());
      }
    });
  },
  { name: 'anti-spam', dependencies: ['rate-limits'] },
);
