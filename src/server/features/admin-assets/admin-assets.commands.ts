// Nothing is deleted, only disabled: members' reactions, badges and reports keep pointing at what they chose.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ASSET_LIMITS } from '../../../shared/dto/admin-assets.ts';
import { uploadRef } from '../../../shared/blocks/media.ts';
import { personalIconKey } from '../../../shared/dto/personal-icon.ts';
import { inTransaction, queryRows, type Db } from '../../db/client.ts';
import { complaintReasons, personalIcons, reactionSet } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { adminActed } from '../admin/index.ts';
import { type ReceivedImage, storeIcon } from '../media/index.ts';

/** Pictures show at 16–28 px; 96 px covers three-times-dense screens (as the default reactions). */
const PICTURE_SIDE = 96;

type Listed = typeof reactionSet | typeof personalIcons | typeof complaintReasons;

/** The first position after the list's last one; refused when the list is full. */
async function nextPosition(tx: Db, table: Listed, field: string): Promise<number> {
  const [row] = await queryRows<{ count: number; next: number }>(tx, sql`select count(*)::int as count, coalesce(max(position), -1)::int + 1 as next from ${table}`);
  if (row!.count >= ASSET_LIMITS.items) throw Invalid.field(field, 'adminAssets.errors.full', { max: ASSET_LIMITS.items });
  return row!.next;
}

/** An order made from a stale screen (another admin added an item meanwhile) is refused, not half applied. */
async function setOrder(tx: Db, table: Listed, ids: readonly (number | string)[]): Promise<void> {
  const current = await queryRows<{ id: number | string }>(tx, sql`select id from ${table} for update`);
  const known = new Set(current.map((row) => String(row.id)));
  const given = new Set(ids.map(String));
  if (given.size !== ids.length || given.size !== known.size || [...given].some((id) => !known.has(id))) throw Invalid.field('ids', 'adminAssets.errors.order');
  const type = sql.raw(typeof ids[0] === 'number' ? 'int[]' : 'text[]');
  await tx.execute(sql`update ${table} set position = o.n - 1 from unnest(${sql.param(ids)}::${type}) with ordinality as o(id, n) where ${table}.id = o.id`);
}

function nameOfFile(filename: string, fallback: string): string {
  const stem = filename
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}_-]+/gu, ' ')
    .trim();
  return (stem || fallback).slice(0, ASSET_LIMITS.name).trim();
}

function cleanName(name: string, field: string): string {
  const clean = name.trim();
  if (clean === '') throw Invalid.field(field, 'validation.required');
  return clean;
}

/** Stores the picture, then runs `record`; the stored file goes again if `record` fails. */
async function withStoredPicture(storage: Storage, image: ReceivedImage, key: string, record: () => Promise<void>): Promise<void> {
  await storeIcon(image.received, storage, key, PICTURE_SIDE);
  try {
    await record();
  } catch (error) {
    await storage.delete([key]);
    throw error;
  }
}

export interface Change {
  name?: string;
  enabled?: boolean;
}

function nonEmpty<T extends object>(set: T): T {
  if (Object.keys(set).length === 0) throw Invalid.field('name', 'adminAssets.errors.nothing');
  return set;
}

function pictureChange(change: Change): Change {
  return nonEmpty({ ...(change.name !== undefined ? { name: cleanName(change.name, 'name') } : {}), ...(change.enabled !== undefined ? { enabled: change.enabled } : {}) });
}

export async function addReaction(db: Db, storage: Storage, actorId: number, image: ReceivedImage): Promise<void> {
  const key = `reactions/${randomBytes(12).toString('base64url')}.webp`;
  await withStoredPicture(storage, image, key, () =>
    inTransaction(db, async (tx) => {
      const position = await nextPosition(tx, reactionSet, 'file');
      const name = nameOfFile(image.filename, 'reaction');
      const [row] = await tx.insert(reactionSet).values({ name, image: uploadRef(key), position }).returning({ id: reactionSet.id });
      await recordEvents(tx, adminActed(actorId, 'assets.reaction.added', { type: 'reaction', id: row!.id, name }));
    }),
  );
}

export async function changeReaction(db: Db, actorId: number, id: number, change: Change): Promise<void> {
  await inTransaction(db, async (tx) => {
    const set = pictureChange(change);
    const [row] = await tx.update(reactionSet).set(set).where(eq(reactionSet.id, id)).returning({ name: reactionSet.name });
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'assets.reaction.changed', { type: 'reaction', id, name: row.name }, { ...set }));
  });
}

export async function orderReactions(db: Db, actorId: number, ids: readonly number[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await setOrder(tx, reactionSet, ids);
    await recordEvents(tx, adminActed(actorId, 'assets.reactions.ordered', {}, { ids }));
  });
}

export async function addIcon(db: Db, storage: Storage, actorId: number, image: ReceivedImage): Promise<void> {
  // Never one of the built-in names (those are words), so the address tells them apart.
  const id = `u-${randomBytes(6).toString('hex')}`;
  await withStoredPicture(storage, image, personalIconKey(id), () =>
    inTransaction(db, async (tx) => {
      const position = await nextPosition(tx, personalIcons, 'file');
      const name = nameOfFile(image.filename, id);
      await tx.insert(personalIcons).values({ id, name, position });
      await recordEvents(tx, adminActed(actorId, 'assets.icon.added', { type: 'personal_icon', name }, { id }));
    }),
  );
}

export async function changeIcon(db: Db, actorId: number, id: string, change: Change): Promise<void> {
  await inTransaction(db, async (tx) => {
    const set = pictureChange(change);
    const [row] = await tx.update(personalIcons).set(set).where(eq(personalIcons.id, id)).returning({ name: personalIcons.name });
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'assets.icon.changed', { type: 'personal_icon', name: row.name }, { id, ...set }));
  });
}

export async function orderIcons(db: Db, actorId: number, ids: readonly string[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await setOrder(tx, personalIcons, ids);
    await recordEvents(tx, adminActed(actorId, 'assets.icons.ordered', {}, { ids }));
  });
}

export interface ReasonChange extends Change {
  nameEn?: string;
}

export async function addReason(db: Db, actorId: number, names: { name: string; nameEn: string }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const name = cleanName(names.name, 'name');
    const nameEn = cleanName(names.nameEn, 'name_en');
    const position = await nextPosition(tx, complaintReasons, 'name');
    const [row] = await tx.insert(complaintReasons).values({ name, nameEn, position }).returning({ id: complaintReasons.id });
    await recordEvents(tx, adminActed(actorId, 'assets.reason.added', { type: 'complaint_reason', id: row!.id, name }, { nameEn }));
  });
}

export async function changeReason(db: Db, actorId: number, id: number, change: ReasonChange): Promise<void> {
  await inTransaction(db, async (tx) => {
    const set = nonEmpty({
      ...(change.name !== undefined ? { name: cleanName(change.name, 'name') } : {}),
      ...(change.nameEn !== undefined ? { nameEn: cleanName(change.nameEn, 'name_en') } : {}),
      // Soft: reports that cite the reason keep it; it only leaves the list readers pick from.
      ...(change.enabled !== undefined ? { archivedAt: change.enabled ? null : new Date() } : {}),
    });
    const [row] = await tx.update(complaintReasons).set(set).where(eq(complaintReasons.id, id)).returning({ name: complaintReasons.name });
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'assets.reason.changed', { type: 'complaint_reason', id, name: row.name }, { ...change }));
  });
}

export async function orderReasons(db: Db, actorId: number, ids: readonly number[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await setOrder(tx, complaintReasons, ids);
    await recordEvents(tx, adminActed(actorId, 'assets.reasons.ordered', {}, { ids }));
  });
}
