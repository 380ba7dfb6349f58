/**
 * Click → first row: from a signed-in screen, the customer clicks "Barging Nomination" in the menu;
 * the clock stops when the list's first row shows. The baseline is the smallest react-admin 5 app
 * listing the same 20 rows (bench/first-row/main.tsx), built and served the same way (compressed,
 * cached). Each round loads both pages afresh (no data cached, the browser's file cache warm), the
 * two interleaved; prints one JSON line with min/median/max of each and of the ratio. Needs
 * `npm run build` first for the portal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../server/paths.js';
import { launchChromium, signedIn } from '../tests/support/browser.js';
import { precompress } from '../vite.config.js';
import { PASSWORD, ROUNDS, runBench, spread, startBuiltPortal } from './support.js';

/**
 * Milliseconds from the click on `entry` to the first data row of the list it opens, timed inside
 * the page (a role query over a whole page costs Playwright more than the app takes to render, and
 * more on the bigger page, so it would not be a fair clock).
 */
async function clickToFirstRow(page: Page, entry: RegExp): Promise<number> {
  const item = page.getByRole('menuitem', { name: entry });
  await item.waitFor();
  // A user reads the screen before clicking; both apps get the same second and a half.
  await page.waitForTimeout(1500);
  await item.evaluate((el) => {
    (window as unknown as { __berthMenuItem: Element }).__berthMenuItem = el;
  });
  // Written as text: tsx would wrap a function in helpers the page does not have.
  return page.evaluate(
    `new Promise((resolve) => {
      const started = performance.now();
      const check = () =>
        document.querySelector('tbody td.column-bargeName') ? resolve(performance.now() - started) : requestAnimationFrame(check);
      window.__berthMenuItem.click();
      requestAnimationFrame(check);
    })`,
  ) as Promise<number>;
}

async function main() {
  const { app, base: portal, close } = await startBuiltPortal('firstrow');

  // The baseline: built like the portal (precompressed), fed the portal's own first page of rows.
  const out = mkdtempSync(join(tmpdir(), 'berth-bare-ra-'));
  await build({
    configFile: false,
    root: join(PROJECT_ROOT, 'bench', 'first-row'),
    plugins: [react(), precompress()],
    build: { outDir: out, emptyOutDir: true },
    logLevel: 'warn',
  });
  const token = (
    (
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'customer', password: PASSWORD } })
    ).json() as {
      data: { token: string };
    }
  ).data.token;
  const rows = (
    await app.inject({
      method: 'GET',
      url: '/api/jput/nomination/list/?pageNum=1&pageSize=20',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as unknown;
  const bare = Fastify({ logger: false });
  await bare.register(fastifyStatic, { root: out, preCompressed: true });
  bare.get('/bare-list', async () => rows);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const baseline = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const browser = await launchChromium();
  const portalPage = await signedIn({ browser, base: portal }, 'customer', { password: PASSWORD });
  const barePage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();

  const ours: number[] = [];
  // Both lists have a barge column (react-admin names its cells column-<source>): its first cell is the first row.
  const theirs: number[] = [];
  // One warm-up of each fills the browsers' file caches; then the rounds, interleaved.
  for (let round = -1; round < ROUNDS; round++) {
    await portalPage.goto(`${portal}/dashboard/index`);
    await portalPage.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const p = await clickToFirstRow(portalPage, /^Barging Nomination/);
    await barePage.goto(`${baseline}/#/home`);
    await barePage.waitForSelector('table tbody tr td');
    const b = await clickToFirstRow(barePage, /^Nominations/);
    if (round >= 0) {
      ours.push(p);
      theirs.push(b);
    }
  }
  await browser.close();
  await bare.close();
  await close();
  rmSync(out, { recursive: true, force: true });
  process.stdout.write(
    `${JSON.stringify({
      bench: 'first-row',
      unit: 'ms from the menu click to the first row',
      portal: spread(ours, 0),
      bareReactAdmin: spread(theirs, 0),
      ratio: spread(
        ours.map((o, i) => o / theirs[i]!),
        2,
      ),
      target: 1.3,
    })}\n`,
  );
}

runBench(main);
