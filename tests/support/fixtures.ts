import { test as base } from 'vitest';
import type { AppConfig } from '../../server/config.js';
import { createTestApp } from './app.js';
import { demoIds, tokens } from './nominations.js';

interface AppOptions {
  staticDir?: string;
  config?: Partial<AppConfig>;
}

/**
 * The API suites' shared setup. Each test file gets its own app on its own copy of the seeded
 * database (`api`), made when the file first asks for it and closed when the file ends, even when a
 * later part of the setup failed. `demo`, `tokens` and `admin` sign in or look up once per file.
 * A file that needs another configuration makes its own `test` with `apiTest.extend('appOptions', …)`, never
 * `test.override`: files share a worker's modules (the api project does not isolate them), and a top-level override
 * would stay for the worker's next files.
 */
export const test = base
  .extend('appOptions', { scope: 'file' }, {} as AppOptions)
  .extend('api', { scope: 'file' }, async ({ appOptions }, { onCleanup }) => {
    const api = await createTestApp(appOptions);
    onCleanup(() => api.close());
    return api;
  })
  .extend('demo', { scope: 'file' }, async ({ api }) => demoIds(api))
  .extend('tokens', { scope: 'file' }, async ({ api }) => tokens(api))
  .extend('admin', { scope: 'file' }, async ({ api }) => api.login('logistics'));
