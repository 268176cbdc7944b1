import { projectPath } from '../lib/paths.ts';

/** Read at run time, from the source tree, by the bundled server too. */
export const MIGRATIONS = projectPath('src/server/db/migrations');
