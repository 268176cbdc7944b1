export type { PresentedNotification } from './notifications.mail.ts';
export { counterColumns } from './notifications.queries.ts';
