import { test as base } from 'vitest';
import type { AppConfig } from '../../server/config.js';
import { startBrowserApp } from './browser.js';
import { demoIds, tokens } from './nominations.js';

/**
 * The browser suites' shared setup: the built app on a free port over its own database, and
 * Chromium (`site`), made once per file and closed when the file ends. A file that needs another
 * configuration overrides `siteConfig` at its top.
 */
export const test = base
  .extend('siteConfig', { scope: 'file' }, {} as Partial<AppConfig>)
  .extend('site', { scope: 'file' }, async ({ siteConfig }, { onCleanup }) => {
    const site = await startBrowserApp({ config: siteConfig });
    onCleanup(() => site.close());
    return site;
  })
  .extend('demo', { scope: 'file' }, async ({ site }) => demoIds(site.t))
  .extend('tokens', { scope: 'file' }, async ({ site }) => tokens(site.t));
