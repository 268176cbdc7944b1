/** Settings: the frame every settings page shares. */
export { SettingsLayout } from './SettingsLayout.tsx';
