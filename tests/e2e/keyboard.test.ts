import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { axeCheck, describeFindings } from '../support/axe.js';
import { escapeReturnsTo, expectNoTrap, expectVisibleFocus, press, tabTo, typeDigits } from '../support/keyboard.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { addPilots } from '../support/pilotage.js';
import { formatTerminalDateTime, terminalDay } from '../../contract/datetime.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import { DAY } from '../../contract/time.js';
import { multipart } from '../support/multipart.js';

/**
 * Issue 35 #2: each main job done with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape; typing into the focused field), the focus visible after every Tab, no trap, and no
 * serious axe finding on each screen passed through.
 */
let app: BrowserApp;
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ site, demo, tokens }) => {
  app = site;
  t = site.t;
  d = demo;
  k = tokens;
});

async function expectClean(page: Page, where: string) {
  const found = await axeCheck(page, `keyboard: ${where}`);
  expect(describeFindings(where, found)).toEqual([]);
}

/** Arrow keys (down by default) until `option` has the focus or is the active one of a combobox's list. */
async function arrowTo(page: Page, option: Locator, key = 'ArrowDown') {
  await option.waitFor();
  for (let i = 0; i < 12; i++) {
    const on = await option.evaluate(
      (el) => el === document.activeElement || el.classList.contains('Mui-focused') || el.matches(':checked'),
    );
    if (on) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(option)} not reached by ${key}`);
}

/** A vetting of Harbour Pearl with every document, submitted and sent to the inspector, through the API. */
async function withInspector() {
  const post = (url: string, token: string, extra: object) =>
    t.ok<{ id: number }>({ method: 'POST', url, token, ...extra });
  const day = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);
  const v = await post('/api/shipVettings', k.customer, {
    payload: { shipId: d.barges.pearl, operation: 'load', productIds: [d.products.mgo], eta: at(t, 240) },
  });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const kinds: [string, Record<string, string>][] = [
    ['particulars', {}],
    ['sire', { inspectedOn: day(-30) }],
    ...['pi', 'class', 'iopp'].map((kind): [string, Record<string, string>] => [kind, { expiresOn: day(400) }]),
  ];
  for (const [kind, dates] of kinds)
    await post(
      `/api/shipVettings/${v.id}/documents?${new URLSearchParams({ kind, ...dates }).toString()}`,
      k.customer,
      multipart(`${kind}.pdf`, pdf),
    );
  await post(`/api/shipVettings/${v.id}/step`, k.customer, { payload: { action: 'submit' } });
  await post(`/api/shipVettings/${v.id}/step`, k.logistics, { payload: { action: 'sendToInspector' } });
  return v;
}

const status = (page: Page) => page.getByRole('status', { name: 'Status', includeHidden: true });
const actions = (page: Page) => page.getByTestId('nomination-actions');
const notice = (page: Page, text: RegExp | string) => page.getByText(text).first().waitFor();

describe('the main jobs by keyboard only, in Chromium', () => {
  let nominationId = 0;

  it('a: the customer nominates and submits', async () => {
    const page = await signedIn(app, 'customer', { at: '/barging/index' });
    await press(page, page.getByRole('link', { name: 'New nomination' }).first(), 'Enter', {});
    await page.waitForURL(/\/barging\/index\/create$/);
    await tabTo(page, page.getByRole('combobox', { name: /^Barge/ }));
    await page.keyboard.type('Harbour Star 1');
    await arrowTo(page, page.getByRole('option', { name: /Harbour Star 1/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('combobox', { name: /^Product/ }));
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('option', { name: /Marine Gasoil/ }));
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, 'back on the product after choosing');
    await tabTo(page, page.getByLabel(/^Quantity \(t\)/));
    await page.keyboard.type('1000');
    await tabTo(page, page.getByLabel(/^Nominated quantity max/));
    await page.keyboard.type('1200');
    await expectClean(page, 'new nomination');
    await press(page, page.getByRole('button', { name: 'Save and submit' }));
    await page.waitForURL(/\/barging\/index\/\d+$/);
    nominationId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect.poll(() => status(page).textContent()).toBe('Pending Approval');
    await page.context().close();
  });

  it('b: logistics acknowledges it from the list, places it on the board and books it', async () => {
    const id = nominationId || (await nominationAt(t, d, k, 'Pending Approval')).id;
    const page = await signedIn(app, 'logistics', { at: '/barging/index' });
    // The list row opens the record (Enter on the focused row).
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await expectClean(page, 'nomination list');
    await press(page, row, 'Enter', {});
    await page.waitForURL(`${app.base}/barging/index/${id}`);
    await press(page, actions(page).getByRole('button', { name: /^acknowledge$/i }));
    await expect.poll(() => status(page).textContent()).toBe('Pending Barge Readiness Time');
    await t.ok({
      method: 'POST',
      url: `/api/jput/nomination/readiness/${id}`,
      token: k.customer,
      payload: { bargeReadinessTime: at(t, 1) },
    });

    // The board: the day typed into the From picker, the waiting nomination picked with Enter, then
    // Shift+Tab back to a berth, the arrows along it, Enter to place.
    await page.goto(`${app.base}/barging/index/board`);
    await tabTo(page, page.getByRole('group', { name: /^From/ }).getByRole('spinbutton').first());
    await typeDigits(page, formatTerminalDateTime(t.clock.now).slice(0, 10));
    const chip = page.getByTestId(`waiting-${id}`);
    await press(page, chip);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`Placing #${id}`).waitFor();
    await tabTo(page, page.getByRole('group', { name: /^J1-A/ }), { back: true, max: 40 });
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('aim').textContent()).toMatch(/^\d{2}:\d{2} ✓$/);
    await expectClean(page, 'berth board, placing');
    await page.keyboard.press('Enter');
    await notice(page, new RegExp(`^Nomination #${id} assigned to J1-A, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`));

    // The placed window opens the record; Book asks first: Escape leaves it, the focus back on Book.
    await press(page, page.getByTestId(`window-${id}`));
    await page.waitForURL(new RegExp(`/barging/index/${id}`));
    const book = actions(page).getByRole('button', { name: 'Book' });
    await press(page, book);
    const confirm = page.getByRole('dialog', { name: `Book nomination #${id}?` });
    await confirm.waitFor();
    await expectNoTrap(page, 3);
    await escapeReturnsTo(page, confirm, book);
    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Book' }));
    await expectClean(page, 'book confirmation');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toBe('Booked');
    await page.context().close();
  });

  it('c: the surveyor signs a certificate of quantity, typed', async () => {
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 300 });
    await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
    const made = await t.ok<DocumentRecord>({
      method: 'POST',
      url: '/api/documents',
      token: k.loading,
      payload: {
        nominationId: n.id,
        type: 'quantity',
        content: {
          tanks: [
            {
              tankName: 'T101',
              openingUllageMm: 9000,
              closingUllageMm: 1200,
              temperatureC: 15,
              density15: 1.0011,
              grossObservedM3: 900,
            },
          ],
        },
      },
    });
    const sent = await t.ok<DocumentRecord>({
      method: 'POST',
      url: `/api/documents/${made.id}/send`,
      token: k.loading,
    });
    expect(sent.due).toBe('surveyor');
    const page = await signedIn(app, 'surveyor', { at: `/documents/${made.id}` });
    const sign = page.getByTestId('sign-document');
    await press(page, sign);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoTrap(page, 4);
    await escapeReturnsTo(page, dialog, sign);
    await page.keyboard.press('Enter');
    // A pad takes a pointer; the keyboard's way is the Type tab: arrow to it, Enter, then the name.
    await tabTo(page, dialog.getByRole('tab', { name: 'Draw' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const name = dialog.getByTestId('typed-name');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ahmad Surveyor');
    await expectClean(page, 'sign dialog');
    await press(page, dialog.getByTestId('sign-confirm'));
    await notice(page, / signed$/);
    const after = await t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${made.id}`, token: k.logistics });
    expect(after.signatures.map((s) => [s.slot, s.kind])).toEqual([['surveyor', 'typed']]);
    await page.context().close();
  });

  it('d: the inspector records its response on a vetting, recommending rejection', async () => {
    const v = await withInspector();
    const page = await signedIn(app, 'inspector', { at: '/ship-vetting/index' });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /Harbour Pearl/ }) });
    await expectClean(page, 'vetting list');
    await press(page, row, 'Enter', {});
    await page.waitForURL(`${app.base}/ship-vetting/index/${v.id}`);
    const record = page.getByRole('button', { name: 'Record findings' });
    await press(page, record);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await escapeReturnsTo(page, dialog, record);
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('radio', { name: 'Response' }));
    await tabTo(page, dialog.getByLabel(/^Place/));
    await page.keyboard.type('Eastern Petroleum B anchorage');
    await tabTo(page, dialog.getByLabel(/^Observations/));
    await page.keyboard.type('Oily water separator out of order.');
    await tabTo(page, dialog.getByRole('radio', { name: 'accept', exact: true }));
    await arrowTo(page, dialog.getByRole('radio', { name: 'reject', exact: true }));
    await expectClean(page, 'findings dialog');
    await press(page, dialog.getByRole('button', { name: 'Record findings' }));
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('vetting-status').first().textContent()).toBe('Inspector Responded');
    const [finding] = await t.asOwner<{ recommendation: string }>(
      'SELECT recommendation FROM vetting_findings WHERE vetting_id = $1 ORDER BY id DESC LIMIT 1',
      [v.id],
    );
    expect(finding!.recommendation).toBe('reject');
    await page.context().close();
  });

  it('e: the pilot confirms its job on My Pilot Jobs', async () => {
    const head = await t.login('headpilot');
    const ids = await addPilots(t, head, [['Capt. Keyboard', 'pilot']]);
    const [user] = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'pilot'`);
    await t.ok({
      method: 'PUT',
      url: '/api/system/user',
      token: k.logistics,
      payload: { userId: user!.id, pilotId: ids['Capt. Keyboard'] },
    });
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 3, berth: 'J1-B' });
    const [job] = await t.asOwner<{ id: number }>(
      `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'berthing'`,
      [n.id],
    );
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${job!.id}/assign`,
      token: head,
      payload: { pilotId: ids['Capt. Keyboard'], tugIds: [] },
    });
    const page = await signedIn(app, 'pilot');
    await page.waitForURL(/\/pilot\/index/);
    // Its only job (a pilot of its own): today's tab holds it unless it falls on the terminal's next
    // day, then the arrow to Upcoming and Enter.
    const confirm = page.getByRole('button', { name: 'Confirm' });
    const [when] = await t.asOwner<{ at: Date }>(`SELECT required_at AS at FROM pilot_jobs WHERE id = $1`, [job!.id]);
    if (terminalDay(when!.at, 'Asia/Singapore') !== terminalDay(t.clock.now, 'Asia/Singapore')) {
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await arrowTo(page, page.getByRole('tab', { name: 'Upcoming' }), 'ArrowRight');
      await page.keyboard.press('Enter');
    }
    await expectClean(page, 'my pilot jobs');
    await press(page, confirm);
    await notice(page, `Job #${job!.id} confirmed`);
    await page.context().close();
  });
});
