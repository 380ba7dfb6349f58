import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestApp, type TestApp } from './app.js';
import type { AppConfig } from '../../server/config.js';
import { TEST_PASSWORD } from './constants.js';

/** Debian's Chromium, never a downloaded browser, with the flags this network needs. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const SHOTS = resolve('artifacts/e2e');

export interface BrowserApp {
  t: TestApp;
  browser: Browser;
  base: string;
  close(): Promise<void>;
}

/** The built app served on a free port over a fresh database, and Chromium to look at it. */
export async function startBrowserApp(opts: { config?: Partial<AppConfig> } = {}): Promise<BrowserApp> {
  mkdirSync(SHOTS, { recursive: true });
  const t = await createTestApp({ staticDir: resolve('dist'), ...opts });
  // The demo users have agreed to the disclaimers, so their dialog does not cover every suite's screens;
  // tests/e2e/disclaimers.test.ts takes an agreement back to see it.
  await t.asOwner(
    'INSERT INTO disclaimer_agreements (user_id, disclaimer_id, agreed_at) SELECT u.id, d.id, now() FROM users u CROSS JOIN disclaimers d ON CONFLICT DO NOTHING',
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const browser = await launchChromium();
  return {
    t,
    browser,
    base,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}

/**
 * A page of its own (a fresh context, so nothing is shared with other users), signed in as
 * `userName` through the sign-in page. `clock: true` puts the page's timers under the test's control.
 */
export async function signedIn(
  app: Pick<BrowserApp, 'browser' | 'base'>,
  userName: string,
  opts: { clock?: boolean; width?: number; height?: number; password?: string } = {},
): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 } });
  if (opts.clock) await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${app.base}/login`);
  await page.fill('input[name=username]', userName);
  await page.fill('input[name=password]', opts.password ?? TEST_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  return page;
}

/**
 * Types a date or date and time into a picker as a user does: a click on its first section, then
 * the digits of 'dd/mm/yyyy' or 'dd/mm/yyyy hh:mm' (the sections move on by themselves).
 */
export async function typeIntoPicker(picker: Locator, text: string): Promise<void> {
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(text.replace(/\D/g, ''));
}
