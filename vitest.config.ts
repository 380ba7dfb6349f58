import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/db-global.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
