import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOTS, startBrowserApp, type BrowserApp } from '../support/browser.js';
import { TEST_PASSWORD } from '../support/constants.js';

let app: BrowserApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ browser, base } = app);
});
afterAll(async () => {
  await app?.close();
});

describe('registration in Chromium', () => {
  it('registers a company, the admin finds the activation e-mail in the outbox, the link activates the account, and it signs in', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${base}/login`);
    await visitor.getByRole('link', { name: /Register your company/ }).click();
    await visitor.waitForURL(`${base}/register`);
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => visitor.getByText('Required field must be filled in').count()).toBeGreaterThan(3);
    const fill = (name: string, value: string) => visitor.locator(`input[name=${name}]`).fill(value);
    await fill('companyName', 'Lighthouse Marine Pte. Ltd.');
    await fill('country', 'SG');
    await fill('userName', 'lighthouse.admin');
    await fill('nickName', 'Siti Rahman');
    await fill('email', 'siti@lighthouse.example');
    await fill('password', 'short');
    await fill('confirm', 'short');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor.getByText(/at least 12 characters/).waitFor();
    await fill('password', TEST_PASSWORD);
    await fill('confirm', TEST_PASSWORD);
    await visitor.screenshot({ path: `${SHOTS}/register.png` });
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor
      .getByTestId('register-done')
      .getByText(/siti@lighthouse\.example/)
      .waitFor();

    // The terminal admin reads the e-mail in Settings → Outbox.
    const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await admin.goto(`${base}/login`);
    await admin.fill('input[name=username]', 'logistics');
    await admin.fill('input[name=password]', TEST_PASSWORD);
    await admin.click('button[type=submit]');
    await admin.waitForURL((u) => !u.pathname.endsWith('/login'));
    await admin.goto(`${base}/settings/index?tab=outbox`);
    await admin.getByPlaceholder('Search').fill('lighthouse');
    const row = admin.locator('tr', { hasText: 'siti@lighthouse.example' });
    await row.click();
    const body = await admin.getByTestId('mail-body').textContent();
    await admin.screenshot({ path: `${SHOTS}/outbox.png` });
    const link = /https?:\/\/\S+\/activate\?code=[\w-]+/.exec(body ?? '')?.[0];
    expect(link).toBeDefined();

    // Before activation the account cannot sign in; after it, it can.
    await visitor.goto(`${base}/login`);
    await visitor.fill('input[name=username]', 'lighthouse.admin');
    await visitor.fill('input[name=password]', TEST_PASSWORD);
    await visitor.click('button[type=submit]');
    await visitor.getByTestId('login-error').waitFor();

    await visitor.goto(link!);
    await visitor
      .getByText('Activate the account lighthouse.admin (siti@lighthouse.example) of Lighthouse Marine Pte. Ltd.')
      .waitFor();
    await visitor.getByRole('button', { name: 'Activate' }).click();
    await visitor.getByTestId('activate-done').waitFor();
    await visitor.screenshot({ path: `${SHOTS}/activated.png` });
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL(`${base}/login`);
    await visitor.fill('input[name=username]', 'lighthouse.admin');
    await visitor.fill('input[name=password]', TEST_PASSWORD);
    await visitor.click('button[type=submit]');
    await visitor.waitForURL(`${base}/dashboard/index`);

    // The link works once.
    await visitor.goto(link!);
    await expect
      .poll(() => visitor.getByTestId('activate-error').textContent())
      .toBe('The URL is invalid or has been confirmed.');
  });
});
