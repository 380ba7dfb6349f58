import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';

let t: TestApp;
let browser: Browser;
let base: string;

// 'localhost' reaches the same server as 127.0.0.1: it plays the portal's old address.
test.override('siteConfig', { oldHost: { hosts: ['localhost'], newUrl: 'http://127.0.0.1:1', expiry: '2099-01-01' } });
test.beforeAll(async ({ site }) => {
  ({ t, browser, base } = site);
});

describe('trial notice, disclaimers and the old host, in Chromium', () => {
  it('shows the trial notice while the trial is on, and a barge agrees to the trial terms and the barge letter once', async () => {
    await t.asOwner(
      "DELETE FROM disclaimer_agreements WHERE user_id = (SELECT id FROM users WHERE user_name = 'bargeoperator')",
    );
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${base}/login`);
    await expect
      .poll(() => page.getByTestId('trial-notice').textContent())
      .toBe('Documents and signatures generated during the trial are not legally binding.');
    await page.getByLabel('User name').fill('bargeoperator');
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByTestId('disclaimer-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Trial terms');
    await page.screenshot({ path: `${SHOTS}/disclaimer.png` });
    await dialog.getByRole('button', { name: 'I have read and agree' }).click();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Letter to barge masters');
    await dialog.getByRole('button', { name: 'I have read and agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => [
      localStorage.getItem('berth.terms.trial-terms'),
      localStorage.getItem('berth.readBargeLetter'),
    ]);
    expect(stored.every((v) => v !== null)).toBe(true);
    await expect(page.getByTestId('trial-chip').textContent()).resolves.toBe('Trial');
    await page.reload();
    await page.getByTestId('berth-menu').waitFor();
    await expect(page.getByTestId('disclaimer-dialog').count()).resolves.toBe(0);

    await t.ok({ method: 'PUT', url: '/api/settings', token: await t.login('logistics'), payload: { trial: false } });
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(`${base}/login`);
    await fresh.getByLabel('User name').waitFor();
    await fresh.waitForLoadState('networkidle');
    await expect(fresh.getByTestId('trial-notice').count()).resolves.toBe(0);
    await t.ok({ method: 'PUT', url: '/api/settings', token: await t.login('logistics'), payload: { trial: true } });
  });

  it('on the old host, counts down 10 seconds and then goes to the new address; past the expiry date at once', async () => {
    const oldBase = base.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext();
    await context.clock.install();
    const page = await context.newPage();
    const targets: string[] = [];
    await page.route('http://127.0.0.1:1/**', (route) => {
      targets.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>new host</h1>' });
    });
    await page.goto(`${oldBase}/barging/index?id=5`);
    await expect.poll(() => page.getByTestId('old-host').textContent()).toContain('in 10 seconds');
    await page.screenshot({ path: `${SHOTS}/old-host.png` });
    await page.clock.fastForward('00:05');
    await expect.poll(() => page.getByTestId('old-host').textContent()).toContain('in 5 seconds');
    await page.clock.fastForward('00:06');
    await page.waitForURL('http://127.0.0.1:1/barging/index?id=5');
    expect(targets).toEqual(['http://127.0.0.1:1/barging/index?id=5']);

    const late = await browser.newContext();
    await late.clock.install({ time: new Date('2099-01-02T00:00:00Z') });
    const latePage = await late.newPage();
    await latePage.route('http://127.0.0.1:1/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>new host</h1>' }),
    );
    await latePage.goto(`${oldBase}/login`);
    await latePage.waitForURL('http://127.0.0.1:1/login');
  });
});
