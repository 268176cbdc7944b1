// The name and the nickname have clocks of their own: a member who fixes a typo in the name can still pick a nickname.
import { RENAME_EVERY_DAYS } from '../../../shared/dto/settings.ts';

const DAY_MS = 86_400_000;

/** When the next change is allowed after one made at `changedAt`, or null when it is allowed now. */
export function renameAfter(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const next = changedAt.getTime() + RENAME_EVERY_DAYS * DAY_MS;
  return next > now.getTime() ? new Date(next) : null;
}
