import { describe, expect, it, type ExpectStatic } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seedHistory } from '../../demo/history.js';
import { seedPilotageHistory } from '../../demo/pilotage.js';
import { SHOOT_EVERY_SCREEN, SHOTS, signedIn, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { axeCheck, describeFindings } from '../support/axe.js';

/**
 * Issue 35 #8 and the planning screens' accessibility: the pilotage planner, the Pilot Jobs screen
 * (the head of pilot's Dispatch with its Assign and proposal dialogs, the pilot's own jobs) and the
 * berth board (its phone agenda too), at 390, 1024 and 1440 px in English and Chinese, each as the
 * user who works on it: no serious or critical axe finding, and what the walk found cut is whole.
 */
let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  // The demo's nominations and their pilot jobs: windows on the board, jobs on the planner's lanes.
  await seedHistory(site.t.database.db, site.t.clock.now);
  await seedPilotageHistory(site.t.database.db, site.t.clock.now);
  // The demo staffs every job near at hand, and at some hours of the day none is left waiting in the days shown:
  // the next job in three to twenty hours waits for a pilot again, for the planner to pick and Dispatch to propose.
  await site.t.asOwner(
    `WITH next AS (SELECT id FROM pilot_jobs WHERE pilot_id IS NOT NULL AND status IN ('Requested', 'Confirmed')
       AND required_at BETWEEN now() + interval '3 hours' AND now() + interval '20 hours' ORDER BY required_at LIMIT 1),
     tugs AS (DELETE FROM pilot_job_tugs WHERE job_id IN (SELECT id FROM next))
     UPDATE pilot_jobs SET pilot_id = NULL, status = 'Requested' WHERE id IN (SELECT id FROM next)`,
  );
});

const WIDTHS = [390, 1024, 1440] as const;
const LOCALES = ['en', 'zh'] as const;
type Width = (typeof WIDTHS)[number];
type Locale = (typeof LOCALES)[number];

/**
 * Waits for the screen's data: no loading indicator left, then a moment for the last paint. Polls with the test's
 * own `expect`: the runs are concurrent, and the shared one cannot tell which test polls.
 */
async function settled(page: Page, ready: Locator, local: ExpectStatic) {
  await ready.first().waitFor({ timeout: 20_000 });
  await local.poll(() => page.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(300);
}

/** Every element of `box` shows all of its text: nothing is cut by an ellipsis or hidden overflow. */
const whole = (box: Locator) =>
  box.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible')
      .map((n) => n.textContent),
  );

interface Screen {
  path: string;
  ready(page: Page, width: Width): Locator;
  /** Checks of the screen beyond axe; answers further states (dialogs) to check with axe too. */
  also?(page: Page, width: Width, locale: Locale, grave: (where: string) => Promise<void>): Promise<void>;
}

const planner: Screen = {
  path: '/pilotagePlanning/index',
  ready: (page, width) => page.getByTestId(width === 390 ? 'open-jobs' : 'lane-area'),
  async also(page, width, locale, grave) {
    if (width > 390) {
      // Walk 35 #8: at 1440 "Days 2" showed about one day and scrolled the rest inside the card.
      const area = page.getByTestId('lane-area');
      const fit = await area.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(fit.scroll, `${width} ${locale}: the two days scroll inside the card`).toBeLessThanOrEqual(fit.client);
      // Bars name the barge: "#321 Harbour Star 1", not "#321".
      const bar = area.getByRole('button', { name: /^#\d+ / }).first();
      expect(await bar.innerText()).toMatch(/^#\d+ \S.*\S$/);
      expect((await bar.innerText()).length).toBeGreaterThan(6);
      // The pilots' names are whole.
      expect(await whole(area)).toEqual([]);
    }
    // A job picked: every lane shows its verdict (tinted rows, coloured words).
    await page.getByTestId('open-jobs').getByRole('button').first().click();
    await page.locator('[data-verdict]').first().waitFor();
    await grave('a job picked');
    if (SHOOT_EVERY_SCREEN)
      await page.screenshot({ path: `${SHOTS}/planner-a11y-${width}-${locale}.png`, fullPage: true });
  },
};

const board: Screen = {
  path: '/barging/index/board',
  ready: (page, width) => page.getByTestId(width === 390 ? 'board-agenda' : /^berth-row-/),
  async also(page, width, locale) {
    // The waiting nominations' chips show their whole line (cut at 390 px in the walk).
    const chips = page.getByTestId(/^waiting-\d+$/);
    expect(await chips.count()).toBeGreaterThan(0);
    for (const chip of await chips.all()) expect(await whole(chip), `${width} ${locale}`).toEqual([]);
    if (width === 390) {
      // The phone's agenda: each berth's windows a list of items.
      const agenda = page.getByTestId('board-agenda');
      expect(await agenda.getByRole('list').count()).toBeGreaterThan(0);
      expect(await agenda.getByRole('listitem').count()).toBeGreaterThan(0);
      if (SHOOT_EVERY_SCREEN)
        await page.screenshot({ path: `${SHOTS}/board-a11y-${width}-${locale}.png`, fullPage: true });
    }
  },
};

const dispatch: Screen = {
  path: '/pilot/index',
  ready: (page) => page.getByTestId('dispatch'),
  async also(page, _width, locale, grave) {
    const assign = page.getByTestId('dispatch').getByRole('button', { name: locale === 'en' ? 'Assign' : '分配' });
    await assign.first().click();
    await page.getByRole('dialog').waitFor();
    await grave('the Assign dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: locale === 'en' ? 'Auto-assign these days' : '自动分配所示日期' }).click();
    const proposal = page.getByTestId('proposal').getByRole('dialog');
    await proposal.waitFor();
    // The proposal in the planner's words (walk 35 #8: "first-fit by number would staff 5").
    await proposal
      .getByText(locale === 'en' ? /^Auto-assign would staff \d+ of \d+ jobs? waiting/ : /自动分配可安排 \d+ 项/)
      .waitFor();
    await grave('the proposal');
  },
};

const ownJobs: Screen = { path: '/pilot/index', ready: (page) => page.getByTestId('pilot-jobs') };

const WORK: [string, Screen[]][] = [
  ['logistics', [planner, board]],
  ['headpilot', [dispatch]],
  ['pilot', [ownJobs]],
];

describe('the planning screens at every width and in both languages', () => {
  // Two runs at once, as the menu screens' sweep (widths.test.ts): one fills the other's waits.
  it.concurrent.for(WORK.flatMap(([user, screens]) => WIDTHS.map((w) => [user, w, screens] as const)))(
    '%s at %i px: no serious or critical axe finding, the days fit, nothing cut',
    async ([userName, width, screens], { expect }) => {
      const page = await signedIn(app, userName, { width });
      const found: string[] = [];
      for (const locale of LOCALES) {
        if (locale === 'zh') await storeLocale(page, 'zh');
        for (const s of screens) {
          await page.goto(`${app.base}${s.path}`);
          await settled(page, s.ready(page, width), expect);
          const where = `${userName} ${width} ${locale} ${s.path}`;
          const grave = async (state: string) =>
            void found.push(...describeFindings(`${where} (${state})`, await axeCheck(page, `${where} (${state})`)));
          await grave('as opened');
          await s.also?.(page, width, locale, grave);
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
  );
});
