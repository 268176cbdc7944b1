import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { databaseTarget } from './db/target.ts';
import { DatabaseLockedError } from './db/directory-lock.ts';
import { isDatabaseUnavailable } from './db/driver-errors.ts';
import { createStorage } from './platform/storage/index.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { installDefaultReactions } from './features/reactions/default-set.ts';
import { migrateDatabase } from './platform/migrate.ts';
import { hasProductionBuild, productionRenderer } from './ssr/production-renderer.ts';
import { devRenderer } from './ssr/dev-renderer.ts';

// Under load V8 lets the heap grow to up to four times what it keeps before a full collection (the embedded
// server's main thread: 85 MB kept, 230 MB held). Collecting at one and a half times holds it near 150 MB for no
// CPU the bench can see. V8 reads the factor at each collection, so setting it here is in time.
setFlagsFromString('--heap-growing-percent=50');

/** The stop's own work (draining, closing) may take this long after the delay; then the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const dev = process.argv.includes('--dev');
  const config = loadConfig();
  if (!dev && !hasProductionBuild()) throw new Error('No production build found: run "npm run build" first (npm start does this for you).');

  const running: { app?: FastifyInstance } = {};
  // The app's logger once there is an app; the database reports replicas from its first sample on.
  const log = {
    warn: (details: object, message: string) => (running.app ? running.app.log.warn(details, message) : console.warn(message, details)),
    info: (message: string) => (running.app ? running.app.log.info(message) : console.info(message)),
  };
  const database = await openDatabase(databaseTarget(config, log));
  installShutdown(() => running.app, database, config.shutdownDelayMs);
  outliveOutagesInLibraries(log);

  const storage = createStorage(config);
  // Processes started together take turns: the first migrates and seeds, the others find it done.
  await database.exclusively(async () => {
    await migrateDatabase(database);
    await installDefaultReactions(database.db, storage);
    if (config.seedDemo) await seedDemoIfEmpty(database.db, storage, config.passwordHashing, config.sessionSecret);
  });

  const app = await buildApp({
    config,
    database,
    storage,
    renderer: dev ? devRenderer : () => productionRenderer(),
    serveBuiltAssets: !dev,
    development: dev,
  });
  running.app = app;
  await app.listen({ port: config.port, host: config.host });
  const engines = [database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL', ...(config.replicaUrls.length > 0 ? [`${config.replicaUrls.length} replica(s)`] : []), ...(config.redisUrl ? ['Redis'] : [])];
  app.log.info(`Pero (${[...config.roles].join(', ')}) is ready at ${config.appUrl} on port ${config.port} (${engines.join(', ')})`);
}

function installShutdown(getApp: () => FastifyInstance | undefined, database: Database, delayMs: number) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const app = getApp();
    app?.log.info(`${signal} received: shutting down${app && delayMs > 0 ? ` in ${delayMs / 1000} s` : ''}`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, delayMs + SHUTDOWN_TIMEOUT_MS).unref();
    try {
      if (app) {
        app.connections.beginDraining();
        await sleep(delayMs);
        await app.connections.drain();
        await app.close();
      }
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

/**
 * pg-boss marks a job done or failed without awaiting it, so a database gone at that moment leaves a
 * rejected promise nobody handles. An outage must not end the process (the job expires and runs again
 * once the database is back); any other unhandled rejection still does, as Node's default would.
 */
function outliveOutagesInLibraries(log: { warn(details: object, message: string): void }) {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn({ err: reason }, 'a job could not be marked done or failed during a database outage; it runs again once it expires');
  });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
