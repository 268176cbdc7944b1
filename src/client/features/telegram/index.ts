export { TelegramPanel } from './TelegramPanel.tsx';
