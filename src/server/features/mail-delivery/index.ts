export { digestFrequency } from './digest.ts';
export { deliverNotification } from './notification-delivery.ts';
