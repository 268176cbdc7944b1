export { EmailForm } from './EmailForm.tsx';
export { ExportCard } from './ExportCard.tsx';
export { PasswordForm } from './PasswordForm.tsx';
export { SessionsCard } from './SessionsCard.tsx';
export { SettingsCard } from './SettingsCard.tsx';
export { TwoFactorCard } from './TwoFactorCard.tsx';
