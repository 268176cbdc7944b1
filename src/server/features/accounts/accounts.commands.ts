// Registration, the CLI and the demo seed all create accounts through here.
import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { oldSlugs, subsites, users } from '../../db/schema/index.ts';
import type { ImageRef } from '../../db/schema/subsites.ts';
import type { Language, UserRole } from '../../../shared/dto/user.ts';
import { RESERVED_SLUGS, SLUG_MAX, SLUG_MIN } from '../../../shared/slugs.ts';
import { slugify } from '../../../shared/transliterate.ts';
import { nameProblem } from '../../../shared/names.ts';
import { Invalid } from '../../platform/errors.ts';
import { hashPassword, type PasswordHashing } from '../../lib/passwords.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  verified?: boolean;
  role?: UserRole;
  description?: string;
  avatar?: ImageRef | null;
  rating?: number;
  /** Russian (the column's default) unless given; registration gives the site's default language. */
  language?: Language;
}

/** The form of an email address that uniqueness and sign-in compare. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export async function createAccount(db: Db, input: NewAccount, hashing: PasswordHashing): Promise<{ id: number; slug: string }> {
  const problem = nameProblem(input.name);
  if (problem) throw Invalid.field('name', problem);
  const passwordHash = await hashPassword(input.password, hashing);
  return inTransaction(db, async (tx) => {
    const slug = await uniqueSlug(tx, input.name, 'user');
    const [subsite] = await tx
      .insert(subsites)
      .values({
        type: 'user',
        name: input.name.trim(),
        slug,
        description: input.description ?? '',
        avatar: input.avatar ?? null,
        rating: input.rating ?? 0,
      })
      .returning({ id: subsites.id });
    await tx.insert(users).values({
      id: subsite!.id,
      email: normalizeEmail(input.email),
      passwordHash,
      role: input.role ?? 'user',
      ...(input.language && { language: input.language }),
      emailVerifiedAt: input.verified ? new Date() : null,
    });
    return { id: subsite!.id, slug };
  });
}

/** Never reserved or empty ("Ёж" → "ezh_1", "Я" → "user_ya", "😀" → "user_1"); taken slugs get a numeric suffix. */
export async function uniqueSlug(db: Db, name: string, fallback: string): Promise<string> {
  let base = slugify(name, '_', SLUG_MAX - 6) || fallback;
  if (RESERVED_SLUGS.has(base) || base.length < SLUG_MIN - 2) base = `${fallback}_${base}`;
  const needsSuffix = base.length < SLUG_MIN;
  // A renamed blog's old address stays with it (features/settings), so it is taken too.
  const taken = new Set(
    (
      await db
        .select({ slug: subsites.slug })
        .from(subsites)
        .where(sql`${subsites.slug} = ${base} or ${subsites.slug} like ${base + '\\_%'}`)
        .unionAll(db.select({ slug: oldSlugs.slug }).from(oldSlugs).where(sql`${oldSlugs.slug} = ${base} or ${oldSlugs.slug} like ${base + '\\_%'}`))
    ).map((row) => row.slug),
  );
  if (!needsSuffix && !taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function findAccountIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row?.id ?? null;
}

export async function setAccountRole(db: Db, userId: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
