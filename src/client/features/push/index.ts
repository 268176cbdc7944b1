/** Browser (web push) notifications for this browser (placed on the notification settings page). */
export { PushToggle } from './PushToggle.tsx';
