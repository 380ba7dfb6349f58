import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';

let t: TestApp;
let browser: Browser;
let base: string;

let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t, browser, base } = site);
});
/** Signed in with the page's clock under the test's control: no real 30-minute waits. */
async function signedInWithClock(userName: string): Promise<Page> {
  const page = await signedIn(app, userName, { clock: true, width: 1280, height: 800 });
  await page.getByTestId('berth-menu').waitFor();
  return page;
}

describe('the inactivity reminder', () => {
  it('counts down after 30 idle minutes, Continue resets it, and at zero the user is signed out on both sides', async () => {
    const page = await signedInWithClock('customer');
    const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
    const dialog = page.getByTestId('idle-dialog');

    await page.clock.fastForward('29:50');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.clock.fastForward('00:11');
    await expect.poll(() => dialog.textContent()).toMatch(/logged out in (10|9) seconds/);
    await page.screenshot({ path: `${SHOTS}/idle-dialog.png` });
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.clock.fastForward('29:00');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.clock.fastForward('01:01');
    await dialog.waitFor();
    await page.clock.fastForward('00:05');
    await expect.poll(() => dialog.textContent()).toMatch(/in [45] seconds/);
    await page.clock.fastForward('00:06');
    await page.waitForURL(`${base}/login`);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token: token! })).status).toBe(401);
    await page.context().close();
  });

  it('does not run on public pages', async () => {
    const context = await browser.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${base}/register`);
    await page.clock.fastForward('31:00');
    await expect(page.getByTestId('idle-dialog').count()).resolves.toBe(0);
    expect(page.url()).toBe(`${base}/register`);
    await context.close();
  });
});

describe('the new-version dialog', () => {
  it('appears when the server runs another build; Skip keeps working, Log out signs out', async () => {
    const page = await signedInWithClock('logistics');
    const dialog = page.getByTestId('version-dialog');
    const loaded = t.app.config.version;
    try {
      t.app.config.version = '9.9.10';
      await page.clock.fastForward('00:31');
      await expect.poll(() => dialog.textContent()).toContain('version 9.9.10');
      await page.screenshot({ path: `${SHOTS}/version-dialog.png` });
      await page.getByRole('button', { name: 'Skip' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.clock.fastForward('01:00');
      await expect(dialog.isVisible()).resolves.toBe(false);

      t.app.config.version = '9.9.11';
      await page.clock.fastForward('00:31');
      await expect.poll(() => dialog.textContent()).toContain('version 9.9.11');
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${base}/login`);
    } finally {
      t.app.config.version = loaded;
    }
    await page.context().close();
  });
});
