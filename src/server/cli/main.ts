/**
 * `npm run pero -- <command>`: operator tasks on the configured database. On the embedded
 * database the CLI takes the same directory lock as the server, so it refuses to run while
 * the server holds it rather than silently losing writes.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { databaseTarget } from '../db/target.ts';
import { migrateDatabase } from '../platform/migrate.ts';
import { DatabaseLockedError } from '../db/directory-lock.ts';
import { commands, offlineCommands, USAGE, UsageError } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const offline = name ? offlineCommands[name] : undefined;
  if (offline) {
    console.log(await offline(args, loadConfig()));
    return 0;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${USAGE}` : USAGE);
    return name ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateDatabase(database);
    console.log(await command(database, args, config));
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
