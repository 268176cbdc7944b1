/**
 * Builds the app (unless a current build is there), starts the production server on a free
 * port with a fresh data directory (demo content seeded) and one Chromium that every file
 * connects to, and stops both after the run. A browser per file was a launch and a set of
 * helper processes each time; contexts keep the files apart.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { OAuth2Server } from 'oauth2-mock-server';
import { chromium } from 'playwright-core';
import { ensureProductionBuild, freePort, waitUntilReady } from '../../support/production-server.ts';
import { FakeBotApi } from '../../support/telegram-bot-api.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserEndpoint: string;
  }
}

/** Debian's Chromium: no browser download is possible here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // A test's pages live seconds, too short for V8's optimized code to repay compiling it: without its
  // optimizing tiers three browser files took 10 % less CPU and time (bench/results/2026-11-ci-time.md).
  '--js-flags=--no-opt --no-maglev',
];

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  ensureProductionBuild();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pero-e2e-'));
  // A local OpenID Connect provider, so linking through the popup never leaves the machine;
  // every sign-in there is a new person.
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, { sub: randomUUID(), name: 'Вера в Keycloak' }));
  // The Bot API the server is configured with: a stand-in where any bot administers @pero_e2e.
  const telegram = await new FakeBotApi({ anyToken: true }).start();
  telegram.addChannel({ title: 'Перо: проверка в браузере', username: 'pero_e2e', everyBotIsAdmin: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', OIDC_ISSUER_URL: provider.issuer.url!, OIDC_CLIENT_ID: 'pero-e2e', OIDC_CLIENT_SECRET: 'pero-e2e-secret', TELEGRAM_API_URL: telegram.url };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  await waitUntilReady(baseUrl, server);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await provider.stop();
    await telegram.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
