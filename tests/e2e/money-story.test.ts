import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { callWith, complete, laytimeOk, recordedCall, signAll } from '../support/laytime.js';
import {
  allowedOf,
  cents,
  duration,
  hm,
  money,
  overstayLine,
  productHoursPerKt,
  settingsOf,
  withGst,
} from '../support/money.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import type { InvoicePreview, InvoiceRow } from '../../contract/schemas/invoices.js';
import { terminalDay } from '../../contract/datetime.js';

/**
 * Issue 34's story in Chromium (DECISIONS.md §11): a call stopped once by the weather (not counted)
 * and once by the barge (counted) ends over its laytime; terminal logistics reads the laytime,
 * approves the billing record with its berth-overstay line and issues the invoice; the customer
 * reads its charges and the invoice, downloads the PDF and checks it on /verify, signed out.
 */
let t: TestApp;
let base: string;
let app: BrowserApp;
let d: Demo;
let k: Tokens;
test.beforeAll(({ site, demo, tokens }) => {
  app = site;
  ({ t, base } = site);
  d = demo;
  k = tokens;
});

const PHONE = { width: 390, height: 844 };
const TONNES = 1000;
/**
 * Minutes ago: NOR 560, all fast 540 (before NOR + 6 h, so time counts from all fast), commenced
 * pumping 520, a weather stop 480 → 455 (25 min), a barge's stop 420 → 373 (47 min), hoses off 180.
 */
const WEATHER = { from: 480, to: 455 };
const BARGE = { from: 420, to: 373 };
const STEPS = callWith({
  allFast: 540,
  stops: [
    [WEATHER.from, WEATHER.to, 'weather'],
    [BARGE.from, BARGE.to, 'barge'],
  ],
});
const minutesOf = (s: { from: number; to: number }) => s.from - s.to;

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

async function openLaytime(page: Page, id: number, loaded = false) {
  if (!loaded) await page.goto(`${base}/barging/index/${id}`);
  await page.getByRole('tab', { name: 'Laytime' }).click();
  await page.getByTestId('laytime-lines').waitFor();
}

type Totals = ReturnType<typeof withGst>;

/** The invoice's subtotal, GST and total rows, as the test computed them. */
async function totalsShown(scope: Locator, expected: Totals, currency: string) {
  const row = (label: RegExp) => scope.getByTestId('invoice-lines').getByRole('row').filter({ hasText: label });
  await row(/^Subtotal/)
    .getByText(money(expected.subtotal, currency))
    .waitFor();
  await row(/^GST 9 %/)
    .getByText(money(expected.gst, currency))
    .waitFor();
  await row(/^Total/)
    .getByText(money(expected.total, currency))
    .waitFor();
}

/**
 * Terminal logistics issues the invoice on /invoices/index: the dialog's customer and period (one
 * terminal day), its preview of the records and totals checked before the binding step; the
 * invoice it opens checked, and answered as the API has it.
 */
async function issueInBrowser(company: string, day: string, records: number, expected: Totals, currency: string) {
  const page = await signedIn(app, 'logistics', { at: '/invoices/index' });
  await page.getByTestId('invoices').getByText('No invoices yet.', { exact: false }).waitFor();
  await page.screenshot({ path: `${SHOTS}/money-invoices-empty.png` });
  await page.getByRole('button', { name: 'Issue invoice' }).first().click();
  const dialog = page.getByTestId('issue-invoice');
  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: company }).click();
  // The period as a user types it into the pickers' sections: dd/mm/yyyy.
  const typed = day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
  for (const end of [/^From/, /^To/]) await typeIntoPicker(dialog.getByRole('group', { name: end }), typed);
  const preview = dialog.getByTestId('invoice-preview');
  await preview.getByText(`${records} Approved records will be invoiced:`).waitFor();
  const gst = `GST 9 %: ${money(expected.gst, currency)}`;
  await preview.getByText(`Subtotal: ${money(expected.subtotal, currency)} · ${gst}`).waitFor();
  await preview.getByText(`Total: ${money(expected.total, currency)}`).waitFor();
  await page.screenshot({ path: `${SHOTS}/money-invoice-issue.png` });
  await dialog.getByRole('button', { name: `Issue invoice ${company}` }).click();
  const shown = page.getByTestId('invoice-dialog');
  const title = shown.getByText(new RegExp(`^INV-\\d{4}-\\d{5} · ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await title.waitFor();
  const number = (await title.textContent())!.split(' · ')[0]!;
  await totalsShown(shown, expected, currency);
  await page.screenshot({ path: `${SHOTS}/money-invoice-issued.png` });
  await page.context().close();
  const list = await t.ok<{ rows: InvoiceRow[] }>({ method: 'GET', url: '/api/invoices', token: k.logistics });
  return list.rows.find((r) => r.number === number)!;
}

describe('laytime, charges and the invoice, in Chromium', () => {
  it('a call over its laytime is charged its berth overstay, invoiced, and the customer verifies the PDF', async () => {
    // 1. Through the API: the call's SoF to cast off, signed by both sides, then the nomination completed.
    const settings = await settingsOf(t, k.logistics);
    const rules = settings.laytime;
    expect(rules.excludedCauses).toContain('weather');
    expect(rules.excludedCauses).not.toContain('barge');
    const { id, sof } = await recordedCall(t, d, k, STEPS);
    expect(sof.progress).toBe('castOff');
    await signAll(t, k, sof.document!.id);
    await complete(t, k, id, TONNES);

    // The expected figures from the settings: time from all fast to hoses off, less the weather's stop.
    const hoursPerKt = (await productHoursPerKt(t, d.products.mgo)) ?? rules.hoursPerThousandTonnes;
    const allowed = allowedOf(rules.baseHours, hoursPerKt, TONNES);
    const used = 540 - 180 - minutesOf(WEATHER);
    const over = used - allowed;
    expect(over).toBeGreaterThan(0);
    const overstay = overstayLine(over, rules.overstayHourRate);
    const currency = settings.billingRates.currency;
    const laytime = (await laytimeOk(t, k.logistics, id)).result!;
    expect(laytime).toMatchObject({ allowedMinutes: allowed, usedMinutes: used, overMinutes: over });
    expect(laytime.basis.sofSigned).toBe(true);

    // 2. Terminal logistics reads the laytime tab: time over, the weather's stop excluded, the barge's counted.
    const logistics = await signedIn(app, 'logistics', { at: `/barging/index/${id}` });
    await openLaytime(logistics, id, true);
    await logistics.getByTestId('laytime-over').getByText('Time over').waitFor();
    expect(await logistics.getByTestId('laytime-over').textContent()).toContain(hm(over));
    expect(await logistics.getByTestId('laytime-allowed').textContent()).toContain(hm(allowed));
    expect(await logistics.getByTestId('laytime-used').textContent()).toContain(hm(used));
    const lines = await logistics.getByTestId('laytime-lines').getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Time counts from all fast: /);
    expect(lines[1]).toMatch(new RegExp(`\\(${hm(minutesOf(WEATHER))}\\), Weather: not counted$`));
    expect(lines[2]).toMatch(new RegExp(`\\(${hm(minutesOf(BARGE))}\\), Barge: counted$`));
    expect(lines[3]).toMatch(/^Hoses disconnected: /);
    expect(await logistics.getByTestId('laytime-stop-excluded').count()).toBe(1);
    expect(await logistics.getByTestId('laytime-stop-counted').count()).toBe(1);
    await logistics.screenshot({ path: `${SHOTS}/money-laytime.png`, fullPage: true });

    // 3. The billing record, a Draft, with its berth-overstay line at the tariff; approved.
    const [row] = await t.asOwner<{ id: number }>('SELECT id FROM billing_records WHERE nomination_id = $1', [id]);
    const recordId = row!.id;
    await logistics.goto(`${base}/billing-record/index`);
    await logistics.locator(`[data-record="${recordId}"]`).click();
    const dialog = logistics.getByRole('dialog');
    const overstayRow = dialog.getByRole('row').filter({ hasText: /^Berth overstay/ });
    await overstayRow.waitFor();
    const cells = await overstayRow.getByRole('cell').allTextContents();
    expect(cells[0]).toContain(`Berth overstay: ${duration(over)} over laytime (laytime v${laytime.version})`);
    expect(cells[1]).toBe(String(overstay.hours));
    expect(cells[3]).toBe(money(overstay.cents, currency));
    await dialog
      .getByTestId('laytime-over')
      .getByText(`${duration(over)} over`)
      .waitFor();
    await logistics.screenshot({ path: `${SHOTS}/money-billing-draft.png` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await logistics
      .getByRole('dialog', { name: `Approve record #${recordId}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await logistics.getByText(`Record #${recordId} approved`).waitFor();
    const record = await t.ok<BillingRecord>({
      method: 'GET',
      url: `/api/billing-records/${recordId}`,
      token: k.logistics,
    });
    expect(record.status).toBe('Approved');
    expect(record.lines.find((l) => l.kind === 'overstay')).toMatchObject({ amount: overstay.cents / 100 });
    await logistics.context().close();

    // 4. The invoice for the company and the day the call completed: what issuing would take, computed here.
    const day = terminalDay(t.clock.now, settings.timeZone);
    const period = { companyId: record.companyId, from: day, to: day };
    const preview = await t.ok<InvoicePreview>({
      method: 'GET',
      url: `/api/invoices/preview?${new URLSearchParams(Object.entries(period).map(([a, b]) => [a, String(b)]))}`,
      token: k.logistics,
    });
    expect(preview.records.map((r) => r.id)).toContain(recordId);
    const subtotalCents = preview.records.reduce(
      (s, r) => s + (r.id === recordId ? record.lines.reduce((l, x) => l + cents(x.amount), 0) : cents(r.total)),
      0,
    );
    const expected = withGst(subtotalCents, settings.invoicing.gstPercent);
    const company = record.customerName;
    const invoice = await issueInBrowser(company, day, preview.records.length, expected, currency);
    expect(invoice.number).toMatch(new RegExp(`^INV-${day.slice(0, 4)}-\\d{5}$`));
    expect(invoice).toMatchObject({ gstPercent: 9, subtotal: expected.subtotal / 100, gst: expected.gst / 100 });
    expect(invoice.total).toBe(expected.total / 100);

    // 5. The customer, in a context of its own: its charges, read-only, with the overstay line and its source.
    const customer = await signedIn(app, 'customer', { at: '/charges/index' });
    await customer.getByText('My Charges', { exact: true }).first().waitFor();
    await customer.locator(`[data-record="${recordId}"]`).click();
    const mine = customer.getByRole('dialog');
    const mineOverstay = mine.getByRole('row').filter({ hasText: /^Berth overstay/ });
    await mineOverstay.waitFor();
    expect(await mineOverstay.locator('[data-source="overstay"]').textContent()).toBe(
      `Berth overstay: ${duration(over)} over laytime (laytime v${laytime.version})`,
    );
    expect((await mineOverstay.getByRole('cell').allTextContents())[3]).toBe(money(overstay.cents, currency));
    await mine.getByTestId('waiting-on').getByText(`On invoice ${invoice.number}`, { exact: false }).waitFor();
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: 'Credit' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: 'Correct' }).count()).toBe(0);
    await customer.screenshot({ path: `${SHOTS}/money-customer-charges.png` });

    // Its invoices list the new one; opened, its PDF downloaded, then checked on /verify by someone signed out.
    await customer.goto(`${base}/invoices/index`);
    await customer.getByText('My Invoices', { exact: true }).first().waitFor();
    await customer.locator(`[data-invoice="${invoice.number}"]`).waitFor();
    await customer.screenshot({ path: `${SHOTS}/money-customer-invoices.png` });
    await customer.locator(`[data-invoice="${invoice.number}"]`).click();
    const shown = customer.getByTestId('invoice-dialog');
    await shown.getByText(`${invoice.number} · ${company}`).waitFor();
    await totalsShown(shown, expected, currency);
    expect(await shown.getByRole('button', { name: 'Credit note' }).count()).toBe(0);
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      shown.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    mkdirSync(`${SHOTS}/pdf`, { recursive: true });
    const file = `${SHOTS}/pdf/${invoice.number}.pdf`;
    await download.saveAs(file);
    // Its first page as a picture, for a person to look at.
    execFileSync('pdftoppm', ['-r', '80', '-png', '-f', '1', '-l', '1', file, `${SHOTS}/money-invoice-pdf`]);
    await customer.context().close();
    const stranger = await (await app.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await stranger.goto(`${base}/verify`);
    // The page says it checks invoices too, not only certificates and bills of lading.
    await stranger.getByText(/bill of lading, invoice or credit note \(\.pdf\)/).waitFor();
    await stranger.getByTestId('verify-file').setInputFiles(file);
    await stranger.getByTestId('verify-check').click();
    await expect.poll(() => stranger.getByTestId('verify-result').getAttribute('data-outcome')).toBe('valid');
    await stranger.getByTestId('verify-result').getByText(invoice.number, { exact: true }).waitFor();
    await stranger.getByTestId('verify-result').getByText('Invoice', { exact: true }).waitFor();
    await stranger.screenshot({ path: `${SHOTS}/money-verify-invoice.png` });
    await stranger.context().close();

    // 6. On a phone (390 px): the customer's invoice and the laytime tab, neither scrolling sideways.
    const phone = await signedIn(app, 'customer', { ...PHONE, at: `/invoices/index?id=${invoice.id}` });
    await totalsShown(phone.getByTestId('invoice-dialog'), expected, currency);
    expect(await noHorizontalScroll(phone)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/money-invoice-phone.png` });
    await openLaytime(phone, id);
    expect(await noHorizontalScroll(phone)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/money-laytime-phone.png`, fullPage: true });
    await phone.context().close();
  }, 300_000);
});
