import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOTS, signedIn } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import type { TestApp } from '../support/app.js';
import { revealed } from '../../server/platform/mail.js';

let browser: Browser;
let base: string;
let t: TestApp;

test.beforeAll(async ({ site }) => {
  ({ browser, base, t } = site);
});
describe('registration in Chromium', () => {
  it('registers a company, the outbox shows the activation e-mail with its link masked, the link activates the account, and it signs in', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${base}/login`);
    await visitor.getByRole('link', { name: /Register your company/ }).click();
    await visitor.waitForURL(`${base}/register`);
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => visitor.getByText('Required field must be filled in').count()).toBeGreaterThan(3);
    // Required inputs' labels end with an asterisk.
    const fill = (label: string, value: string) =>
      visitor.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`)).fill(value);
    await fill('Company name', 'Lighthouse Marine Pte. Ltd.');
    await fill('Country (ISO code)', 'SG');
    await fill('User name', 'lighthouse.admin');
    await fill('Your name', 'Siti Rahman');
    await fill('E-mail', 'siti@lighthouse.example');
    await fill('Password', 'short');
    await fill('Confirm password', 'short');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor.getByText(/at least 12 characters/).waitFor();
    await fill('Password', TEST_PASSWORD);
    await fill('Confirm password', TEST_PASSWORD);
    await visitor.screenshot({ path: `${SHOTS}/register.png` });
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor
      .getByTestId('register-done')
      .getByText(/siti@lighthouse\.example/)
      .waitFor();

    // The terminal admin sees the e-mail in Settings → Outbox, its link masked (only the recipient gets it).
    const admin = await signedIn({ browser, base }, 'logistics', { at: '/settings/index?tab=outbox' });
    await admin.getByPlaceholder('Search').fill('lighthouse');
    const row = admin.getByRole('row').filter({ hasText: 'siti@lighthouse.example' });
    await row.click();
    const body = await admin.getByTestId('mail-body').textContent();
    await admin.screenshot({ path: `${SHOTS}/outbox.png` });
    expect(body).not.toMatch(/activate\?code=/);
    expect(body).toContain('••••••');
    // The recipient's copy of the e-mail holds the link.
    const [mail] = await t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [
      'siti@lighthouse.example',
    ]);
    const code = /\/activate\?code=([\w-]+)/.exec(revealed(mail!.body))![1]!;
    const link = `${base}/activate?code=${code}`;

    // Before activation the account cannot sign in; after it, it can.
    await visitor.goto(`${base}/login`);
    await visitor.getByLabel('User name').fill('lighthouse.admin');
    await visitor.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.getByTestId('login-error').waitFor();

    await visitor.goto(link);
    await visitor
      .getByText('Activate the account lighthouse.admin (siti@lighthouse.example) of Lighthouse Marine Pte. Ltd.')
      .waitFor();
    await visitor.getByRole('button', { name: 'Activate' }).click();
    await visitor.getByTestId('activate-done').waitFor();
    await visitor.screenshot({ path: `${SHOTS}/activated.png` });
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL(`${base}/login`);
    await visitor.getByLabel('User name').fill('lighthouse.admin');
    await visitor.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.waitForURL(`${base}/dashboard/index`);

    // The link works once.
    await visitor.goto(link);
    await expect
      .poll(() => visitor.getByTestId('activate-error').textContent())
      .toBe('The URL is invalid or has been confirmed.');
  });
});
