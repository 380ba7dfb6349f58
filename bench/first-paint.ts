/**
 * Bytes a browser moves, as sent (compressed), for the sign-in page and for signing in and seeing
 * the landing screen's first rows, measured in Chromium against the built app (run `npm run build`
 * first) on the demo history. The live notification stream never ends and is left out. Three
 * rounds; prints one JSON line with min/median/max of each.
 */
import type { Page, Response } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.js';
import { PASSWORD, ROUNDS, runBench, spread, startBuiltPortal } from './support.js';

/** The body bytes of every response the page receives while `step` runs, as they travelled. */
async function bytesDuring(page: Page, step: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const count = (r: Response) => {
    if (r.url().endsWith('/notifications/sse')) return;
    sizes.push(
      r
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => 0),
    );
  };
  page.on('response', count);
  await step();
  page.off('response', count);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function main() {
  const { base, close } = await startBuiltPortal('firstpaint');
  const browser = await launchChromium();
  const login: number[] = [];
  const landing: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A fresh context each round: nothing cached, as for a first visit.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    login.push(
      await bytesDuring(page, async () => {
        await page.goto(`${base}/login`, { waitUntil: 'load' });
        await page.getByLabel('User name').waitFor();
      }),
    );
    landing.push(
      await bytesDuring(page, async () => {
        await page.getByLabel('User name').fill('customer');
        await page.getByLabel(/^Password/).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((u) => !u.pathname.endsWith('/login'));
        // The customer's barging list with its first rows.
        await page.goto(`${base}/barging/index`);
        await page.getByRole('row').nth(1).waitFor();
      }),
    );
    await context.close();
  }
  await browser.close();
  await close();
  process.stdout.write(
    `${JSON.stringify({ bench: 'first-paint', unit: 'bytes sent, compressed', login: spread(login, 0), signInToFirstRows: spread(landing, 0) })}\n`,
  );
}

runBench(main);
