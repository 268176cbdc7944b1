// What a webhook may subscribe to; `ping` is the test delivery a manager sends by hand.
export const WEBHOOK_EVENTS = ['post.published', 'post.updated', 'post.deleted', 'comment.created', 'member.joined', 'report.filed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookDeliveryEvent = WebhookEvent | 'ping';

/** The control panel's page of site-wide webhooks. */
export const WEBHOOKS_ADMIN_PATH = '/admin-panel/webhooks';

export const WEBHOOK_LIMITS = {
  url: 2000,
  perCommunity: 10,
  siteWide: 20,
  /** Consecutive failed attempts (across deliveries) that switch a webhook off. */
  failuresToDisable: 10,
  /** Delivery log rows a manager sees. */
  logShown: 50,
} as const;

export type WebhookDisabledReason = 'manual' | 'failures';
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDto {
  id: number;
  url: string;
  events: WebhookEvent[];
  /** Shown to the managers: the receiver needs it to check signatures. */
  secret: string;
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  consecutive_failures: number;
  created_at: string;
}

export interface WebhookAttemptDto {
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: string;
}

export interface WebhookDeliveryDto {
  id: string;
  event: WebhookDeliveryEvent;
  status: WebhookDeliveryStatus;
  created_at: string;
  attempts: WebhookAttemptDto[];
}
