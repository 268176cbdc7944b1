import { defineConfig } from 'vitest/config';

// Browser tests: a production build served by the real server, driven by Playwright in
// Debian's Chromium. Kept apart from `npm test`, which needs nothing beyond Node.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A race in a browser must show twice to fail the run; a retried test is still a defect to fix.
    retry: 1,
  },
});
