export { WebhooksPanel, type NewWebhook } from './WebhooksPanel.tsx';
