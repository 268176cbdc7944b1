import { and, eq, notExists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDeletions, subsites, users } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { normalizeEmail } from '../accounts/index.ts';

export interface AuthAccount {
  id: number;
  name: string;
  /** The stored (normalized) address: where mail goes. */
  email: string;
  language: Language;
  passwordHash: string;
  verified: boolean;
}

const columns = {
  id: users.id,
  name: subsites.name,
  email: users.email,
  language: users.language,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

async function findAccount(db: Db, condition: SQL): Promise<AuthAccount | null> {
  const [row] = await db.select(columns).from(users).innerJoin(subsites, eq(subsites.id, users.id)).where(condition).limit(1);
  if (!row) return null;
  const { emailVerifiedAt, ...account } = row;
  return { ...account, verified: emailVerifiedAt !== null };
}

/** A deleted account keeps its address for a while but is found by it no more: no sign-in, no reset letter. */
export function findAccountByEmail(db: Db, email: string): Promise<AuthAccount | null> {
  const deleted = db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, users.id));
  return findAccount(db, and(eq(users.email, normalizeEmail(email)), notExists(deleted))!);
}

export function findAccountById(db: Db, id: number): Promise<AuthAccount | null> {
  return findAccount(db, eq(users.id, id));
}
