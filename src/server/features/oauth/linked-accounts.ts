import { and, asc, count, eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { linkedAccounts, users } from '../../db/schema/index.ts';
import type { PasswordHashing } from '../../lib/passwords.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid } from '../../platform/errors.ts';
import { createAccount, findAccountIdByEmail } from '../accounts/index.ts';
import { spendInvitation } from '../site/index.ts';
import type { Language } from '../../../shared/dto/user.ts';
import type { ProviderProfile } from './providers.ts';

/** The stored hash of an account that never set a password: no password verifies the empty string. */
export const NO_PASSWORD = '';

export async function linkedUser(db: Db, provider: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: linkedAccounts.userId })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

export type LinkOutcome = 'linked' | 'already' | 'elsewhere' | 'other-of-provider';

/** Links a provider identity to a member; one identity per provider per member, one member per identity. */
export async function linkAccount(db: Db, userId: number, provider: string, profile: ProviderProfile): Promise<LinkOutcome> {
  const owner = await linkedUser(db, provider, profile.subject);
  if (owner === userId) return 'already';
  if (owner !== null) return 'elsewhere';
  try {
    await db.insert(linkedAccounts).values({ userId, provider, subject: profile.subject, displayName: profile.name || null });
    return 'linked';
  } catch (error) {
    if (isUniqueViolation(error, 'linked_accounts_user_provider_unique')) return 'other-of-provider';
    if (isUniqueViolation(error, 'linked_accounts_subject_unique')) return 'elsewhere';
    throw error;
  }
}

export type RegisterOutcome = { status: 'registered'; userId: number } | { status: 'no-email' } | { status: 'email-taken' } | { status: 'invite-unusable' };

/**
 * Only an address the provider vouches for is used, and a taken one is never merged into: its owner links from the
 * settings. `invite` is spent in the account's transaction; null: none needed.
 */
export async function registerFromProvider(db: Db, provider: string, profile: ProviderProfile, account: { hashing: PasswordHashing; language: Language; invite: string | null }): Promise<RegisterOutcome> {
  if (!profile.email) return { status: 'no-email' };
  if ((await findAccountIdByEmail(db, profile.email)) !== null) return { status: 'email-taken' };
  const name = profile.name || profile.email.split('@')[0]!.slice(0, 30);
  try {
    const userId = await inTransaction(db, async (tx) => {
      const { id } = await createAccount(tx, { name, email: profile.email!, password: '', verified: true, language: account.language }, account.hashing);
      await tx.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.id, id));
      if (account.invite !== null) await spendInvitation(tx, account.invite, id);
      await tx.insert(linkedAccounts).values({ userId: id, provider, subject: profile.subject, displayName: profile.name || null });
      await recordEvents(tx, { type: 'account.registered', userId: id, needsVerification: false });
      return id;
    });
    return { status: 'registered', userId };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) return { status: 'email-taken' };
    if (error instanceof Invalid && error.fields.invite) return { status: 'invite-unusable' };
    // A name the site refuses (reserved, bad characters) must not stop the sign-up: use the address's name.
    if (error instanceof Invalid && profile.name) return registerFromProvider(db, provider, { ...profile, name: '' }, account);
    throw error;
  }
}

export interface LinkedAccount {
  provider: string;
  name: string | null;
}

export async function listLinked(db: Db, userId: number): Promise<LinkedAccount[]> {
  return db
    .select({ provider: linkedAccounts.provider, name: linkedAccounts.displayName })
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, userId))
    .orderBy(asc(linkedAccounts.createdAt));
}

export async function hasPassword(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined && row.hash !== NO_PASSWORD;
}

/** Unlinks; refused when it would leave the member no way to sign in. False when nothing was linked. */
export async function detachProvider(db: Db, userId: number, provider: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // Locks the account row so two concurrent unlinks cannot each see the other as the way left.
    const [account] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    const [linked] = await tx.select({ n: count() }).from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
    const removed = await tx
      .delete(linkedAccounts)
      .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
      .returning({ id: linkedAccounts.id });
    if (removed.length === 0) return false;
    if (account?.hash === NO_PASSWORD && linked!.n <= 1) throw Invalid.field('provider', 'oauth.errors.lastMethod');
    return true;
  });
}
