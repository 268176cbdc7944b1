export { adminActed } from './admin-log.ts';
export { superAdminPage } from './admin.access.ts';
