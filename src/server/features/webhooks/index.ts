export { webhookKeepers } from './webhooks.queries.ts';
