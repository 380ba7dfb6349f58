import { describe, expect, it } from 'vitest';

import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { CHANNEL } from '../../server/modules/notifications/notifications.repository.js';

let t: TestApp;
let base: string;
let d: Demo;
let k: Tokens;

let app: BrowserApp;
test.beforeAll(async ({ site, demo, tokens: signedIn }) => {
  app = site;
  ({ t, base } = site);
  d = demo;
  k = signedIn;
});
/** A notification written as a careless or hostile writer would, straight into the table and the channel: only the browser's cleaning stands between it and the page. */
async function rawNotification(userName: string, action: string, bid: number) {
  const [row] = await t.asOwner<{ id: number; user_id: number }>(
    'INSERT INTO notifications (user_id, action, bid, created_at) SELECT id, $2, $3, now() FROM users WHERE user_name = $1 RETURNING id, user_id',
    [userName, action, bid],
  );
  const payload = JSON.stringify({
    to: [{ userId: row!.user_id, id: row!.id }],
    action,
    bid,
    at: new Date().toISOString(),
  });
  await t.asOwner('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
}

describe('live notifications in Chromium', () => {
  it("shows another user's step at once, with its notice, and opens the nomination on click", async () => {
    const logistics = await signedIn(app, 'logistics', { at: '/dashboard/index' });
    // The stream is open once the server holds it.
    await expect.poll(() => t.app.notificationHub.size, { timeout: 10_000 }).toBeGreaterThan(0);

    const n = await nominationAt(t, d, k, 'Pending Approval');
    const notice = logistics.getByTestId('live-notice');
    await expect
      .poll(() => notice.first().textContent())
      .toBe(`Barging Nomination #${n.id} (Harbour Star 1) is now Pending Approval`);
    await expect.poll(() => logistics.getByTestId('notifications-unread').textContent()).toContain('1');
    await logistics.screenshot({ path: `${SHOTS}/live-notice.png` });
    await notice.first().getByRole('button').first().click();
    // Its link (?id=…&pageStatus=1) opens the nomination: the list puts the record's address in its place at once.
    await logistics.waitForURL(`${base}/barging/index/${n.id}`);
    await logistics.getByText(`Nomination #${n.id}`).first().waitFor();

    // The drawer lists it, read now, after its one-second delay.
    await logistics.getByTestId('notifications-button').click();
    const item = logistics.getByTestId('notification-item').first();
    await item.waitFor();
    await expect(item.getAttribute('data-read')).resolves.toBe('true');
    await logistics.screenshot({ path: `${SHOTS}/notification-drawer.png` });
    await logistics.context().close();
  });

  it('routes Ship Vetting notices to ship vetting, shows the test notice, and never runs what an action carries', async () => {
    const customer = await signedIn(app, 'customer', { at: '/dashboard/index' });
    await expect.poll(() => t.app.notificationHub.size, { timeout: 10_000 }).toBeGreaterThan(0);
    const hostile = [
      '<img src=x onerror="window.__xss=1">Ship Vetting <b>#77</b> needs you',
      '<script>window.__xss=2</script><svg onload="window.__xss=3"></svg>',
      '<a href="javascript:window.__xss=4">click</a><iframe src="javascript:window.__xss=5"></iframe>',
    ];
    for (const action of hostile) await rawNotification('customer', action, 77);
    await rawNotification('customer', 'test', 1);
    const notices = customer.getByTestId('live-notice');
    await expect.poll(() => notices.count()).toBe(3); // three at a time; the oldest made room
    await expect.poll(() => notices.last().textContent()).toBe('This is a test notification');

    await customer.getByTestId('notifications-button').click();
    await customer.getByTestId('notification-item').first().waitFor();
    await customer.getByTestId('notification-drawer').getByText('Ship Vetting').first().waitFor();
    await customer.screenshot({ path: `${SHOTS}/notification-xss.png` });
    expect(await customer.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await customer
        // house rules: a selector on purpose: no injected element may exist, whatever its role.
        .locator(
          '[data-testid=notification-drawer] img, [data-testid=notification-drawer] script, [data-testid=notification-drawer] a, [data-testid=live-notices] img',
        )
        .count(),
    ).toBe(0);

    await customer.getByTestId('notification-drawer').getByText('Ship Vetting').first().click();
    // The notice's link (?id=77&pageStatus=1) opens vetting 77: the list replaces its address with the record's at
    // once, as soon as its code is there (the menu's code preloads when the app is idle), so the end is waited for.
    await customer.waitForURL(`${base}/ship-vetting/index/77`);
    await customer.context().close();
  });

  it("shows a keyed notice in the reader's language, its values escaped, live and in the drawer", async () => {
    const barge = await signedIn(app, 'barge', { locale: 'zh', at: '/barging/index' });
    const [user] = await t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'barge'");
    await expect.poll(() => t.app.notificationHub.has(user!.id), { timeout: 10_000 }).toBe(true);
    const params = { id: 88, barge: '<img src=x onerror="window.__xss=6">Pearl', status: { key: 'statuses.Booked' } };
    const [row] = await t.asOwner<{ id: number; user_id: number }>(
      "INSERT INTO notifications (user_id, message_key, message_params, bid, created_at) SELECT id, 'notices.moved', $2, 88, now() FROM users WHERE user_name = $1 RETURNING id, user_id",
      ['barge', JSON.stringify(params)],
    );
    const payload = JSON.stringify({
      to: [{ userId: row!.user_id, id: row!.id }],
      action: 'English text',
      key: 'notices.moved',
      params,
      bid: 88,
      at: new Date().toISOString(),
    });
    await t.asOwner('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    const expected = '驳船提名 #88（<img src=x onerror="window.__xss=6">Pearl）现为已预订';
    await expect.poll(() => barge.getByTestId('live-notice').first().textContent()).toBe(expected);
    await barge.getByTestId('notifications-button').click();
    await expect.poll(() => barge.getByTestId('notification-item').first().textContent()).toContain(expected);
    expect(await barge.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await barge.screenshot({ path: `${SHOTS}/notification-zh.png` });
    await barge.context().close();
  });
});
