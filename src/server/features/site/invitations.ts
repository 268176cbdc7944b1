// A registration locks the code's row and spends it in the account's own transaction, so one code makes one account.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InvitationDto } from '../../../shared/api/admin-invitations.ts';
import { INVITATION_LIMITS } from '../../../shared/dto/site-settings.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { invitations, subsites } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { adminActed } from '../admin/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type InvitationRow = typeof invitations.$inferSelect;

const unusable = () => Invalid.field('invite', 'adminSettings.invitations.unusable');

function usable(row: InvitationRow | undefined, now: Date): boolean {
  return row !== undefined && row.usedAt === null && row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);
}

/** Refuses (422 at `invite`) a code that cannot make an account now; the registration's transaction spends it. */
export async function assertInvitationUsable(db: Db, code: string | undefined): Promise<void> {
  if (!code) throw Invalid.field('invite', 'adminSettings.invitations.needed');
  const [row] = await db.select().from(invitations).where(eq(invitations.code, code)).limit(1);
  if (!usable(row, new Date())) throw unusable();
}

/** The row lock makes a second registration with the code wait and then be refused. */
export async function spendInvitation(tx: Db, code: string, userId: number): Promise<void> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.code, code)).for('update');
  if (!usable(row, new Date())) throw unusable();
  await tx.update(invitations).set({ usedBy: userId, usedAt: new Date() }).where(eq(invitations.id, row!.id));
}

function stateOf(row: InvitationRow, now: Date): InvitationDto['state'] {
  if (row.usedAt !== null) return 'used';
  if (row.revokedAt !== null) return 'revoked';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return 'active';
}

export async function listInvitations(db: Db, appUrl: string, id?: number): Promise<InvitationDto[]> {
  const rows = await db
    .select({ invitation: invitations, user: { name: subsites.name, slug: subsites.slug } })
    .from(invitations)
    .leftJoin(subsites, eq(subsites.id, invitations.usedBy))
    .where(id === undefined ? undefined : eq(invitations.id, id))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(INVITATION_LIMITS.listed);
  const now = new Date();
  return rows.map(({ invitation, user }) => present(invitation, user, appUrl, now));
}

function present(row: InvitationRow, user: { name: string; slug: string } | null, appUrl: string, now: Date): InvitationDto {
  const link = new URL('/', appUrl);
  link.searchParams.set('invite', row.code);
  return {
    id: row.id,
    code: row.code,
    link: link.toString(),
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedBy: user ? { name: user.name, url: subsiteUrl(user.slug) } : null,
  };
}

export async function createInvitation(db: Db, actorId: number, expiresInDays: number | null, appUrl: string): Promise<InvitationDto> {
  // 18 random bytes: 24 URL-safe characters, not to be guessed.
  const code = randomBytes(18).toString('base64url');
  const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
  const row = await inTransaction(db, async (tx) => {
    const [created] = await tx.insert(invitations).values({ code, createdBy: actorId, expiresAt }).returning();
    await recordEvents(tx, adminActed(actorId, 'invitation.created', { type: 'invitation', id: created!.id }, { expiresInDays }));
    return created!;
  });
  return present(row, null, appUrl, new Date());
}

/** Revokes an unused code; a used one stays as it is (its account exists) and is answered unchanged. */
export async function revokeInvitation(db: Db, actorId: number, id: number, appUrl: string): Promise<InvitationDto> {
  const row = await inTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
      .returning();
    if (revoked) await recordEvents(tx, adminActed(actorId, 'invitation.revoked', { type: 'invitation', id }));
    return revoked;
  });
  if (row) return present(row, null, appUrl, new Date());
  const [found] = await listInvitations(db, appUrl, id);
  if (!found) throw new NotFound();
  return found;
}
