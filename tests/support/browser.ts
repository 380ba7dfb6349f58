import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestApp, type TestApp } from './app.js';
import type { AppConfig } from '../../server/config.js';
import { TEST_PASSWORD } from './constants.js';
import { STORAGE } from '../../src/dataProvider/session.js';

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
/** Where react-admin's store keeps the reader's language (a JSON string). */
export const LOCALE_KEY = 'RaStore.locale';
/**
 * Whether the sweeps (widths, records) photograph every screen they visit, for people to look at, or only the
 * screens with a finding: `.ci/run` sets BERTH_SHOTS=failures, as no one looks at CI's pictures and a shot is an
 * eighth of the sweep's time.
 */
export const SHOOT_EVERY_SCREEN = process.env.BERTH_SHOTS !== 'failures';

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
 * A page of its own (a fresh context, so nothing is shared with other users), signed in as `userName` and
 * opened at the user's landing, or at `at` (a path) in `locale`. The sign-in is the app's own call, and the
 * context starts with what the app would have stored (the token, the reader's language): the sign-in page itself
 * is tried by sign-in.test.ts and menus.test.ts. Each app load is about a second of CPU, so a test that wants
 * another screen than the landing names it here rather than loading the landing first.
 * `clock: true` puts the page's timers under the test's control.
 */
export async function signedIn(
  app: Pick<BrowserApp, 'browser' | 'base'>,
  userName: string,
  opts: { clock?: boolean; width?: number; height?: number; password?: string; at?: string; locale?: 'en' | 'zh' } = {},
): Promise<Page> {
  const res = await fetch(`${app.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: opts.password ?? TEST_PASSWORD }),
  });
  const body = (await res.json()) as { msg: string; data?: { token: string; landing: string } };
  if (!res.ok || !body.data) throw new Error(`${userName} could not sign in: ${res.status} ${body.msg}`);
  const context = await app.browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: app.base,
          localStorage: [
            { name: STORAGE.adminToken, value: body.data.token },
            ...(opts.locale ? [{ name: LOCALE_KEY, value: JSON.stringify(opts.locale) }] : []),
          ],
        },
      ],
    },
  });
  if (opts.clock) await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${app.base}${opts.at ?? body.data.landing}`);
  return page;
}

/** Stores the reader's language as the app does; the app reads it on its next load. */
export async function storeLocale(page: Page, locale: 'en' | 'zh'): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: LOCALE_KEY,
    value: JSON.stringify(locale),
  });
}

/**
 * Moves the signed-in app to `path` as a menu click or a link does (the router's history, no load). With
 * `newTitle`, waits up to 5 s for the screen to name itself in the page's title (a tab of the same screen keeps it).
 */
export async function moveInside(page: Page, path: string, opts: { newTitle?: boolean } = {}): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (opts.newTitle)
    await page.waitForFunction((prev) => document.title !== prev, before, { timeout: 5_000 }).catch(() => {});
}

/**
 * Types a date or date and time into a picker as a user does: a click on its first section, then
 * the digits of 'dd/mm/yyyy' or 'dd/mm/yyyy hh:mm' (the sections move on by themselves).
 */
export async function typeIntoPicker(picker: Locator, text: string): Promise<void> {
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(text.replace(/\D/g, ''));
}
