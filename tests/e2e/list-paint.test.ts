import { describe, expect, it } from 'vitest';
import { seedHistory } from '../../demo/history.js';
import { seedVettingHistory } from '../../demo/vetting/history.js';
import { moveInside, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';

let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  await seedHistory(site.t.database.db, site.t.clock.now);
  await seedVettingHistory(site.t.database.db, site.t.clock.now);
});

const LISTS = ['/barging/index', '/admin/tank', '/ship-vetting/index', '/admin/company', '/auditLog/index'];

/** Where the first row sat when it first showed, and whether the toolbar was there yet (seen per commit). */
const WATCH_FIRST_ROW = `(() => {
  window.__firstRow = null;
  // The screen left behind keeps its rows until the next one renders.
  for (const old of document.querySelectorAll('main tbody tr')) old.setAttribute('data-left', '');
  window.__watch?.disconnect();
  window.__watch = new MutationObserver(() => {
    const row = window.__firstRow ? null : document.querySelector('main tbody tr:not([data-left])');
    if (row) window.__firstRow = { top: row.getBoundingClientRect().top, toolbar: !!document.querySelector('main .RaList-actions button, main .RaList-actions a') };
  });
  window.__watch.observe(document.body, { childList: true, subtree: true });
})()`;

describe('a list screen paints its rows first and keeps them in place when its chrome comes', () => {
  it.each([1440, 1280, 1024])('at %i px the first row does not move', async (width) => {
    const page = await signedIn(app, 'logistics', { width });
    await page.getByRole('banner').waitFor();
    const moved: string[] = [];
    const early: string[] = [];
    for (const path of LISTS) {
      await page.evaluate(WATCH_FIRST_ROW);
      // As a menu click does (the menu folds away below a laptop's width).
      await moveInside(page, path);
      await page.waitForFunction(() => (window as unknown as { __firstRow: unknown }).__firstRow);
      // The chrome comes a frame or so after the rows; by then it is long in.
      await page
        .getByRole('main')
        .getByRole('button', { name: /export/i })
        .waitFor();
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => {
        const first = (window as unknown as { __firstRow: { top: number; toolbar: boolean } }).__firstRow;
        return { ...first, now: document.querySelector('main tbody tr:not([data-left])')?.getBoundingClientRect().top };
      });
      if (seen.now === undefined || Math.abs(seen.now - seen.top) > 1) moved.push(`${path}: ${seen.top} → ${seen.now}`);
      if (width >= 1280 && seen.toolbar) early.push(path);
    }
    await page.context().close();
    expect(moved).toEqual([]);
    // From a laptop's width the rows come alone (src/resources/shared/rowsFirst.tsx).
    expect(early).toEqual([]);
  });
});
