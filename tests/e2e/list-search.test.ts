import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, signedIn } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';

/**
 * A search typed into a list is applied half a second later (react-admin's debounce). A person who
 * types and opens a row within that half second has left the list: the late search must not take
 * them back to it.
 */
async function typeThenOpen(page: Page, base: string, list: string, record: RegExp) {
  page.setDefaultTimeout(20_000);
  await page.goto(`${base}${list}`);
  const first = page.getByRole('row').nth(1);
  await first.waitFor();
  // The page's clock stands still from here until the row is clicked: the click comes within the debounce however
  // slow the machine (a CI run typed, then clicked after the search had emptied the list).
  await page.clock.pauseAt(Date.now() + 1_000);
  // Letters that match nothing: were the search applied on the list, its rows would be gone.
  await page.getByPlaceholder('Search').pressSequentially('zz');
  await first.click({ force: true });
  await page.clock.resume();
  await page.waitForURL(record);
  // Well past the debounce (500 ms) and the navigation it would have made.
  await page.waitForTimeout(1_500);
  expect(new URL(page.url()).pathname).toMatch(record);
  expect(new URL(page.url()).search).toBe('');
}

describe('a list left while its search is pending', () => {
  test('keeps the opened record on screen', { timeout: 120_000 }, async ({ site }) => {
    const { base } = site;
    const page = await signedIn(site, 'logistics', { clock: true });
    // The record screens' code comes a second late, as on a slow phone line: React keeps the list on
    // screen meanwhile (the router's transition), and that is when the pending search used to fire.
    await page.route(/\/assets\/(Ship|Company)Views-[^/]*\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1_000));
      await route.continue();
    });
    try {
      await typeThenOpen(page, base, '/admin/ship', /\/admin\/ship\/\d+$/);
      await typeThenOpen(page, base, '/admin/company', /\/admin\/company\/\d+$/);
    } catch (e) {
      await page.screenshot({ path: `${SHOTS}/list-search-left.png` });
      throw e;
    }
  });
});
