// TOTP (RFC 6238) through otplib. An accepted code's time step is kept, so the same code cannot be used twice, even
// within its 30 seconds.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorDto } from '../../../shared/dto/account-safety.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { recoveryCodes, twoFactor } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { openSecret, sealSecret } from '../../lib/sealed-secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
/** One step either side: a phone clock a little off still signs in. */
const EPOCH_TOLERANCE_SECONDS = 30;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Spaces and dashes as typed or pasted do not matter; letters are compared lowercased. */
function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** 10 characters of a–z and 2–9 each (no 0/o, 1/l mix-ups), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorDto> {
  const [row] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  const enabled = row?.enabledAt != null;
  if (!enabled) return { enabled, recovery_codes_left: 0 };
  const [left] = await db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { enabled, recovery_codes_left: left?.n ?? 0 };
}

export async function twoFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  return row !== undefined;
}

export interface Enrolment {
  secret: string;
  uri: string;
  /** The QR code as an SVG data URL, rendered here: the secret never goes to a third-party service. */
  qr: string;
}

/** A new secret waiting for its first code; a pending enrolment is replaced, an enabled one refused. */
export async function startEnrolment(db: Db, sessionSecret: string, userId: number, label: string, issuer: string): Promise<Enrolment> {
  if (await twoFactorEnabled(db, userId)) throw Invalid.field('code', 'accountSafety.errors.twoFactorOn');
  const secret = generateSecret();
  const sealed = sealSecret('two-factor', sessionSecret, secret);
  await db
    .insert(twoFactor)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret: sealed, enabledAt: null, lastStep: null } });
  const uri = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step is recorded in the same statement as the check, so of two sign-ins with one code only one passes. */
async function spendAppCode(db: Db, sessionSecret: string, userId: number, code: string, pending: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db
    .select({ secret: twoFactor.secret, lastStep: twoFactor.lastStep })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), pending ? isNull(twoFactor.enabledAt) : isNotNull(twoFactor.enabledAt)))
    .limit(1);
  if (!row) return false;
  const result = await verify({
    secret: openSecret('two-factor', sessionSecret, row.secret),
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(row.lastStep !== null && { afterTimeStep: row.lastStep }),
  });
  // A TOTP check's result names its time step; the HOTP member of otplib's union never comes back here.
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const [spent] = await db
    .update(twoFactor)
    .set({ lastStep: step, ...(pending && { enabledAt: new Date() }) })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
    .returning({ userId: twoFactor.userId });
  return spent !== undefined;
}

async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code))))
    .returning({ userId: recoveryCodes.userId });
  return row !== undefined;
}

/** The second step: a code from the app, or one of the recovery codes (which then stops working). */
export async function checkSecondFactor(db: Db, sessionSecret: string, userId: number, code: string): Promise<boolean> {
  const typed = normalizeCode(code);
  if (await spendAppCode(db, sessionSecret, userId, typed, false)) return true;
  return typed.length === 10 && spendRecoveryCode(db, userId, typed);
}

/** Confirms the enrolment with a first code and answers the recovery codes, shown this once. */
export async function confirmEnrolment(db: Db, sessionSecret: string, userId: number, code: string): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    if (!(await spendAppCode(tx, sessionSecret, userId, normalizeCode(code), true))) throw Invalid.field('code', 'accountSafety.errors.code');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(normalizeCode(c)) })));
    return codes;
  });
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}
