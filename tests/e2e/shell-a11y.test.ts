import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, signedIn, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { axeCheck, describeFindings } from '../support/axe.js';
import { watchRequests } from '../support/settle.js';

/** The shell of issue 35 (#5, #11, #12, #13): the side menu, the top bar and the page's title. */
let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
});

/** The side menu, named in the reader's language. */
const menu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|主菜单)$/ });
const toChinese = async (page: Page) => {
  await storeLocale(page, 'zh');
  await page.reload();
};

// Each entry's label is the title of the screen it opens: checked by the sweep of every menu screen
// (tests/e2e/widths.test.ts, at 1440 px, where the side menu shows its labels).
describe('the side menu', () => {
  it('fits logistics’ whole menu at 1440×900, each heading above its own entries, none over another', async () => {
    const page = await signedIn(app, 'logistics', { width: 1440, height: 900 });
    const nav = menu(page);
    await nav.getByRole('link').first().waitFor();
    const layout = await nav.evaluate((n) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const lists = [...n.querySelectorAll('ul')].map((ul) => ({
        heading: document.getElementById(ul.getAttribute('aria-labelledby') ?? ''),
        links: [...ul.querySelectorAll('a')].map(box),
      }));
      return {
        lastBottom: Math.max(...lists.flatMap((l) => l.links.map((r) => r.bottom))),
        viewport: window.innerHeight,
        named: lists.every((l) => l.heading !== null),
        headingsAbove: lists.every((l) => !l.heading || box(l.heading).bottom <= l.links[0]!.top + 0.5),
        headingText: lists.map((l) => l.heading?.textContent),
      };
    });
    await page.screenshot({ path: `${SHOTS}/shell-menu-logistics-1440.png` });
    expect(layout.headingText).toEqual(['Operations', 'Documents', 'Reports', 'Administration']);
    expect(layout.named).toBe(true);
    expect(layout.headingsAbove).toBe(true);
    expect(layout.lastBottom).toBeLessThanOrEqual(layout.viewport);
    // Scrolled as far as it goes, "Operations" still does not sit on "Dashboard". Once the dashboard's figures are
    // in, the wheel scrolls the page and the menu slides up with the app bar: both are read together once nothing
    // has moved for five frames (read one after the other mid-slide, they were seen 15 px apart in a CI run).
    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 600);
    const still = await nav.evaluate(async (n) => {
      const dashboard = [...n.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Dashboard')!;
      const operations = [...n.querySelectorAll('*')].find((e) => e.textContent === 'Operations')!;
      const read = () => ({
        headingBottom: operations.getBoundingClientRect().bottom,
        entryTop: dashboard.getBoundingClientRect().top,
      });
      const until = Date.now() + 5_000;
      let last = read();
      for (let same = 0; same < 5 && Date.now() < until;) {
        await new Promise((r) => requestAnimationFrame(r));
        const now = read();
        same = now.entryTop === last.entryTop && now.headingBottom === last.headingBottom ? same + 1 : 0;
        last = now;
      }
      return last;
    });
    expect(still.headingBottom).toBeLessThanOrEqual(still.entryTop + 0.5);
    await page.context().close();
  });
});

describe('the top bar', () => {
  it('on a phone keeps the title whole: user guide, language and version behind "More" (zh, 390 px)', async () => {
    const page = await signedIn(app, 'pilot', { width: 390, locale: 'zh' });
    // The app's load: seconds on a busy machine, past the poll's default second.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('我的引航作业 · Berth');
    const bar = page.getByRole('banner');
    expect(await bar.getByRole('link', { name: '用户指南' }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: /^语言/ }).count()).toBe(0);
    expect(await bar.getByTestId('notifications-button').count()).toBe(1);
    const cut = await bar.evaluate((b) => {
      const title = b.querySelector('#react-admin-title')!;
      return title.scrollWidth > title.clientWidth;
    });
    expect(cut).toBe(false);
    await bar.getByRole('button', { name: '更多' }).click();
    const more = page.getByRole('menu');
    await more.getByRole('menuitem', { name: '用户指南' }).waitFor();
    // Its entrance finished, for the screenshot.
    await page.waitForTimeout(400);
    expect(await more.getByRole('menuitemradio', { name: '中文' }).getAttribute('aria-checked')).toBe('true');
    expect(await more.getByTestId('app-version').textContent()).toMatch(/^版本 /);
    await page.screenshot({ path: `${SHOTS}/shell-phone-more-zh.png` });
    expect(await axeCheck(page, 'shell pilot 390 zh more menu')).toEqual([]);
    // Choosing English there switches the screen.
    await more.getByRole('menuitemradio', { name: 'EN' }).click();
    await expect.poll(() => page.title()).toBe('My Pilot Jobs · Berth');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });

  it('opens the user menu by keyboard (Enter, Space, ArrowDown), moves by arrows, closes with Escape back on the button', async () => {
    const page = await signedIn(app, 'logistics');
    const button = page.getByRole('banner').getByRole('button', { name: 'Tan Wei Ming' });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await button.focus();
      await page.keyboard.press(key);
      const userMenu = page.getByRole('menu', { name: 'Tan Wei Ming' });
      await userMenu.waitFor();
      await expect.poll(focused).toBe('Change Password');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('View Profile');
      await page.keyboard.press('Escape');
      await userMenu.waitFor({ state: 'detached' });
      await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    }
    await page.context().close();
  });

  it('hides the authenticator notice for a week at a click, for that user only', async () => {
    const page = await signedIn(app, 'controlroom');
    const notice = page.getByTestId('authenticator-notice');
    await notice.getByRole('button', { name: 'Hide for a week' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.goto(`${app.base}/barging/index`);
    await menu(page).getByRole('link').first().waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });
});

describe('axe finds nothing serious in the shell', () => {
  const SCREENS = [
    ['logistics', '/dashboard/index'],
    ['customer', '/barging/index'],
  ] as const;
  it.each([390, 1024, 1440])('at %i px, in English and Chinese, with the user menu open', async (width) => {
    const found: string[] = [];
    for (const [userName, path] of SCREENS) {
      const page = await signedIn(app, userName, { width });
      const requests = watchRequests(page, app.base);
      for (const locale of ['en', 'zh'] as const) {
        requests.mark();
        // English first at the screen, then the same screen reloaded in Chinese.
        if (locale === 'zh') await toChinese(page);
        else await page.goto(`${app.base}${path}`);
        await page.getByRole('banner').waitFor();
        // The screen's rows in, its spinners gone: the shell is judged as a user sees it. The screen itself is
        // checked by the sweep (widths.test.ts); here it is the user menu over it.
        await requests.settled();
        const where = `shell ${userName} ${width} ${locale} ${path}`;
        await page.getByTestId('user-menu-button').click();
        await page.getByRole('menu').waitFor();
        // Past its fade-in, which axe would read as faint text.
        await page.waitForTimeout(500);
        found.push(...describeFindings(`${where} user menu`, await axeCheck(page, `${where} user menu`)));
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'zh' ? 'zh-CN' : 'en');
      }
      await page.screenshot({ path: `${SHOTS}/shell-${userName}-${width}-zh.png` });
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});
