// Payloads are small and never hold secrets: a job that mails a link makes the link itself when it runs.
export interface JobPayloads {
  'mail.verification': { userId: number };
  /** Queued for every request alike, whether or not the address has an account. */
  'mail.password-reset': { email: string };
  'mail.email-change': { userId: number; email: string };
  'mail.account-notice': { userId: number; email: string; notice: 'email-changed' | 'password-changed' };
  'account.export': { exportId: number };
  'account.delete': { userId: number };
  'account.free-email': { userId: number };
  'account.exports-cleanup': Record<string, never>;
  'maintenance.hourly': Record<string, never>;
  'media.cleanup': Record<string, never>;
  'maintenance.recount': Record<string, never>;
  'ratings.places': Record<string, never>;
  /** Sent only if its kind's email switch is still on when the job runs. */
  'mail.notification': { userId: number; kind: string; title: string; text: string; url: string };
  'mail.digest-sweep': Record<string, never>;
  /** `since`: the member's covered_until when it was queued. */
  'mail.digest': { userId: number; since: string | null };
  'push.send': { userId: number; title: string; body: string; url: string; tag: string };
  'share-cards.post': { postId: number };
  /** Publishes the draft if its schedule is still due when the job runs. */
  'posts.publish-scheduled': { postId: number };
  /** Publishes every overdue scheduled draft, whatever happened to its own job. */
  'posts.scheduled-sweep': Record<string, never>;
  /** One attempt; `attempt` only makes each attempt's job a job of its own. */
  'webhooks.deliver': { deliveryId: string; attempt: number };
  'webhooks.log-cleanup': Record<string, never>;
  /** Brings the linked channel in line with the post as it is when the job runs. */
  'telegram.sync': { subsiteId: number; postId: number };
  'telegram.import': { importId: number };
  /** One run of an import, real or dry; a repeated job resumes it or finds it done. */
  'imports.run': { importId: number };
  /** Every card of the author's posts, after a rename or the end of their account. */
  'share-cards.author': { authorId: number };
}

export type JobName = keyof JobPayloads;
