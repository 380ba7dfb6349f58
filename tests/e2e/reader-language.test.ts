import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, signedIn } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { axeCheck } from '../support/axe.js';

// The barging list with its "from" day filter shown (the test's database has no nominations: no pager).
const LIST = `/barging/index?displayedFilters=${encodeURIComponent('{"startDate":true}')}`;

/** What a screen reader is told of the picker's sections (the one picker shown) and the page's language. */
async function readerNames(page: Page) {
  await page.getByRole('spinbutton').first().waitFor();
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    sections: await page.getByRole('spinbutton').evaluateAll((all) => all.map((s) => s.getAttribute('aria-label'))),
  };
}

/**
 * Issue 35 item 3: on Chinese screens a screen reader heard the pickers' "Day, Month, Year" and the
 * pagers' "Go to next page", MUI's own English, and the page said lang="en". They follow the
 * language the reader chooses, at once, without a reload.
 */
describe('screen-reader names in the reader’s language', () => {
  test('follow a switch to Chinese on list screens', { timeout: 180_000 }, async ({ site }) => {
    const page = await signedIn(site, 'logistics');
    page.setDefaultTimeout(30_000);
    try {
      await page.goto(`${site.base}${LIST}`);
      const english = await readerNames(page);
      expect(english.lang).toBe('en');
      expect(english.sections).toEqual(['Day', 'Month', 'Year']);

      await page.getByRole('button', { name: /\bEN\b/ }).click();
      await page.getByRole('menuitem', { name: /中文/ }).click();
      await expect
        .poll(async () => (await readerNames(page)).sections, { timeout: 30_000 })
        .toEqual(['日期', '月份', '年份']);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await page.getByRole('button', { name: /^选择日期/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /Choose date/ }).count()).toBe(0);
      expect(await axeCheck(page, 'reader-language logistics 1440 zh /barging/index')).toEqual([]);

      // The four seeded ships, two a page: a pager with somewhere to go.
      await page.goto(`${site.base}/admin/ship?page=1&perPage=2`);
      await page.getByRole('button', { name: '下一页' }).waitFor();
      expect(await page.getByRole('button', { name: '上一页' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /Go to (next|previous|first|last) page/ }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await axeCheck(page, 'reader-language logistics 1440 zh /admin/ship')).toEqual([]);
    } catch (e) {
      await page.screenshot({ path: `${SHOTS}/reader-language.png` });
      throw e;
    }
  });
});
