import { describe, expect, it } from 'vitest';
import { formatTerminalDateTime } from '../../contract/datetime.js';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { DAY } from '../../contract/time.js';

let app: BrowserApp;
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ site, demo, tokens: signedInTokens }) => {
  app = site;
  t = site.t;
  d = demo;
  k = signedInTokens;
});

describe('the berth board in Chromium', () => {
  it('places a waiting nomination by keyboard: pick it, move along a berth, see the verdict, Enter', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const page = await signedIn(app, 'logistics', { at: '/barging/index/board' });
    // The board opens on the day of the app's clock.
    const day = formatTerminalDateTime(t.clock.now).slice(0, 10);
    await typeIntoPicker(page.getByRole('group', { name: /^From/ }), day);
    const chip = page.getByTestId(`waiting-${n.id}`);
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`Placing #${n.id}`).waitFor();
    const row = page.getByRole('group', { name: /^J1-A/ });
    await row.focus();
    // From the readiness time, three quarters of an hour later.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('aim').textContent()).toMatch(/^\d{2}:\d{2} ✓$/);
    await page.screenshot({ path: `${SHOTS}/board-placing.png` });
    await page.keyboard.press('Enter');
    await page
      .getByText(new RegExp(`^Nomination #${n.id} assigned to J1-A, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))
      .waitFor();
    await page.getByTestId(`window-${n.id}`).waitFor();
    await page.context().close();
  });

  it('is an agenda on a phone, whose Conflict key shows only while a window on it breaks a rule', async () => {
    const n = await nominationAt(t, d, k, 'Jetty Assigned', {}, { berth: 'J1-B', hours: 3 });
    const page = await signedIn(app, 'logistics', { width: 390, height: 844 });
    const open = async () => {
      await page.goto(`${app.base}/barging/index/board`);
      await typeIntoPicker(
        page.getByRole('group', { name: /^From/ }),
        formatTerminalDateTime(t.clock.now).slice(0, 10),
      );
      await page.getByTestId(`window-${n.id}`).waitFor();
    };
    const conflictKey = page.getByText('Conflict', { exact: true });
    await open();
    expect(await conflictKey.count()).toBe(0);
    const jettyId = (await t.asOwner<{ id: number }>("SELECT id FROM jetties WHERE number = 'J1'"))[0]!.id;
    const report = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: k.control,
      payload: { jettyId, equipment: 'Loading arm 3', location: 'J1', severity: 'critical', closesJetty: true },
    });
    await open();
    await conflictKey.waitFor();
    await page.getByText('No nomination is waiting for a berth.').waitFor();
    await page.screenshot({ path: `${SHOTS}/board-phone-conflict.png` });
    await t.ok({
      method: 'POST',
      url: `/api/equipmentReports/${report.id}/resolve`,
      token: k.logistics,
      payload: { resolution: 'Repaired' },
    });
    await page.context().close();
  });

  it('says how many wait with a readiness after the days shown, and moves the board to them', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const ready = new Date(t.clock.now.getTime() + 6 * DAY);
    await t.asOwner('UPDATE nominations SET barge_readiness_time = $2 WHERE id = $1', [n.id, ready.toISOString()]);
    const page = await signedIn(app, 'logistics', { at: '/barging/index/board' });
    await typeIntoPicker(page.getByRole('group', { name: /^From/ }), formatTerminalDateTime(t.clock.now).slice(0, 10));
    const later = page.getByTestId('waiting-later');
    await expect.poll(() => later.textContent()).toMatch(/^\d+ more ready after \d{2}\/\d{2} – show$/);
    expect(await page.getByTestId(`waiting-${n.id}`).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/board-waiting-later.png` });
    await later.click();
    await page.getByTestId(`waiting-${n.id}`).waitFor();
    // The board moved to the day of the first of them, where nothing is ready later.
    expect(await later.count()).toBe(0);
    await t.asOwner("UPDATE nominations SET status = 'Cancelled' WHERE id = $1", [n.id]);
    await page.context().close();
  });
});
