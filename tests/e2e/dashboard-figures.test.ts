import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoHistory } from '../../demo/index.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';

/**
 * The dashboards over the demo's history, as the user walk saw them (issue 31 point 12): no two
 * figures of a dashboard share a name, and the terminal's tonnes by product count exactly the
 * period's Completed figure; the port calls' section (issue 33) shows calls, and nothing scrolls
 * sideways. Screenshots at the laptop, tablet and phone widths, in English and Chinese.
 */
let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  // The whole demo story: its statements of facts give the port calls' section its figures.
  await seedDemoHistory(site.t.database.db, site.t.clock.now);
});

const SHOT_DIR = join(SHOTS, 'dashboard');
const CASES = (['customer', 'logistics'] as const).flatMap((user) =>
  ([1440, 1024, 390] as const).flatMap((width) =>
    (['en', 'zh'] as const).map((locale) => [user, width, locale] as const),
  ),
);

describe('the dashboard over the demo', () => {
  it.each(CASES)(
    '%s at %i px in %s: every figure named once, throughput adds up to Completed',
    async (user, width, locale) => {
      mkdirSync(SHOT_DIR, { recursive: true });
      const page = await signedIn(app, user, { width, locale, at: '/dashboard/index' });
      const completed = page.getByTestId('figure-completed');
      await completed.waitFor();
      // The port calls' section (issue 33) over the demo's statements of facts: calls that stayed
      // alongside (the terminal's count of calls is the Berthings card above: each figure once).
      const alongside = page.getByTestId('figure-portCalls-alongside');
      await alongside.waitFor();
      expect(Number.parseFloat((await alongside.textContent()) ?? '')).toBeGreaterThan(0);
      const names = await page
        .locator('[data-figure]')
        .evaluateAll((all) => all.map((e) => e.getAttribute('data-figure')!));
      // The name before its period or qualifier ("Completed, last 30 days", "已完成（最近 30 天）").
      const stems = names.map((n) => n.split(/[,:，：（]/)[0]!.trim());
      expect(stems.filter((n, i) => stems.indexOf(n) !== i)).toEqual([]);
      expect(names.length).toBeGreaterThan(5);
      if (user === 'logistics') {
        // Each product's bar says how many completed nominations its tonnes weigh ("· 27 completed", "· 已完成 27 个").
        const products = await page
          .getByTestId('count-bars-throughput')
          .locator('[data-figure]')
          .evaluateAll((all) => all.map((e) => Number(/· \D*(\d+)/.exec(e.getAttribute('data-figure')!)![1])));
        expect(products.length).toBeGreaterThan(0);
        expect(products.reduce((a, b) => a + b, 0)).toBe(Number(await completed.textContent()));
        // Each product's tonnes on one line, also on a phone: the label wraps, "48,096 t" does not.
        const lines = await page
          .getByTestId('count-bars-throughput')
          .locator('[data-figure]')
          .evaluateAll((all) =>
            all.map((e) => {
              const range = document.createRange();
              range.selectNodeContents(e.firstElementChild!.lastElementChild!);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            }),
          );
        expect(lines).toEqual(products.map(() => 1));
      }
      if (user === 'logistics') {
        // The berths' table (cards on a phone) lists each berth; nothing scrolls sideways.
        await page.getByTestId('portCalls-berths').waitFor();
        expect(await page.getByTestId('portCalls-berths').getByText('J1-A').count()).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `${user}-${width}-${locale}.png`), fullPage: true });
      await page.context().close();
    },
  );
});
