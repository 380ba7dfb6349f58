/**
 * The laytime tab in Chromium (issue 34 §1) at the phone, tablet and laptop widths in both
 * languages: a completed call with a weather stop (not counted) and a barge stop (counted) shows
 * time over, its bar with one hatched and one marked stop, the lines as text, and nothing scrolls
 * sideways. The call's statement of facts is signed after completion (laytime comes from it). Screenshots in artifacts/e2e/laytime.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { callWith, completedCall, signAll } from '../support/laytime.js';
import { demoIds, tokens } from '../support/nominations.js';

let app: BrowserApp;
let id: number;
test.beforeAll(async ({ site }) => {
  app = site;
  const d = await demoIds(site.t);
  const k = await tokens(site.t);
  const call = await completedCall(
    site.t,
    d,
    k,
    callWith({
      allFast: 540,
      stops: [
        [470, 440, 'weather'],
        [400, 355, 'barge'],
      ],
    }),
  );
  // Laytime comes from the signed statement of facts: signed after completion, it is computed then.
  await signAll(site.t, k, call.sof.document!.id);
  id = call.id;
});

const SHOT_DIR = join(SHOTS, 'laytime');
const CASES = ([390, 1024, 1440] as const).flatMap((w) => (['en', 'zh'] as const).map((l) => [w, l] as const));

describe("a completed call's laytime tab", () => {
  it.each(CASES)('at %i px in %s: time over, the bar and its lines, nothing sideways', async (width, locale) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    const page = await signedIn(app, 'customer', { width, locale, at: `/barging/index/${id}?tab=laytime` });
    await page.getByTestId('laytime-over').waitFor();
    expect(await page.getByTestId('laytime-stop-excluded').count()).toBe(1);
    expect(await page.getByTestId('laytime-stop-counted').count()).toBe(1);
    expect(await page.getByTestId('laytime-lines').getByRole('listitem').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SHOT_DIR, `customer-${width}-${locale}.png`), fullPage: true });
    await page.context().close();
  });
});
