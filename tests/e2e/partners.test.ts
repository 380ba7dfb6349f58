import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { registerPartnerApp } from '../support/partners.js';
import { signCode } from '../../server/modules/partners/partners.signing.js';

let t: TestApp;
let browser: Browser;
let base: string;
let appId: number;
let keyHash: string;
const REDIRECT = 'https://partner.example/callback';

test.beforeAll(async ({ site }) => {
  ({ t, browser, base } = site);
  ({ appId, keyHash } = await registerPartnerApp(t, {
    name: 'Harbour Hub',
    scope: 'nominations',
    redirectUri: REDIRECT,
  }));
});
describe('partner sign-in in Chromium', () => {
  it("a partner's code signs its user in after the page says who; the same link then fails", async () => {
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const code = signCode(keyHash, {
      app: appId,
      user: 'customer',
      scope: 'nominations',
      redirectUri: REDIRECT,
      iat: now,
      exp: now + 120,
      jti: randomUUID(),
    });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/loginByCode?code=${encodeURIComponent(code)}`);
    await page.getByText('Harbour Hub is signing you in to Berth as customer.').waitFor();
    await page.screenshot({ path: `${SHOTS}/partner-code.png` });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/dashboard/index`);
    await page.goto(`${base}/loginByCode?code=${encodeURIComponent(code)}`);
    await expect.poll(() => page.getByTestId('partner-error').textContent()).toBe('code error');
  });

  it('a user signs in at the portal for the partner and is sent back with a one-time code and the state', async () => {
    const page = await (await browser.newContext()).newPage();
    let landed = '';
    await page.route('https://partner.example/**', (route) => {
      landed = route.request().url();
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'partner' });
    });
    await page.goto(`${base}/mvpLogin?app=${appId}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1`);
    await page.getByText('Sign in with your Berth account to continue to Harbour Hub.').waitFor();
    await page.getByLabel('User name').fill('customer');
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.hostname === 'partner.example');
    const back = new URL(landed);
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
  });
});
