import { revealed } from '../../server/platform/mail.js';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { hotp, stepAt } from '../../server/platform/totp.js';

const CODE_BY_EMAIL = 'Code from the e-mail';
let t: TestApp;
let browser: Browser;
let base: string;

test.beforeAll(async ({ site }) => {
  ({ t, browser, base } = site);
});
const newPage = async (): Promise<Page> =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

describe('signing in, in Chromium', () => {
  it('a barge signs in with the code e-mailed to it', async () => {
    const page = await newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: /Barge\? Sign in with a code/ }).click();
    await page.getByLabel('User name').fill('barge');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('login-info').waitFor();
    const [mail] = await t.asOwner<{ body: string }>(
      'SELECT m.body FROM mail_outbox m JOIN users u ON u.email = m."to" WHERE u.user_name = \'barge\' ORDER BY m.id DESC LIMIT 1',
    );
    const code = /code is (\d{6})/.exec(revealed(mail!.body))![1]!;
    await page.getByLabel(CODE_BY_EMAIL).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('code error');
    await page.getByLabel(CODE_BY_EMAIL).fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/barging/index`);
    await page.context().close();
  });

  it('staff are asked to set up an authenticator; once on, signing in asks for its code', async () => {
    const page = await newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('User name').fill('teamleader');
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('authenticator-notice').getByRole('button', { name: 'Set up now' }).click();
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    const secret = (await page.getByTestId('authenticator-secret').textContent())!;
    await page.getByRole('img', { name: 'QR' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/authenticator-setup.png` });
    await page.getByLabel('Authenticator code').fill(hotp(secret, stepAt(t.clock.now)));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = (await page.getByTestId('recovery-codes').textContent())!.trim().split('\n');
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('authenticator-notice').waitFor({ state: 'detached' });

    // Sign out and in again: the page asks for the code after the user name is known to need one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/login`);
    await page.getByLabel('User name').fill('teamleader');
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Authenticator code').waitFor();
    t.clock.advance(30_000);
    await page.getByLabel('Authenticator code').fill(hotp(secret, stepAt(t.clock.now)));
    await page.screenshot({ path: `${SHOTS}/authenticator-login.png` });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/barging/index`);

    // A recovery code works once, from the same form.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}/login`);
    await page.getByLabel('User name').fill('teamleader');
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Authenticator code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/barging/index`);
    await page.context().close();
  });
});
