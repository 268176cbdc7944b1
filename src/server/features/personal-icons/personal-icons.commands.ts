import { eq } from 'drizzle-orm';
import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import { personalIcon } from '../../../shared/dto/personal-icon.ts';
import type { Db } from '../../db/client.ts';
import { subsites } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

export type OwnIconAnswer = AnswerOf<typeof calls.personalIcons.choose>;

export async function setOwnIcon(db: Db, userId: number, change: { personalIconId?: string | null; personalIconEnabled?: boolean }): Promise<OwnIconAnswer> {
  const [row] = await db
    .update(subsites)
    .set(change)
    .where(eq(subsites.id, userId))
    .returning({ id: subsites.personalIconId, enabled: subsites.personalIconEnabled });
  if (!row) throw new NotFound();
  return { personal_icon: row.id === null ? null : personalIcon(row.id), personal_icon_enabled: row.enabled };
}
