// Site-wide bans are not here: they are moderation's calls, and the moderation log records them.
import { and, eq } from 'drizzle-orm';
import type { UserRole } from '../../../shared/dto/user.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { subsites, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { adminActed } from '../admin/index.ts';
import { revokeOtherSessions, type AuthUser } from '../../kernel/sessions.ts';
import { endAccount, scheduleScrub, type DeletionContent } from '../oauth/index.ts';
import { notDeleted } from './admin-users.queries.ts';

/** The account acted on, its row locked; a deleted account is as missing. */
async function lockedAccount(tx: Db, userId: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt, isOfficial: subsites.isOfficial, name: subsites.name })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(and(eq(users.id, userId), notDeleted))
    .for('update', { of: users });
  if (!row) throw new NotFound();
  return row;
}

const subject = (account: { id: number; name: string }) => ({ type: 'user', id: account.id, name: account.name });

/**
 * The site always keeps a super admin, and no super admin demotes themselves. Every super admin's row is locked first,
 * so two of them demoting each other at once cannot leave the site with none.
 */
export async function setRole(db: Db, admin: AuthUser, userId: number, role: UserRole): Promise<UserRole> {
  return inTransaction(db, async (tx) => {
    const superAdmins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).for('update');
    if (!superAdmins.some((row) => row.id === admin.id)) throw new Forbidden();
    const target = await lockedAccount(tx, userId);
    if (target.role === role) return role;
    if (target.role === 'super_admin' && superAdmins.length <= 1) throw Invalid.field('role', 'adminUsers.errors.lastSuperAdmin');
    if (target.id === admin.id) throw Invalid.field('role', 'adminUsers.errors.ownRole');
    await tx.update(users).set({ role }).where(eq(users.id, target.id));
    await recordEvents(tx, adminActed(admin.id, 'user.role', subject(target), { from: target.role, to: role }));
    return role;
  });
}

/** An already confirmed address stays as it was. */
export async function verifyEmail(db: Db, admin: AuthUser, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const target = await lockedAccount(tx, userId);
    if (target.verifiedAt !== null) return;
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, target.id));
    await recordEvents(tx, adminActed(admin.id, 'user.email-verified', subject(target)));
  });
}

/** `admin` is null for the CLI, which keeps no admin log. */
export async function setOfficial(db: Db, admin: AuthUser | null, userId: number, isOfficial: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const target = await lockedAccount(tx, userId);
    if (target.isOfficial === isOfficial) return isOfficial;
    await tx.update(subsites).set({ isOfficial }).where(eq(subsites.id, target.id));
    const logged = admin ? [adminActed(admin.id, isOfficial ? 'user.official' : 'user.unofficial', subject(target))] : [];
    await recordEvents(tx, { type: 'subsite.official-changed', subsiteId: target.id, isOfficial }, ...logged);
    return isOfficial;
  });
}

export async function signOutEverywhere(db: Db, admin: AuthUser, userId: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const target = await lockedAccount(tx, userId);
    const ended = await revokeOtherSessions(tx, target.id, null);
    await recordEvents(tx, adminActed(admin.id, 'user.signed-out', subject(target), { sessions: ended }));
    return ended;
  });
}

/** A super admin's account is refused: the panel never deletes the last super admin or the one using it. */
export async function deleteAccount(db: Db, jobs: Jobs, admin: AuthUser, userId: number, content: DeletionContent): Promise<void> {
  await inTransaction(db, async (tx) => {
    const target = await lockedAccount(tx, userId);
    if (target.role === 'super_admin') throw new Conflict('adminUsers.errors.deleteSuperAdmin');
    await endAccount(tx, target.id, content);
    await recordEvents(tx, adminActed(admin.id, 'user.deleted', subject(target), { content }));
  });
  await scheduleScrub(jobs, userId);
}
