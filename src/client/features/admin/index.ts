/** The control panel's frame, shared by every panel screen. */
export { AdminCard, AdminLayout } from './AdminLayout.tsx';
export { AdminBadge } from './AdminBadge.tsx';
