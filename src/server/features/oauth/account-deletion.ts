// Confirmed by the password and, with two-factor on, a code; an account without a password gives the code or a sign-in
// through its provider in the last 15 minutes. The account then ends at once in one transaction, and a job removes or
// anonymises what it wrote. The address stays taken for a grace period, so nobody can register it and pose as the
// member at once (docs/adr/0008-account-deletion-and-scrubbing.md).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import {
  accountDeletions,
  authTokens,
  bookmarkCollections,
  bookmarks,
  chatMembers,
  chats,
  comments,
  communityMembers,
  dataExports,
  emailChanges,
  follows,
  hiddenPosts,
  ignoredSubsites,
  linkedAccounts,
  messages,
  posts,
  pushSubscriptions,
  sessions,
  subsites,
  twoFactor,
  users,
} from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { translator, DEFAULT_LANGUAGE } from '../../../shared/i18n/index.ts';
import { revokeOtherSessions, type AuthUser } from '../../kernel/sessions.ts';
import { destroyComment } from '../comments/index.ts';
import { destroyPost } from '../posts/index.ts';
import { checkSecondFactor, twoFactorEnabled } from '../account-safety/index.ts';
import { NO_PASSWORD } from './linked-accounts.ts';

export const EMAIL_GRACE_DAYS = 30;
/** A passwordless account proves itself by a sign-in through its provider this recent. */
export const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

export type DeletionContent = 'anonymise' | 'remove';

export interface DeletionInput {
  content: DeletionContent;
  password?: string;
  code?: string;
}

async function confirm(db: Db, secret: string, user: AuthUser, input: DeletionInput): Promise<void> {
  const [account] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  const hasPassword = account !== undefined && account.hash !== NO_PASSWORD;
  if (hasPassword && (!input.password || !(await verifyPassword(account.hash, input.password)))) throw Invalid.field('password', 'accountSafety.errors.currentPassword');
  // Two-factor sign-in on: a password that leaked must not be enough to end the account either.
  if (await twoFactorEnabled(db, user.id)) {
    if (!input.code) throw Invalid.field('code', 'validation.required');
    if (!(await checkSecondFactor(db, secret, user.id, input.code))) throw Invalid.field('code', 'accountSafety.errors.code');
    return;
  }
  if (hasPassword) return;
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.tokenHash, user.sessionTokenHash)).limit(1);
  if (!session || Date.now() - session.createdAt.getTime() > FRESH_SIGN_IN_MS) throw Invalid.field('password', 'oauth.errors.freshSignIn');
}

export async function requestDeletion(db: Db, jobs: Jobs, secret: string, user: AuthUser, input: DeletionInput): Promise<void> {
  await confirm(db, secret, user, input);
  await inTransaction(db, (tx) => endAccount(tx, user.id, input.content));
  await scheduleScrub(jobs, user.id);
}

/** In the caller's transaction (the member's own request, or the control panel's); once it commits, scheduleScrub. */
export async function endAccount(tx: Db, userId: number, content: DeletionContent): Promise<void> {
  await tx.insert(accountDeletions).values({ userId, content }).onConflictDoNothing();
  await tx.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.id, userId));
  await revokeOtherSessions(tx, userId, null);
  for (const table of [linkedAccounts, authTokens, emailChanges, twoFactor, pushSubscriptions] as const) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await recordEvents(tx, { type: 'account.deleted', userId });
}

export function scheduleScrub(jobs: Jobs, userId: number): Promise<void> {
  return jobs.send('account.delete', { userId }, { key: `account-delete:${userId}` });
}

/** Whether the account was deleted (sign-in by address and password reset ignore it). */
export async function isDeleted(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
  return row !== undefined;
}

/** Runs again harmlessly. */
export async function scrubAccount(db: Db, storage: Storage, userId: number): Promise<boolean> {
  const [deletion] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
  if (!deletion || deletion.scrubbedAt) return false;
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return false;
  const self = { id: userId, role: account.role, ban: null } as AuthUser;

  if (deletion.content === 'remove') {
    // Through the authors' own delete commands, one by one: tag counts, comment counts and
    // the events that drop pages and notifications move exactly as when the member deletes.
    const ownPosts = await db.select({ id: posts.id }).from(posts).where(and(eq(posts.userId, userId), isNull(posts.deletedAt)));
    for (const { id } of ownPosts) await destroyPost(db, self, id);
    const ownComments = await db.select({ id: comments.id }).from(comments).where(and(eq(comments.userId, userId), isNull(comments.deletedAt)));
    for (const { id } of ownComments) await destroyComment(db, self, id);
  }

  const archives = await db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, userId));
  await inTransaction(db, async (tx) => {
    // Follows both ways, each counter moved by exactly the rows that go.
    await tx.execute(sql`update ${subsites} set followers_count = greatest(followers_count - 1, 0) where id in (select subsite_id from ${follows} where user_id = ${userId})`);
    await tx.execute(sql`update ${subsites} set followings_count = greatest(followings_count - 1, 0) where id in (select user_id from ${follows} where subsite_id = ${userId})`);
    await tx.delete(follows).where(or(eq(follows.userId, userId), eq(follows.subsiteId, userId)));
    await tx.execute(sql`update ${posts} set bookmarks_count = greatest(bookmarks_count - 1, 0) where id in (select target_id from ${bookmarks} where user_id = ${userId} and target_type = 'post')`);
    await tx.execute(sql`update ${comments} set bookmarks_count = greatest(bookmarks_count - 1, 0) where id in (select target_id from ${bookmarks} where user_id = ${userId} and target_type = 'comment')`);
    await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
    await tx.delete(bookmarkCollections).where(eq(bookmarkCollections.userId, userId));
    await tx.delete(ignoredSubsites).where(eq(ignoredSubsites.userId, userId));
    await tx.delete(hiddenPosts).where(eq(hiddenPosts.userId, userId));
    await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    // Chats: one-to-one chats are the two people's private data and go whole; in group chats
    // the member's messages and membership go, and each chat's last message is found again.
    await tx.delete(chats).where(and(eq(chats.isPrivate, true), or(eq(chats.pairLow, userId), eq(chats.pairHigh, userId))));
    const groupChats = (await tx.select({ chatId: chatMembers.chatId }).from(chatMembers).where(eq(chatMembers.userId, userId))).map((row) => row.chatId);
    await tx.delete(messages).where(eq(messages.userId, userId));
    await tx.delete(chatMembers).where(eq(chatMembers.userId, userId));
    if (groupChats.length > 0) {
      await tx
        .update(chats)
        .set({ lastMessageId: sql`(select max(m.id) from ${messages} m where m.chat_id = ${chats.id})` })
        .where(inArray(chats.id, groupChats));
    }
    // The blog stays as "Deleted account" so anonymised posts and comments keep an author; the nickname is freed.
    await tx
      .update(subsites)
      .set({ name: translator(DEFAULT_LANGUAGE)('oauth.deletion.deletedName'), slug: `deleted_${userId}`, description: '', avatar: null, cover: null, followersCount: 0, followingsCount: 0 })
      .where(eq(subsites.id, userId));
    await tx.update(users).set({ notificationSettings: {}, showOnline: false, lastSeenAt: null, onlineUntil: null }).where(eq(users.id, userId));
    await tx.update(accountDeletions).set({ scrubbedAt: new Date() }).where(eq(accountDeletions.userId, userId));
  });
  const keys = archives.map((row) => row.key).filter((key): key is string => key !== null);
  if (keys.length > 0) await storage.delete(keys);
  return true;
}

/** After the grace period: the address is replaced by one nobody can receive, so it can be registered again. */
export async function freeDeletedEmail(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [deletion] = await tx.select({ freed: accountDeletions.emailFreedAt }).from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
    if (!deletion || deletion.freed) return;
    await tx.update(users).set({ email: `deleted-${userId}@deleted.invalid`, emailVerifiedAt: null }).where(eq(users.id, userId));
    await tx.update(accountDeletions).set({ emailFreedAt: new Date() }).where(eq(accountDeletions.userId, userId));
  });
}
