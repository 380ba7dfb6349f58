/**
 * What the first-row and bundle benches share: the bare react-admin 5 list they compare the portal
 * with (bench/first-row/main.tsx, built and served like the portal: precompressed, fed the portal's
 * own first page of rows), and the cold path through both apps in a fresh browser context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/paths.js';
import { precompress } from '../../vite.config.js';
import { PASSWORD } from '../support.js';

export const VIEWPORT = { width: 1440, height: 900 };

/** The bare app, built afresh and served on a free port with the customer's first page of nominations. */
export async function startBareList(portal: FastifyInstance) {
  const out = mkdtempSync(join(tmpdir(), 'berth-bare-ra-'));
  await build({
    configFile: false,
    root: join(PROJECT_ROOT, 'bench', 'first-row'),
    plugins: [react(), precompress()],
    build: { outDir: out, emptyOutDir: true },
    logLevel: 'warn',
  });
  const login = await portal.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'customer', password: PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const rows = (
    await portal.inject({
      method: 'GET',
      url: '/api/jput/nomination/list/?pageNum=1&pageSize=20',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as unknown;
  const bare = Fastify({ logger: false });
  await bare.register(fastifyStatic, { root: out, preCompressed: true });
  bare.get('/bare-list', async () => rows);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    async close() {
      await bare.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * Milliseconds from the click on `entry` to the first data row of the list it opens, timed inside
 * the page (a role query over a whole page costs Playwright more than the app takes to render, and
 * more on the bigger page, so it would not be a fair clock). Both lists have a barge column
 * (react-admin names its cells column-<source>): its first cell is the first row.
 */
export async function clickToFirstRow(page: Page, entry: RegExp): Promise<number> {
  // The bare react-admin app's menu holds menuitems; the portal's side menu holds links (issue 35).
  const item = page
    .getByRole('menuitem', { name: entry })
    .or(page.getByRole('link', { name: entry }))
    .first();
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

/** A fresh context (empty caches): the sign-in page, the customer signs in and lands on the dashboard. */
export async function coldPortal(browser: Browser, base: string, watch?: (page: Page) => void): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  watch?.(page);
  await page.goto(`${base}/login`);
  await page.fill('input[name=username]', 'customer');
  await page.fill('input[name=password]', PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  return page;
}

/** A fresh context (empty caches) on the bare app's first list. */
export async function coldBare(browser: Browser, base: string, watch?: (page: Page) => void): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  watch?.(page);
  await page.goto(`${base}/#/home`);
  await page.waitForSelector('table tbody tr td');
  return page;
}

export const PORTAL_ENTRY = /^Barging Nomination/;
export const BARE_ENTRY = /^Nominations/;
