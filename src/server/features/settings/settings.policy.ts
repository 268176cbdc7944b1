/** Whether a member may rename their blog now: the name and nickname share one monthly clock. */
import { RENAME_EVERY_DAYS } from '../../../shared/dto/settings.ts';

const DAY_MS = 86_400_000;

/** When the next rename is allowed, or null when it is allowed now. */
export function renameAfter(row: { nameChangedAt: Date | null; slugChangedAt: Date | null }, now: Date): Date | null {
  const last = Math.max(row.nameChangedAt?.getTime() ?? 0, row.slugChangedAt?.getTime() ?? 0);
  const next = last + RENAME_EVERY_DAYS * DAY_MS;
  return last > 0 && next > now.getTime() ? new Date(next) : null;
}
