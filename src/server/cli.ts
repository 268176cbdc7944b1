/**
 * `npm run pero -- <command>`: operator tasks on the configured database. On the embedded
 * database the CLI takes the same directory lock as the server, so it refuses to run while
 * the server holds it rather than silently losing writes.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { databaseTarget } from './db/target.ts';
import { DatabaseLockedError } from './db/directory-lock.ts';
import { createAccount, findAccountIdByEmail, setAccountRole } from './features/accounts/accounts.commands.ts';
import { isDatabaseEmpty, seedDemo } from './seed/demo.ts';
import { USER_ROLES, type UserRole } from '../shared/dto/user.ts';

const USAGE = `Usage: npm run pero -- <command> [options]

Commands:
  migrate                                   apply pending database migrations
  seed                                      add the demo content (only into an empty database)
  user:create --email E --password P --name N [--verified] [--role user|editor|super_admin]
                                            create an account
  user:role --email E --role user|editor|super_admin
                                            change an account's role`;

class UsageError extends Error {}

type Command = (database: Database, args: string[]) => Promise<string>;

const commands: Record<string, Command> = {
  migrate: async () => 'Migrations applied.',

  seed: async (database) => {
    if (!(await isDatabaseEmpty(database.db))) return 'The database already has content; the demo seed only fills an empty one.';
    await seedDemo(database.db, loadConfig());
    return 'Demo content seeded.';
  },

  'user:create': async (database, args) => {
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
    const { id, slug } = await createAccount(database.db, { email, password, name, verified: values.verified, role });
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

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${USAGE}` : USAGE);
    return name ? 2 : 0;
  }
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    await database.migrate();
    console.log(await command(database, args));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseLockedError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? `Error: ${error.message}` : error);
    process.exit(known ? 2 : 1);
  },
);
