/**
 * Every durable job the server runs, with its payload: one list, so a job's name and data
 * cannot drift between the code that sends it and the code that runs it. Payloads are small
 * and never hold secrets (a job that mails a link makes the link itself when it runs).
 */
export interface JobPayloads {
  /** The email confirmation letter with a fresh link. */
  'mail.verification': { userId: number };
  /** The reset letter, if the address has an account; queued for every request alike. */
  'mail.password-reset': { email: string };
  /** The confirmation letter of an address change, sent to the new address with a fresh link. */
  'mail.email-change': { userId: number; email: string };
  /** Tells an account's address that something about its sign-in changed (address, password). */
  'mail.account-notice': { userId: number; email: string; notice: 'email-changed' | 'password-changed' };
  /** Builds a member's data export archive and mails them when it is ready. */
  'account.export': { exportId: number };
  /** Removes or anonymises what a deleted account wrote and scrubs the rest of it. */
  'account.delete': { userId: number };
  /** Frees a deleted account's address once its grace period is over. */
  'account.free-email': { userId: number };
  /** Removes data export archives past their expiry, file and row. */
  'account.exports-cleanup': Record<string, never>;
  /** Expired sessions and spent one-time tokens, delivered events past their keeping time. */
  'maintenance.hourly': Record<string, never>;
  /** Uploads no post or draft has used for a day (a batch per run; the next run takes the rest). */
  'media.cleanup': Record<string, never>;
  /** Every stored counter recounted from the rows it counts, then the rating places (the control panel's button). */
  'maintenance.recount': Record<string, never>;
  /** Every blog's and community's rating place, from their ratings. */
  'ratings.places': Record<string, never>;
  /** One notification by email, if its kind's email switch is still on when the job runs. */
  'mail.notification': { userId: number; kind: string; title: string; text: string; url: string };
  /** Hourly: queues a digest job for each member whose daily or weekly period has passed. */
  'mail.digest-sweep': Record<string, never>;
  /** One member's digest of the period after `since` (their covered_until when it was queued). */
  'mail.digest': { userId: number; since: string | null };
  /** One web push message to every browser the member allowed. */
  'push.send': { userId: number; title: string; body: string; url: string; tag: string };
}

export type JobName = keyof JobPayloads;
