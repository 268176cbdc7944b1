/**
 * The CLI's commands, runnable in-process against any open database (the tests do so);
 * main.ts wraps them into a process with exit codes.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { refreshFeedRankings } from '../features/feeds/feeds.queries.ts';
import { createAccount, findAccountIdByEmail, setAccountRole } from '../features/accounts/accounts.commands.ts';
import { recomputeRatingPlaces } from '../features/ratings/ratings.places.ts';
import { createStorage } from '../platform/storage/index.ts';
import { isDatabaseEmpty, seedDemo } from '../seed/demo.ts';
import { USER_ROLES, type UserRole } from '../../shared/dto/user.ts';

export const USAGE = `Usage: npm run pero -- <command> [options]

Commands:
  migrate                                   apply pending database migrations
  seed                                      add the demo content (only into an empty database)
  feeds:refresh                             refresh what the feeds' rankings are planned by (after a bulk load)
  ratings                                   recompute the blogs' and communities' rating places now
  user:create --email E --password P --name N [--verified] [--role user|editor|super_admin]
                                            create an account
  user:role --email E --role user|editor|super_admin
                                            change an account's role`;

/** A mistake in the command line: exit code 2 with the message, no stack trace. */
export class UsageError extends Error {}

type Command = (database: Database, args: string[], config: Config) => Promise<string>;

export const commands: Record<string, Command> = {
  migrate: async () => 'Migrations applied.',

  seed: async (database, _args, config) => {
    if (!(await isDatabaseEmpty(database.db))) return 'The database already has content; the demo seed only fills an empty one.';
    const storage = createStorage(config);
    try {
      await seedDemo(database.db, storage, config.passwordHashing);
    } finally {
      storage.close?.();
    }
    return 'Demo content seeded.';
  },

  'feeds:refresh': async (database) => {
    await refreshFeedRankings(database.db);
    return 'Feed rankings refreshed.';
  },

  ratings: async (database) => {
    const moved = await recomputeRatingPlaces(database.db);
    return `Rating places recomputed: ${moved} moved.`;
  },

  'user:create': async (database, args, config) => {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        verified: { type: 'boolean', default: false },
        role: { type: 'string', default: 'user' },
      },
    });
    const { email, password, name } = values;
    if (!email || !password || !name) throw new UsageError('user:create needs --email, --password and --name');
    if (name.trim().length === 0 || name.length > 30) throw new UsageError('--name must be 1 to 30 characters');
    if (password.length < 8) throw new UsageError('--password must be at least 8 characters');
    const role = parseRole(values.role);
    if (await findAccountIdByEmail(database.db, email)) throw new UsageError(`An account with the email ${email} already exists`);
    const { id, slug } = await createAccount(database.db, { email, password, name, verified: values.verified, role }, config.passwordHashing);
    return `Created account #${id} (${email}, @${slug}, role ${role}${values.verified ? ', verified' : ''}).`;
  },

  'user:role': async (database, args) => {
    const { values } = parseArgs({ args, options: { email: { type: 'string' }, role: { type: 'string' } } });
    if (!values.email || !values.role) throw new UsageError('user:role needs --email and --role');
    const role = parseRole(values.role);
    const id = await findAccountIdByEmail(database.db, values.email);
    if (!id) throw new UsageError(`No account with the email ${values.email}`);
    await setAccountRole(database.db, id, role);
    return `Account #${id} (${values.email}) now has the role ${role}.`;
  },
};

function parseRole(value: string | undefined): UserRole {
  if (!USER_ROLES.includes(value as UserRole)) throw new UsageError(`--role must be one of ${USER_ROLES.join(', ')}`);
  return value as UserRole;
}

