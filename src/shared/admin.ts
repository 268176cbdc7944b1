/**
 * The control panel's screens, in the order its navigation lists them. The panel's
 * navigation and the access test (every screen refused to all but super admins) read this
 * one list, so a screen joins both by being listed here.
 */
export const ADMIN_SECTIONS: ReadonlyArray<{ key: AdminSection; href: string }> = [
  { key: 'dashboard', href: '/admin-panel' },
  { key: 'settings', href: '/admin-panel/settings' },
  { key: 'users', href: '/admin-panel/users' },
  { key: 'content', href: '/admin-panel/content' },
  { key: 'advertisements', href: '/admin-panel/advertisements' },
  { key: 'pages', href: '/admin-panel/pages' },
  { key: 'assets', href: '/admin-panel/assets' },
  { key: 'operations', href: '/admin-panel/operations' },
  { key: 'log', href: '/admin-panel/log' },
];

/** The panel's sections, each with its texts under `admin.sections`. */
export type AdminSection = 'dashboard' | 'settings' | 'users' | 'content' | 'advertisements' | 'pages' | 'assets' | 'operations' | 'log';
