const MINUTE_MS = 60 * 1000;

/** Per account: each of these is a few clicks a year, and each guards a secret worth guessing. */
export const SAFETY_LIMITS = {
  /** Address-change letters: an inbox is not to be flooded from here. */
  emailChange: { max: 5, windowMs: 30 * MINUTE_MS },
  /** Current-password and code checks: too few to guess a password or a six-digit code. */
  passwordCheck: { max: 10, windowMs: 15 * MINUTE_MS },
  twoFactorCode: { max: 10, windowMs: 15 * MINUTE_MS },
  sessions: { max: 60, windowMs: MINUTE_MS },
  /** Building an archive reads everything the member wrote: a few a day is plenty. */
  dataExport: { max: 3, windowMs: 24 * 60 * MINUTE_MS },
};
