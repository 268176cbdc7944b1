import { Type } from 'typebox';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../dto/webhook.ts';
import { defineCalls } from './call.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Event = Type.Enum(WEBHOOK_EVENTS);
const Events = Type.Array(Event, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true });
const Url = Type.String({ minLength: 1, maxLength: WEBHOOK_LIMITS.url });
const Webhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Event),
  secret: Type.String(),
  enabled: Type.Boolean(),
  disabled_reason: Type.Union([Type.Literal('manual'), Type.Literal('failures'), Type.Null()]),
  consecutive_failures: Type.Integer(),
  created_at: Type.String(),
});
const Attempt = Type.Object({
  attempt: Type.Integer(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  duration_ms: Type.Integer(),
  at: Type.String(),
});
const Delivery = Type.Object({
  id: Type.String(),
  event: Type.Union([Event, Type.Literal('ping')]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  created_at: Type.String(),
  attempts: Type.Array(Attempt),
});
const New = Type.Object({ url: Url, events: Events });
const CommunityParams = Type.Object({ id: Id });
const WebhookParams = Type.Object({ id: Id });

export const webhooks = defineCalls('webhooks', {
  communityList: {
    method: 'GET',
    path: '/communities/:id/webhooks',
    summary: "A community's webhooks, for its owner and administrators",
    signedIn: true,
    params: CommunityParams,
    answer: Type.Array(Webhook),
  },
  communityCreate: {
    method: 'POST',
    path: '/communities/:id/webhooks',
    summary: "Subscribe an https address to a community's events; answers the webhook with its signing secret",
    signedIn: true,
    params: CommunityParams,
    body: New,
    answer: Webhook,
  },
  siteList: {
    method: 'GET',
    path: '/admin-panel/webhooks/all',
    summary: "The site-wide webhooks (every community's and blog's events)",
    superAdmin: true,
    answer: Type.Array(Webhook),
  },
  siteCreate: {
    method: 'POST',
    path: '/admin-panel/webhooks',
    summary: "Subscribe an https address to the whole site's events",
    superAdmin: true,
    body: New,
    answer: Webhook,
  },
  update: {
    method: 'POST',
    path: '/webhooks/:id',
    summary: 'Change a webhook: its address, events, or switch it on (which clears its failure count) or off',
    signedIn: true,
    params: WebhookParams,
    body: Type.Object({ url: Type.Optional(Url), events: Type.Optional(Events), enabled: Type.Optional(Type.Boolean()) }),
    answer: Webhook,
  },
  rotateSecret: {
    method: 'POST',
    path: '/webhooks/:id/secret',
    summary: "Replace a webhook's signing secret; answers the webhook with the new one",
    signedIn: true,
    params: WebhookParams,
    answer: Webhook,
  },
  ping: {
    method: 'POST',
    path: '/webhooks/:id/ping',
    summary: 'Queue a `ping` delivery to the webhook, switched on or off',
    signedIn: true,
    params: WebhookParams,
    answer: Delivery,
  },
  deliveries: {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    summary: "A webhook's latest deliveries with every attempt's answer",
    signedIn: true,
    params: WebhookParams,
    answer: Type.Array(Delivery),
  },
  destroy: {
    method: 'DELETE',
    path: '/webhooks/:id',
    summary: 'Delete a webhook and its delivery log',
    signedIn: true,
    params: WebhookParams,
  },
});
