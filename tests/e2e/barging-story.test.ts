import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { formatTerminalDateTime } from '../../contract/datetime.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { HOUR } from '../../contract/time.js';

let t: TestApp;
let base: string;

let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t, base } = site);
});
/** A time as the terminal writes it (dd/mm/yyyy hh:mm), `hours` from the app's clock. */
const typed = (hours: number) => formatTerminalDateTime(new Date(t.clock.now.getTime() + hours * HOUR));

// Hidden from the accessibility tree while a dialog is open, and still read then.
const chip = (page: Page) => page.getByRole('status', { name: 'Status', includeHidden: true });

async function step(page: Page, label: RegExp, status: string) {
  await page.getByTestId('nomination-actions').getByRole('button', { name: label }).click();
  await expect.poll(() => chip(page).textContent()).toBe(status);
}

describe('a barging nomination from request to booking, in Chromium', () => {
  it('goes through every hand and the log shows each step', async () => {
    // The customer nominates Harbour Star 2 (LOA 92 m) for VLSFO and submits at once.
    const customer = await signedIn(app, 'customer', { at: '/barging/index/create' });
    await customer.getByRole('combobox', { name: /^Barge/ }).fill('Harbour Star 2');
    await customer.getByRole('option', { name: /Harbour Star 2/ }).click();
    await customer.getByRole('combobox', { name: /^Product/ }).click();
    await customer.getByRole('option', { name: /Very Low Sulphur/ }).click();
    await customer.getByLabel(/^Quantity \(t\)/).fill('1000');
    await customer.getByLabel(/^Nominated quantity max/).fill('1200');
    await customer.getByRole('button', { name: 'Save and submit' }).click();
    await customer.waitForURL(/\/barging\/index\/\d+$/);
    const id = Number(/(\d+)$/.exec(customer.url())![1]);
    await expect.poll(() => chip(customer).textContent()).toBe('Pending Approval');

    // Terminal logistics acknowledges it.
    const logistics = await signedIn(app, 'logistics', { at: `/barging/index/${id}` });
    await step(logistics, /^acknowledge$/i, 'Pending Barge Readiness Time');

    // The barge's operator gives the readiness time.
    const barge = await signedIn(app, 'bargeoperator', { at: `/barging/index/${id}` });
    await barge.getByRole('button', { name: 'Set readiness time' }).click();
    await typeIntoPicker(barge.getByRole('group', { name: /^Date and time/ }), typed(1));
    await barge.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => chip(barge).textContent()).toBe('Pending Jetty Information');

    // Logistics tries J2-B: the dialog shows the LOA rule, and the server refuses it too.
    await logistics.reload();
    await logistics.getByRole('button', { name: 'Assign jetty' }).click();
    const dialog = logistics.getByRole('dialog');
    await dialog.getByLabel('Berth').click();
    await logistics.getByRole('option', { name: /^J2-B/ }).click();
    await typeIntoPicker(dialog.getByRole('group', { name: /^Date and time/ }), typed(2));
    await expect
      .poll(() => dialog.getByTestId('violations').textContent())
      .toContain('LOA 92.0 m exceeds berth J2-B max 85.0 m');
    await logistics.screenshot({ path: `${SHOTS}/assign-refused.png` });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await logistics.getByText('LOA 92.0 m exceeds berth J2-B max 85.0 m').last().waitFor();
    await expect(chip(logistics).textContent()).resolves.toBe('Pending Jetty Information');

    // J2-A takes it.
    await dialog.getByLabel('Berth').click();
    await logistics.getByRole('option', { name: /^J2-A/ }).click();
    await dialog.getByText('Every rule is satisfied').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => chip(logistics).textContent()).toBe('Jetty Assigned');
    await logistics
      .getByText(new RegExp(`^Nomination #${id} assigned to J2-A, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))
      .waitFor();

    // Booking binds the berth, so it asks first and says what it will do; the message names the result.
    await logistics.getByTestId('nomination-actions').getByRole('button', { name: 'Book' }).click();
    const confirm = logistics.getByRole('dialog', { name: `Book nomination #${id}?` });
    await confirm.getByText(/This books Harbour Star 2 on J2-A at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./).waitFor();
    await logistics.screenshot({ path: `${SHOTS}/book-confirm.png` });
    await confirm.getByRole('button', { name: 'Book' }).click();
    await logistics
      .getByText(new RegExp(`^Nomination #${id} booked on J2-A, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))
      .waitFor();
    await expect.poll(() => chip(logistics).textContent()).toBe('Booked');

    // The customer asks for a higher nominated quantity max.
    await customer.reload();
    // Asking is one of the nomination's actions at the top; it opens the change request form.
    await customer.getByTestId('nomination-actions').getByRole('button', { name: 'Request a change' }).click();
    await customer.getByTestId('request-value').fill('1500');
    await customer.getByRole('button', { name: 'Send the request' }).click();
    await customer.getByTestId('nomination-requests').getByText('Pending', { exact: true }).waitFor();

    // Logistics approves it from the change request screen; the badge counts it first.
    await logistics.goto(`${base}/requests/index`);
    const row = logistics
      .getByRole('row')
      .filter({ hasText: `${id}` })
      .filter({ hasText: 'Nominated quantity max' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await logistics.getByText('Request approved').waitFor();

    // The nomination holds the new maximum and its log tells the whole story.
    await logistics.goto(`${base}/barging/index/${id}`);
    await expect.poll(() => logistics.locator('[data-field=nominatedQtyMax]').textContent()).toBe('1,500 t');
    await logistics.getByRole('tab', { name: 'Log' }).click();
    const log = logistics.getByTestId('nomination-log');
    // The first row holds the column headers.
    await log.getByRole('row').nth(6).waitFor();
    const rows = (await log.getByRole('row').allTextContents()).slice(1);
    await logistics.screenshot({ path: `${SHOTS}/nomination-log.png` });
    // People appear by name and role, never by sign-in name (issue 30).
    const customerName = 'Daniel Lee \\(Customer User\\)';
    const staffName = 'Tan Wei Ming \\(Terminal Logistics\\)';
    const operatorName = 'Marcus Teo \\(Barge Operator\\)';
    const story = [
      `Update Status.*Created.*Pending Approval.*${customerName}`,
      `Update Status.*Pending Approval.*Acknowledged.*${staffName}`,
      'Update Status.*Acknowledged.*Pending Barge Readiness Time.*automatic',
      `Update Status.*Pending Barge Readiness Time.*Barge Ready.*${operatorName}`,
      'Update Status.*Barge Ready.*Pending Jetty Information.*automatic',
      `Update Status.*Pending Jetty Information.*Jetty Assigned.*${staffName}.*J2-A`,
      `Update Status.*Jetty Assigned.*Booked.*${staffName}`,
      `Customer Request Created.*${customerName}`,
      `Info Modified.*${staffName}.*Nominated quantity max approved: Nominated quantity max \\(t\\)`,
    ].map((line) => new RegExp(line));
    for (const line of story)
      expect(
        rows.some((r) => line.test(r)),
        `${line} in\n${rows.join('\n')}`,
      ).toBe(true);

    // The PDF preview opens in a tab of its own.
    const [popup] = await Promise.all([
      logistics.waitForEvent('popup'),
      logistics.getByRole('button', { name: 'Preview PDF' }).click(),
    ]);
    // The PDF is made on the server first, which takes a while on a busy machine.
    await expect.poll(() => popup.url(), { timeout: 20_000 }).toMatch(/^blob:/);

    // What the browser did is what the server holds.
    const record = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${id}`,
      token: await t.login('logistics'),
    });
    expect(record).toMatchObject({ status: 'Booked', berthName: 'J2-A', nominatedQtyMax: 1500, quantity: 1000 });
    for (const page of [customer, logistics, barge]) await page.context().close();
  });
});
