export { EmailForm } from './EmailForm.tsx';
export { ExportCard } from './ExportCard.tsx';
export { PasswordForm } from './PasswordForm.tsx';
export { SessionsCard } from './SessionsCard.tsx';
export { TwoFactorCard } from './TwoFactorCard.tsx';
