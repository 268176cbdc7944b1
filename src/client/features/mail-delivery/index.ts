/** The email digest's setting (placed on the notification settings page). */
export { DigestSetting } from './DigestSetting.tsx';
