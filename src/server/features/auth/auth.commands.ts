import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginBody, RegisterBody, ResetBody } from '../../../shared/api/auth.ts';
import { message, type FieldMessages } from '../../../shared/i18n/messages.ts';
import { nameProblem } from '../../../shared/names.ts';
import type { Config } from '../../config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { users } from '../../db/schema/index.ts';
import type { CaptchaVerifier } from '../../lib/captcha.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { hashPassword, verifyPassword, type PasswordHashing } from '../../lib/passwords.ts';
import { Forbidden, Invalid } from '../../platform/errors.ts';
import { createAccount, findAccountIdByEmail, normalizeEmail } from '../accounts/index.ts';
import { assertInvitationUsable, spendInvitation, captchaKeys, type SiteSettings } from '../site/index.ts';
import type { LoginCooldown } from './auth.limits.ts';
import { findAccountByEmail, findAccountById, type AuthAccount } from './auth.queries.ts';
import { findTokenOwner, spendToken, verificationLinkValid, type VerificationLinkParts } from './one-time-tokens.ts';
import { passwordProblems } from './password-policy.ts';
import { revokeOtherSessions } from '../../kernel/sessions.ts';

export interface AuthContext {
  db: Db;
  config: Pick<Config, 'appUrl' | 'sessionSecret' | 'passwordHashing'>;
  mailer: Mailer;
  jobs: Jobs;
  settings(): Promise<SiteSettings>;
  /** The captcha checker for the site's secret; registration asks none while the site has no key pair. */
  captcha(secret: string): CaptchaVerifier;
  cooldown: LoginCooldown;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Registration {
  userId: number;
  email: string;
  /** True when verification is off: the route signs the new account in at once. */
  verified: boolean;
}

export async function register(ctx: AuthContext, input: RegisterBody, ip: string): Promise<Registration> {
  const settings = await ctx.settings();
  if (settings.registration === 'closed') throw new Forbidden('authUi.registrationClosed');
  // Open registration ignores a code sent along; by invitation, a usable one is checked before the rest.
  const invite = settings.registration === 'invitation' ? input.invite?.trim() ?? '' : null;
  if (invite !== null) await assertInvitationUsable(ctx.db, invite);
  const keys = captchaKeys(settings);
  if (keys && !(await ctx.captcha(keys.secret).verify(input.captcha_token ?? '', ip))) {
    throw Invalid.field('captcha_token', 'auth.errors.captcha');
  }
  const name = input.name.normalize('NFC').trim();
  const email = input.email.trim();
  await assertRegistrable(ctx.db, name, email, input.password);

  const verified = !settings.emailVerification;
  const id = await inTransaction(ctx.db, async (tx) => {
    const account = await createAccount(tx, { name, email, password: input.password, verified, language: settings.defaultLanguage }, ctx.config.passwordHashing);
    if (invite !== null) await spendInvitation(tx, invite, account.id);
    await recordEvents(tx, { type: 'account.registered', userId: account.id, needsVerification: !verified });
    return account.id;
  }).catch(async (error: unknown) => {
    // Two registrations of one address can both pass the check above; the unique index decides.
    const emailTaken = Invalid.field('email', 'auth.errors.emailTaken');
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken;
    // Likewise two people of one name can be given the same free slug. The blog row is
    // written first, so a second registration of one address fails here too: say so.
    if (isUniqueViolation(error, 'subsites_slug_unique')) {
      throw (await findAccountIdByEmail(ctx.db, email)) === null ? Invalid.field('name', 'auth.errors.slugTaken') : emailTaken;
    }
    throw error;
  });
  return { userId: id, email: normalizeEmail(email), verified };
}

async function assertRegistrable(db: Db, name: string, email: string, password: string): Promise<void> {
  const errors: FieldMessages = {};
  if (!name) errors.name = [message('validation.required')];
  else {
    const problem = nameProblem(name);
    if (problem) errors.name = [message(problem)];
  }
  if (!EMAIL_PATTERN.test(email)) errors.email = [message('auth.errors.emailInvalid')];
  else if (await findAccountByEmail(db, email)) errors.email = [message('auth.errors.emailTaken')];
  const problems = passwordProblems(password, email);
  if (problems.length > 0) errors.password = problems;
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

export type LoginOutcome = { status: 'success'; userId: number } | { status: 'email verification need'; email: string };

/** Checks the credentials; the route starts the session. An unverified account gets no session. */
export async function login(ctx: AuthContext, input: LoginBody): Promise<LoginOutcome> {
  const account = await checkCredentials(ctx, input);
  if (!account.verified && (await ctx.settings()).emailVerification) return { status: 'email verification need', email: account.email };
  return { status: 'success', userId: account.id };
}

export async function resendVerification(ctx: AuthContext, input: LoginBody): Promise<void> {
  const account = await checkCredentials(ctx, input);
  if (account.verified) throw Invalid.field('email', 'auth.errors.alreadyVerified');
  await ctx.jobs.send('mail.verification', { userId: account.id });
}

export async function verifyEmail(ctx: AuthContext, parts: VerificationLinkParts, signature: string): Promise<number | null> {
  if (!verificationLinkValid(ctx.config.sessionSecret, parts, signature)) return null;
  return inTransaction(ctx.db, async (tx) => {
    const owner = await spendToken(tx, parts.token, 'email_verification', parts.userId);
    if (owner !== null) await markVerified(tx, owner);
    return owner;
  });
}

/** Whether the address has an account is decided by the job, after the answer, so known and unknown addresses take the same time. */
export async function sendPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  if (!EMAIL_PATTERN.test(email.trim())) throw Invalid.field('email', 'auth.errors.emailInvalid');
  await ctx.jobs.send('mail.password-reset', { email: normalizeEmail(email) });
}

export async function resetPassword(ctx: AuthContext, input: ResetBody): Promise<number> {
  const invalidLink = () => Invalid.field('email', 'auth.errors.resetLinkInvalid');
  const owner = await findTokenOwner(ctx.db, input.token, 'password_reset');
  const account = owner === null ? null : await findAccountById(ctx.db, owner);
  if (!account || account.email !== normalizeEmail(input.email)) throw invalidLink();

  const errors: FieldMessages = {};
  const problems = passwordProblems(input.password, account.email);
  if (problems.length > 0) errors.password = problems;
  if (input.password !== input.password_confirmation) errors.password_confirmation = [message('auth.errors.passwordMismatch')];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);

  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
  await inTransaction(ctx.db, async (tx) => {
    // Spent here, not at the check above: of two concurrent resets with one link, one wins.
    if ((await spendToken(tx, input.token, 'password_reset', account.id)) === null) throw invalidLink();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    // The link arrived in that inbox, which proves the address as well as a verification link would.
    await markVerified(tx, account.id);
    await revokeOtherSessions(tx, account.id, null);
  });
  return account.id;
}

/** Unknown addresses are checked against a dummy hash so both failures take the same time; every failure counts toward the cool-down. */
async function checkCredentials(ctx: AuthContext, { email, password }: LoginBody): Promise<AuthAccount> {
  await ctx.cooldown.check(email);
  const account = await findAccountByEmail(ctx.db, email);
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyHash(ctx.config.passwordHashing)), password);
  if (!account || !matches) {
    await ctx.cooldown.failed(email);
    throw Invalid.field('email', 'auth.errors.credentials');
  }
  await ctx.cooldown.succeeded(email);
  return account;
}

const dummies = new Map<string, Promise<string>>();
/** A real argon2 hash of nothing anyone knows, made once per cost: checking it takes as long as checking a real one. */
export function dummyHash(cost: PasswordHashing): Promise<string> {
  const key = `${cost.memoryCost}/${cost.timeCost}/${cost.parallelism}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(32).toString('base64url'), cost);
    dummies.set(key, dummy);
  }
  return dummy;
}

async function markVerified(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}
