import { asc } from 'drizzle-orm';
import type { AdminPersonalIcon, AdminReaction, AdminReportReason } from '../../../shared/dto/admin-assets.ts';
import { personalIcon } from '../../../shared/dto/personal-icon.ts';
import type { Db } from '../../db/client.ts';
import { complaintReasons, personalIcons, reactionSet } from '../../db/schema/index.ts';
import { mediaUrl } from '../../platform/storage/index.ts';

export async function panelReactions(db: Db, mediaBase: string): Promise<AdminReaction[]> {
  const rows = await db.select().from(reactionSet).orderBy(asc(reactionSet.position), asc(reactionSet.id));
  return rows.map((row) => ({ id: row.id, name: row.name, image_url: mediaUrl(row.image, mediaBase), enabled: row.enabled }));
}

export async function panelIcons(db: Db): Promise<AdminPersonalIcon[]> {
  const rows = await db.select().from(personalIcons).orderBy(asc(personalIcons.position), asc(personalIcons.id));
  return rows.map((row) => ({ id: row.id, name: row.name, path: personalIcon(row.id).path, enabled: row.enabled }));
}

export async function panelReasons(db: Db): Promise<AdminReportReason[]> {
  const rows = await db.select().from(complaintReasons).orderBy(asc(complaintReasons.position), asc(complaintReasons.id));
  return rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn, enabled: row.archivedAt === null }));
}
