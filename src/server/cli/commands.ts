/**
 * The CLI's commands, runnable in-process against any open database (the tests do so);
 * main.ts wraps them into a process with exit codes.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseTarget } from '../db/target.ts';
import { BackupUnavailable, PG_RESTORE_HINT, restoreEmbedded, writeBackup } from '../features/admin/backup.ts';
import { recountCounters } from '../features/admin/counters.recount.ts';
import { refreshFeedRankings } from '../features/feeds/feeds.queries.ts';
import { createAccount, findAccountIdByEmail, setAccountRole } from '../features/accounts/accounts.commands.ts';
import { setOfficial } from '../features/admin-users/admin-users.commands.ts';
import { recomputeRatingPlaces } from '../features/ratings/ratings.places.ts';
import { createImport, importDto, runImport } from '../features/imports/index.ts';
import { createStorage, ownMediaBases } from '../platform/storage/index.ts';
import { isDatabaseEmpty, seedDemo } from '../seed/demo.ts';
import { USER_ROLES, type UserRole } from '../../shared/dto/user.ts';
import { EMPTY_IMPORT_COUNTS, IMPORT_AUTHOR_MODES, type ImportAuthorMode, type ImportCounts, type ImportKind } from '../../shared/dto/import.ts';
import { DomainError } from '../platform/errors.ts';
import { users } from '../db/schema/index.ts';

export const USAGE = `Usage: npm run pero -- <command> [options]

Commands:
  migrate                                   apply pending database migrations
  seed                                      add the demo content (only into an empty database)
  feeds:refresh                             refresh what the feeds' rankings are planned by (after a bulk load)
  ratings                                   recompute the blogs' and communities' rating places now
  recount                                   recount every stored counter, then the rating places
  backup <file>                             write the embedded database to a .tar.gz file
  restore <file>                            replace the embedded database with a backup (server stopped;
                                            the replaced one is kept beside it)
  user:create --email E --password P --name N [--verified] [--role user|editor|super_admin]
                                            create an account
  user:role --email E --role user|editor|super_admin
                                            change an account's role
  user:official --email E [--off]           give an account the verified badge (an official account),
                                            or take it with --off
  import:wxr <file> [--dry-run] [--community SLUG] [--authors create|me] [--as EMAIL]
                                            import a WordPress export (WXR): posts with their pictures,
                                            dates and authors; run again, it creates only what is new
  import:feed <file|url> [same options]     import an RSS or Atom feed from a file or its address
                                            --as: the account running it (default: the first super admin)`;

/** A mistake in the command line: exit code 2 with the message, no stack trace. */
export class UsageError extends Error {}

type Command = (database: Database, args: string[], config: Config) => Promise<string>;

/** The one file argument of backup and restore. */
function fileArgument(name: string, args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError(`${name} needs one file: npm run pero -- ${name} <file>`);
  return path.resolve(positionals[0]!);
}

export const commands: Record<string, Command> = {
  migrate: async () => 'Migrations applied.',

  seed: async (database, _args, config) => {
    if (!(await isDatabaseEmpty(database.db))) return 'The database already has content; the demo seed only fills an empty one.';
    const storage = createStorage(config);
    try {
      await seedDemo(database.db, storage, config.passwordHashing, config.sessionSecret);
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

  recount: async (database) => {
    const corrected = await recountCounters(database.db);
    const moved = await recomputeRatingPlaces(database.db);
    return `Counters recounted: ${corrected} rows corrected; rating places: ${moved} moved.`;
  },

  backup: async (database, args) => {
    const file = fileArgument('backup', args);
    try {
      const bytes = await writeBackup(database, file);
      return `Backup written to ${file} (${bytes} bytes).`;
    } catch (error) {
      if (error instanceof BackupUnavailable) throw new UsageError(error.message);
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UsageError(`${file} already exists; choose another name`);
      throw error;
    }
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

  'user:official': async (database, args) => {
    const { values } = parseArgs({ args, options: { email: { type: 'string' }, off: { type: 'boolean', default: false } } });
    if (!values.email) throw new UsageError('user:official needs --email');
    const id = await findAccountIdByEmail(database.db, values.email);
    if (!id) throw new UsageError(`No account with the email ${values.email}`);
    await setOfficial(database.db, null, id, !values.off);
    return `Account #${id} (${values.email}) ${values.off ? 'no longer wears' : 'now wears'} the verified badge.`;
  },

  'import:wxr': importCommand('wxr'),
  'import:feed': importCommand('feed'),
};

/** The account an import runs as: the one named, or the site's first super admin. */
async function importRunner(database: Database, email: string | undefined): Promise<number> {
  if (email) {
    const id = await findAccountIdByEmail(database.db, email);
    if (!id) throw new UsageError(`No account with the email ${email}`);
    return id;
  }
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).orderBy(asc(users.id)).limit(1);
  if (!admin) throw new UsageError('No super admin to run the import as: give --as EMAIL');
  return admin.id;
}

function importCommand(kind: ImportKind): Command {
  return async (database, args, config) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean', default: false }, community: { type: 'string' }, authors: { type: 'string', default: 'create' }, as: { type: 'string' } },
    });
    const name = `import:${kind === 'wxr' ? 'wxr' : 'feed'}`;
    if (positionals.length !== 1) throw new UsageError(`${name} needs one ${kind === 'wxr' ? 'file' : 'file or address'}: npm run pero -- ${name} <${kind === 'wxr' ? 'file' : 'file|url'}>`);
    if (!IMPORT_AUTHOR_MODES.includes(values.authors as ImportAuthorMode)) throw new UsageError(`--authors must be one of ${IMPORT_AUTHOR_MODES.join(', ')}`);
    const target = positionals[0]!;
    const isUrl = kind === 'feed' && /^https?:\/\//i.test(target);
    if (!isUrl && !existsSync(target)) throw new UsageError(`No file at ${path.resolve(target)}`);
    const actorId = await importRunner(database, values.as);
    const storage = createStorage(config);
    try {
      const file = isUrl ? null : { bytes: await readFile(target), name: path.basename(target) };
      const input = { kind, file, url: isUrl ? target : null, authors: values.authors as ImportAuthorMode, community: values.community ?? null, dryRun: values['dry-run'] };
      const id = await createImport({ db: database.db, storage }, actorId, input);
      await runImport({ db: database.db, storage, dataDir: config.dataDir, ownMediaBases: ownMediaBases(config), passwordHashing: config.passwordHashing }, id);
      const result = await importDto(database.db, id);
      if (result.error) throw new UsageError(`The import failed: ${result.error}`);
      const counts = Object.keys(EMPTY_IMPORT_COUNTS).map((key) => `  ${key.replaceAll('_', ' ')}: ${result.counts[key as keyof ImportCounts]}`);
      const warnings = result.warnings.slice(0, 20).map((warning) => `  ${warning.code}: ${warning.item}${warning.detail ? ` (${warning.detail})` : ''}`);
      return [`${values['dry-run'] ? 'Dry run' : 'Import'} #${id} of ${result.source}: ${result.done} of ${result.total} items${values['dry-run'] ? ' (nothing written)' : ''}.`, ...counts, ...(result.warnings_count > 0 ? [`Warnings (${result.warnings_count}):`, ...warnings] : [])].join('\n');
    } catch (error) {
      // A file that is not the format, an unknown community: the same messages the panel shows, as codes.
      if (error instanceof DomainError) throw new UsageError(`The import was refused: ${error.code}`);
      throw error;
    } finally {
      storage.close?.();
    }
  };
}

type OfflineCommand = (args: string[], config: Config) => Promise<string>;

/** Commands that must not open the database themselves (the CLI runs them before opening it). */
export const offlineCommands: Record<string, OfflineCommand> = {
  restore: async (args, config) => {
    const file = fileArgument('restore', args);
    const target = databaseTarget(config);
    if (target.kind !== 'pglite') throw new UsageError(`The database is a PostgreSQL server: restore it with ${PG_RESTORE_HINT}`);
    if (!existsSync(file)) throw new UsageError(`No file at ${file}`);
    const kept = await restoreEmbedded(target.dataDir, file);
    return `Database restored from ${file}.${kept ? ` The database it replaced is kept at ${kept}.` : ''}`;
  },
};

function parseRole(value: string | undefined): UserRole {
  if (!USER_ROLES.includes(value as UserRole)) throw new UsageError(`--role must be one of ${USER_ROLES.join(', ')}`);
  return value as UserRole;
}

