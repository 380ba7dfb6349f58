/**
 * Click → first row: from a signed-in screen, the customer clicks "Barging Nomination" in the menu;
 * the clock stops when the list's first row shows. The baseline is the smallest react-admin 5 app
 * listing the same 20 rows (bench/first-row/main.tsx), built and served the same way (compressed,
 * cached). Two kinds of rounds, each portal then bare, interleaved:
 * - cold: a fresh browser context per round (caches empty): the portal's sign-in page, signing in,
 *   the landing dashboard, then the click; the bare app's first list, then the click;
 * - warm: one context per app across rounds (the file cache full), the page loaded afresh.
 * Prints one JSON line with min/median/max of each and of the ratio. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { launchChromium, signedIn } from '../tests/support/browser.js';
import {
  BARE_ENTRY,
  PORTAL_ENTRY,
  VIEWPORT,
  clickToFirstRow,
  coldBare,
  coldPortal,
  startBareList,
} from './first-row/bare.js';
import { PASSWORD, ROUNDS, runBench, spread, startBuiltPortal } from './support.js';

const summary = (ours: number[], theirs: number[]) => ({
  portal: spread(ours, 0),
  bareReactAdmin: spread(theirs, 0),
  ratio: spread(
    ours.map((o, i) => o / theirs[i]!),
    2,
  ),
});

async function main() {
  const { app, base: portal, close } = await startBuiltPortal('firstrow');
  const bare = await startBareList(app);
  const browser = await launchChromium();

  const cold = { ours: [] as number[], theirs: [] as number[] };
  // One unmeasured round first: the server's and the browser's own first-time costs.
  for (let round = -1; round < ROUNDS; round++) {
    const p = await coldPortal(browser, portal);
    const ms = await clickToFirstRow(p, PORTAL_ENTRY);
    await p.context().close();
    const b = await coldBare(browser, bare.base);
    const bareMs = await clickToFirstRow(b, BARE_ENTRY);
    await b.context().close();
    if (round >= 0) {
      cold.ours.push(ms);
      cold.theirs.push(bareMs);
    }
  }

  const warm = { ours: [] as number[], theirs: [] as number[] };
  const portalPage: Page = await signedIn({ browser, base: portal }, 'customer', { password: PASSWORD });
  const barePage = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  // One warm-up of each fills the browsers' file caches; then the rounds, interleaved.
  for (let round = -1; round < ROUNDS; round++) {
    await portalPage.goto(`${portal}/dashboard/index`);
    await portalPage.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const p = await clickToFirstRow(portalPage, PORTAL_ENTRY);
    await barePage.goto(`${bare.base}/#/home`);
    await barePage.waitForSelector('table tbody tr td');
    const b = await clickToFirstRow(barePage, BARE_ENTRY);
    if (round >= 0) {
      warm.ours.push(p);
      warm.theirs.push(b);
    }
  }
  await browser.close();
  await bare.close();
  await close();
  process.stdout.write(
    `${JSON.stringify({
      bench: 'first-row',
      unit: 'ms from the menu click to the first row',
      rounds: ROUNDS,
      cold: summary(cold.ours, cold.theirs),
      warm: summary(warm.ours, warm.theirs),
      target: 1.3,
    })}\n`,
  );
}

runBench(main);
