import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { DEMO_USERS } from '../../demo/seed.js';
import { landingFor, menusFor } from '../../contract/menus.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let browser: Browser;
let base: string;

test.beforeAll(async ({ site }) => {
  ({ t, browser, base } = site);
});
async function signIn(page: Page, username: string, password = TEST_PASSWORD) {
  if (!page.url().endsWith('/login')) await page.goto(`${base}/login`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('each demo user in Chromium', () => {
  it.each(DEMO_USERS.map((u) => [u.userName, u.userType, u.role] as const))(
    '%s signs in, lands where the table says and sees exactly its menu',
    async (userName, userType, role) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, userName);
      const landing = landingFor({ userType, role });
      await page.waitForURL(`${base}${landing}`);
      const items = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
      await items.first().waitFor();
      const entries = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-menu')));
      expect(entries).toEqual(menusFor({ userType, role }));
      await page.screenshot({ path: `${SHOTS}/${userName}.png` });
      await context.close();
    },
  );
});

describe('the shell', () => {
  it('sends unknown paths to /404 and the public routes need no sign-in', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/no/such/screen`);
    await page.waitForURL(`${base}/404`);
    await page.goto(`${base}/register`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Register a company');
    expect(page.url()).toBe(`${base}/register`);
    await page.close();
  });

  it('hides Change Password from barge users and notifications from the admin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'barge');
    await page.waitForURL(`${base}/barging/index`);
    await page.getByText('barge (Harbour Star 1)').click();
    await page.getByTestId('menu-view-profile').waitFor();
    expect(await page.getByTestId('menu-change-password').count()).toBe(0);
    expect(await page.getByTestId('notifications-button').count()).toBe(1);
    await context.close();

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin');
    await adminPage.waitForURL(`${base}/admin/unqualified-ships`);
    await adminPage.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await adminPage.getByTestId('notifications-button').count()).toBe(0);
    await admin.close();
  });

  it('keeps both password messages until closed, then a change signs the user out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'controlroom');
    await page.waitForURL(`${base}/barging/index`);
    await page.getByText('Control Room', { exact: true }).click();
    await page.getByTestId('menu-change-password').click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
    await dialog.getByLabel(/^New password/).fill('weak');
    await dialog.getByLabel('Confirm new password').fill('different');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const messages = page.getByTestId('password-message');
    await expect(messages.allTextContents()).resolves.toEqual([
      'New Password needs to be at least 12 characters long and should contain an upper case, lower case, digit and special character (!, @, $, %, ^, &, *, +, #)',
      'New Passwords do not match',
    ]);
    await page.waitForTimeout(1500);
    expect(await messages.count()).toBe(2);
    await messages.first().getByRole('button').click();
    expect(await messages.count()).toBe(1);
    await dialog.getByLabel(/^New password/).fill('Brand New#Pass1');
    await dialog.getByLabel('Confirm new password').fill('Brand New#Pass1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(`${base}/login`);
    await signIn(page, 'controlroom', 'Brand New#Pass1');
    await page.waitForURL(`${base}/barging/index`);
    await context.close();
  });

  it('on an expired session goes to /login, shows the message and forgets the admin token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'teamleader');
    await page.waitForURL(`${base}/barging/index`);
    t.clock.advance(31 * MINUTE); // idle past the server's 30 minutes
    await page.goto(`${base}/highVariance/index`);
    await page.waitForURL(`${base}/login`);
    await expect(page.getByTestId('login-notice').textContent()).resolves.toBe(
      'Your login status has expired, you can stay on this page or log in again',
    );
    expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();
    await context.close();
  });

  it('turns the menu into a popover at 1024 px and shows back-to-top after scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    await signIn(page, 'logistics');
    await page.waitForURL(`${base}/dashboard/index`);
    // Below the md breakpoint react-admin renders the menu in a temporary (modal) drawer.
    await page.getByRole('banner').waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${base}/auditLog/index`);
    await page.getByRole('table').waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 600);
    });
    await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${SHOTS}/tablet-audit-log.png` });
    await context.close();
  });
});
