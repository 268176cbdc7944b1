import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { message, type FieldMessages } from '../../../shared/i18n/messages.ts';
import type { Config } from '../../config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { Invalid } from '../../platform/errors.ts';
import { normalizeEmail } from '../accounts/index.ts';
import { EMAIL_PATTERN, findAccountByEmail, findAccountById, passwordProblems } from '../auth/index.ts';
import { revokeOtherSessions, type AuthUser } from '../../kernel/sessions.ts';

export interface SafetyContext {
  db: Db;
  config: Pick<Config, 'appUrl' | 'sessionSecret' | 'passwordHashing' | 'mediaBase'>;
  jobs: Jobs;
}

/** A confirmation link outlives a night away from the inbox, like the verification link. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Nothing changes until the link is opened. */
export async function requestEmailChange(ctx: SafetyContext, userId: number, email: string): Promise<void> {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw Invalid.field('email', 'auth.errors.emailInvalid');
  const wanted = normalizeEmail(trimmed);
  const account = await findAccountById(ctx.db, userId);
  if (!account || account.email === wanted) throw Invalid.field('email', 'accountSafety.errors.sameEmail');
  // Registration says the same of a taken address, so saying it here reveals nothing new.
  if (await findAccountByEmail(ctx.db, wanted)) throw Invalid.field('email', 'auth.errors.emailTaken');
  await ctx.jobs.send('mail.email-change', { userId, email: wanted });
}

/** A new link for the address change; an older pending change of the account stops working. */
export async function issueEmailChange(db: Db, userId: number, newEmail: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(db, async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.insert(emailChanges).values({ tokenHash: hashToken(token), userId, newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) });
  });
  return token;
}

export function emailChangeLink(appUrl: string, token: string): string {
  return `${appUrl}/settings/email/confirm/${token}`;
}

export type EmailChangeOutcome = { status: 'changed'; userId: number } | { status: 'invalid' } | { status: 'taken' };

/** Someone may have registered the new address since the request: the unique index refuses the change then. */
export async function confirmEmailChange(db: Db, token: string): Promise<EmailChangeOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      const [change] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, new Date())))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!change) return { status: 'invalid' } as const;
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).for('update');
      if (!before) return { status: 'invalid' } as const;
      await tx.update(users).set({ email: change.newEmail, emailVerifiedAt: sql`now()` }).where(eq(users.id, change.userId));
      await recordEvents(tx, { type: 'account.email-changed', userId: change.userId, oldEmail: before.email });
      return { status: 'changed', userId: change.userId } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) return { status: 'taken' };
    throw error;
  }
}

export async function pendingEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, new Date())))
    .limit(1);
  return row?.email ?? null;
}

export async function deleteExpiredEmailChanges(db: Db): Promise<void> {
  await db.delete(emailChanges).where(lte(emailChanges.expiresAt, new Date()));
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Every session but the asking one ends. */
export async function changePassword(ctx: SafetyContext, user: AuthUser, input: PasswordChange): Promise<void> {
  const account = await findAccountById(ctx.db, user.id);
  if (!account) throw Invalid.field('current_password', 'accountSafety.errors.currentPassword');
  const errors: FieldMessages = {};
  if (!(await verifyPassword(account.passwordHash, input.current_password))) errors.current_password = [message('accountSafety.errors.currentPassword')];
  const problems = passwordProblems(input.password, account.email);
  if (problems.length > 0) errors.password = problems;
  else if (input.password === input.current_password) errors.password = [message('accountSafety.errors.samePassword')];
  if (input.password !== input.password_confirmation) errors.password_confirmation = [message('auth.errors.passwordMismatch')];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);

  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
  await inTransaction(ctx.db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, user.sessionTokenHash);
    await recordEvents(tx, { type: 'account.password-changed', userId: user.id });
  });
}
