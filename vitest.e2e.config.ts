import { defineConfig } from 'vitest/config';

// Browser tests: a production build served by the real server, driven by Playwright in
// Debian's Chromium. Kept apart from `npm test`, which needs nothing beyond Node.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page the way Playwright's locators do: lazily loaded code, a socket's push
    // or an autosave can take seconds on a busy machine, and a poll ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time against the one server: each file builds its own data (its posts,
    // new accounts), so none depends on what another writes.
    fileParallelism: true,
    maxWorkers: 2,
    // A race in a browser is a defect to fix, not to retry.
    retry: 0,
    // Files share loaded modules (Playwright's client above all); each still has its own contexts.
    isolate: false,
  },
});
