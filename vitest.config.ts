import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The browser files that run alone: the sweeps (each already runs two users at once and keeps both cores busy),
 * the one that measures a list's first paint, and the ones that start, kill and stop whole server processes.
 */
const E2E_ALONE = [
  'tests/e2e/widths.test.ts',
  'tests/e2e/records-a11y.test.ts',
  'tests/e2e/planner-a11y.test.ts',
  'tests/e2e/list-paint.test.ts',
  'tests/e2e/lifecycle.test.ts',
  'tests/e2e/start.test.ts',
];

/**
 * What both browser projects share. A page polled for what it shows gets ten seconds, not vitest's second: with
 * another file beside it, a screen can take longer than a second to draw what a step changed.
 */
const BROWSER = {
  environment: 'node' as const,
  globalSetup: ['tests/support/db-global.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Both cores: vitest leaves one free by default, which on two cores is half the machine idle.
          maxWorkers: 2,
          include: ['contract/**/*.test.ts', 'server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // Whole screens render in jsdom next to other test files on shared machines: allow them time.
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          testTimeout: 20_000,
          // Both cores, as unit (projects run together must agree on it).
          maxWorkers: 2,
          // A worker's files share react-admin, MUI and React once loaded (loading them for each of 77 files was two
          // thirds of the run); the app's own modules load anew for each file (tests/support/web-setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'server/modules/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts'],
          globalSetup: ['tests/support/db-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own database and app, so files need not reload the server's modules: loading them
          // was two thirds of the run. Three workers, as each waits on PostgreSQL half the time (two cores here).
          isolate: false,
          maxWorkers: 3,
          // Its own turn when every project runs at once, as it asks for another number of workers.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // Whole server processes (the production build): signals, start-up, several processes at once.
        test: {
          name: 'ops',
          environment: 'node',
          include: ['tests/ops/**/*.test.ts'],
          globalSetup: ['tests/support/db-global.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Two browser files at once, each with its own app, database and Chromium: one file's flow waits on its
        // requests and its page about a third of the time, which the other fills.
        test: {
          ...BROWSER,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          maxWorkers: 2,
          // Its own turn when every project runs at once, as it asks for another number of workers.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        // The sweeps, and the files that time a page or stop processes: one file at a time, after the others.
        test: {
          ...BROWSER,
          name: 'e2e-alone',
          include: E2E_ALONE,
          // Two sweeps at once kept both cores busy and took longer than one after the other (the widths, a file
          // each, 330-440 s instead of about 180 s).
          fileParallelism: false,
          // A sweep's `it.concurrent` tests run two at a time over its one app and Chromium.
          maxConcurrency: 2,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
