// The Russian texts only the control panel shows: loaded with its pages.
import ruAdmin from './ru/admin.json' with { type: 'json' };
import ruAdminAssets from './ru/admin-assets.json' with { type: 'json' };
import ruAdminOps from './ru/admin-ops.json' with { type: 'json' };
import ruAdminUsers from './ru/admin-users.json' with { type: 'json' };
import ruAdminContent from './ru/admin-content.json' with { type: 'json' };
import ruAdminSettings from './ru/admin-settings.json' with { type: 'json' };
import ruImports from './ru/imports.json' with { type: 'json' };

export const texts = { ...ruAdmin, ...ruAdminAssets, ...ruAdminOps, ...ruAdminUsers, ...ruAdminContent, ...ruAdminSettings, ...ruImports };
