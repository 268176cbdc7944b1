import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { inTransaction, type Db } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { adminActed } from '../admin/index.ts';
import type { AdvertisementInput } from '../../../shared/api/advertisements.ts';
import type { AdvertisementRow } from './advertisements.queries.ts';

type Input = Static<typeof AdvertisementInput>;
type Values = Omit<typeof advertisements.$inferInsert, 'id' | 'createdAt'>;

function instant(field: string, value: string | null): Date | null {
  if (value === null || value.trim() === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw Invalid.field(field, 'ads.errors.date');
  return date;
}

function validValues(input: Input): Values {
  const title = input.title.trim();
  if (!title) throw Invalid.field('title', 'ads.errors.title');
  const startsAt = instant('starts_at', input.starts_at);
  const endsAt = instant('ends_at', input.ends_at);
  if (startsAt && endsAt && endsAt <= startsAt) throw Invalid.field('ends_at', 'ads.errors.endsBeforeStart');
  return {
    title,
    position: input.position,
    htmlContent: input.html_content,
    cssContent: input.css_content,
    jsContent: input.js_content,
    enabled: input.enabled,
    startsAt,
    endsAt,
    // The interval means something between feed cards only.
    every: input.position === 'feed-item' ? input.every : null,
    sortOrder: input.sort_order,
    updatedAt: new Date(),
  };
}

export async function createAdvertisement(db: Db, actorId: number, input: Input): Promise<AdvertisementRow> {
  const values = validValues(input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(advertisements).values(values).returning();
    await recordEvents(tx, adminActed(actorId, 'ad.created', { type: 'advertisement', id: row!.id, name: row!.title }, { position: row!.position }));
    return row!;
  });
}

export async function updateAdvertisement(db: Db, actorId: number, id: number, input: Input): Promise<AdvertisementRow> {
  return changeAdvertisement(db, actorId, id, validValues(input), 'ad.updated');
}

export async function setAdvertisementEnabled(db: Db, actorId: number, id: number, enabled: boolean): Promise<AdvertisementRow> {
  return changeAdvertisement(db, actorId, id, { enabled, updatedAt: new Date() }, enabled ? 'ad.enabled' : 'ad.disabled');
}

async function changeAdvertisement(db: Db, actorId: number, id: number, values: Partial<Values>, action: string): Promise<AdvertisementRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(advertisements).set(values).where(eq(advertisements.id, id)).returning();
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, action, { type: 'advertisement', id, name: row.title }));
    return row;
  });
}

export async function deleteAdvertisement(db: Db, actorId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(advertisements).where(eq(advertisements.id, id)).returning({ title: advertisements.title });
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'ad.deleted', { type: 'advertisement', id, name: row.title }));
  });
}
