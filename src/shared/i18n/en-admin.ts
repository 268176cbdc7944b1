// The English texts only the control panel shows: loaded with its pages.
import enAdmin from './en/admin.json' with { type: 'json' };
import enAdminAssets from './en/admin-assets.json' with { type: 'json' };
import enAdminOps from './en/admin-ops.json' with { type: 'json' };
import enAdminUsers from './en/admin-users.json' with { type: 'json' };
import enAdminContent from './en/admin-content.json' with { type: 'json' };
import enAdminSettings from './en/admin-settings.json' with { type: 'json' };
import enImports from './en/imports.json' with { type: 'json' };

export const texts = { ...enAdmin, ...enAdminAssets, ...enAdminOps, ...enAdminUsers, ...enAdminContent, ...enAdminSettings, ...enImports };
