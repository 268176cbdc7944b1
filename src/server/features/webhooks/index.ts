export { webhookKeepers, webhooksOf } from './webhooks.queries.ts';
