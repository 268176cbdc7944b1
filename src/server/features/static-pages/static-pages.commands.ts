import { and, eq, ne } from 'drizzle-orm';
import type { Static } from 'typebox';
import { inTransaction, type Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { adminActed } from '../admin/index.ts';
import { saveSiteSetting } from '../site/index.ts';
import type { StaticPageInput } from '../../../shared/api/static-pages.ts';
import { STATIC_PAGE_RESERVED, STATIC_PAGE_SLUG_PATTERN } from '../../../shared/static-pages.ts';

type Input = Static<typeof StaticPageInput>;
type StaticPageRow = typeof staticPages.$inferSelect;

async function validValues(tx: Db, input: Input, id: number | null) {
  const title = input.title.trim();
  if (!title) throw Invalid.field('title', 'staticPages.errors.title');
  const slug = input.slug.trim().toLowerCase();
  if (!STATIC_PAGE_SLUG_PATTERN.test(slug)) throw Invalid.field('slug', 'staticPages.errors.slugFormat');
  if (STATIC_PAGE_RESERVED.has(slug)) throw Invalid.field('slug', 'staticPages.errors.slugReserved');
  const [taken] = await tx
    .select({ id: staticPages.id })
    .from(staticPages)
    .where(id === null ? eq(staticPages.slug, slug) : and(eq(staticPages.slug, slug), ne(staticPages.id, id)));
  if (taken) throw Invalid.field('slug', 'staticPages.errors.slugTaken');
  return {
    slug,
    title,
    description: input.description.trim(),
    body: input.body,
    scripts: input.scripts,
    inFooter: input.in_footer,
    sortOrder: input.sort_order,
    updatedAt: new Date(),
  };
}

export async function createStaticPage(db: Db, actorId: number, input: Input): Promise<StaticPageRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(staticPages).values(await validValues(tx, input, null)).returning();
    await recordEvents(tx, adminActed(actorId, 'page.created', { type: 'static_page', id: row!.id, name: row!.title }, { slug: row!.slug }));
    return row!;
  });
}

export async function updateStaticPage(db: Db, actorId: number, id: number, input: Input): Promise<StaticPageRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(staticPages).set(await validValues(tx, input, id)).where(eq(staticPages.id, id)).returning();
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'page.updated', { type: 'static_page', id, name: row.title }, { slug: row.slug }));
    return row;
  });
}

export async function deleteStaticPage(db: Db, actorId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(staticPages).where(eq(staticPages.id, id)).returning({ title: staticPages.title, slug: staticPages.slug });
    if (!row) throw new NotFound();
    await recordEvents(tx, adminActed(actorId, 'page.deleted', { type: 'static_page', id, name: row.title }, { slug: row.slug }));
  });
}

export async function saveFooterScripts(db: Db, actorId: number, footerScripts: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await saveSiteSetting(tx, 'footerScripts', footerScripts);
    await recordEvents(tx, adminActed(actorId, 'settings.saved', { name: 'footerScripts' }, { keys: ['footerScripts'] }));
  });
}
