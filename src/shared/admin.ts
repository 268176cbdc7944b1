// The panel's navigation and the access test both read this list, so a screen joins both by being listed here.
export const ADMIN_SECTIONS: ReadonlyArray<{ key: AdminSection; href: string }> = [
  { key: 'dashboard', href: '/admin-panel' },
  { key: 'settings', href: '/admin-panel/settings' },
  { key: 'users', href: '/admin-panel/users' },
  { key: 'content', href: '/admin-panel/content' },
  { key: 'advertisements', href: '/admin-panel/advertisements' },
  { key: 'pages', href: '/admin-panel/pages' },
  { key: 'assets', href: '/admin-panel/assets' },
  { key: 'webhooks', href: '/admin-panel/webhooks' },
  { key: 'imports', href: '/admin-panel/imports' },
  { key: 'operations', href: '/admin-panel/operations' },
  { key: 'log', href: '/admin-panel/log' },
];

export type AdminSection = 'dashboard' | 'settings' | 'users' | 'content' | 'advertisements' | 'pages' | 'assets' | 'webhooks' | 'imports' | 'operations' | 'log';
