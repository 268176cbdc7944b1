import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const testFiles = ['src', 'tests']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** An app test builds the app or opens a database; a unit test needs neither. */
const isAppTest = (text: string) => /support\/(app|database)\.ts'|openDatabase\(/.test(text);

/**
 * Behaviour that differs between the embedded database and PostgreSQL with Redis: raw SQL and
 * query plans, writes sent at once (locks and races), limits reached (counted in Redis),
 * real-time fan-out, outages, and anything that asks for REDIS_URL or DATABASE_URL. CI runs
 * these files a second time on PostgreSQL and Redis: `npm run test:engines`.
 */
const ENGINE_BOUND = /REDIS_URL|DATABASE_URL|support\/explain|\.execute\(|\bat once\b|in parallel|concurren|\b429\b|tooManyRequests|openSocket|subscribed\(/;

const unitTests = testFiles.filter(({ text }) => !isAppTest(text));
const appTests = testFiles.filter(({ text }) => isAppTest(text) && !ENGINE_BOUND.test(text));
const engineTests = testFiles.filter(({ text }) => isAppTest(text) && ENGINE_BOUND.test(text));
const files = (tests: typeof testFiles) => tests.map(({ file }) => file);

/**
 * Files in a worker share loaded modules: re-importing the app and the client tree for each
 * file was half the suite's CPU. Each app test file still builds its own app on its own database.
 */
const eachProject = { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  plugins: [react()],
  test: {
    // Runs once for every project: migrates the template database each app test file clones.
    globalSetup: ['tests/support/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      { plugins: [react()], test: { name: 'unit', include: files(unitTests), ...eachProject } },
      { plugins: [react()], test: { name: 'app', include: files(appTests), ...eachProject } },
      { plugins: [react()], test: { name: 'engine', include: files(engineTests), ...eachProject } },
    ],
  },
});
