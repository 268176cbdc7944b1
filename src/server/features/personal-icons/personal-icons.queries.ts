// Whether one icon may be chosen is asked of the table, not the cached list, so a change in the panel counts at once.
import { and, asc, eq } from 'drizzle-orm';
import { personalIcon, type PersonalIcon } from '../../../shared/dto/personal-icon.ts';
import type { Db } from '../../db/client.ts';
import { personalIcons } from '../../db/schema/index.ts';

export async function offeredIcons(db: Db): Promise<PersonalIcon[]> {
  const rows = await db
    .select({ id: personalIcons.id })
    .from(personalIcons)
    .where(eq(personalIcons.enabled, true))
    .orderBy(asc(personalIcons.position), asc(personalIcons.id));
  return rows.map((row) => personalIcon(row.id));
}

export async function isOfferedIcon(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: personalIcons.id })
    .from(personalIcons)
    .where(and(eq(personalIcons.id, id), eq(personalIcons.enabled, true)));
  return row !== undefined;
}
