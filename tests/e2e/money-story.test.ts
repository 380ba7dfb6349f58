import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
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
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import type { InvoiceDetail, InvoicePreview } from '../../contract/schemas/invoices.js';
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

async function openLaytime(page: Page, id: number) {
  await page.goto(`${base}/barging/index/${id}`);
  await page.getByRole('tab', { name: 'Laytime' }).click();
  await page.getByTestId('laytime-lines').waitFor();
}

/** Issues the invoice through the API: the stand-in until the invoices screen has its dialog. */
const issueInvoice = (period: { companyId: number; from: string; to: string }) =>
  t.ok<InvoiceDetail>({ method: 'POST', url: '/api/invoices', token: k.logistics, payload: period });

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
    const logistics = await signedIn(app, 'logistics');
    await openLaytime(logistics, id);
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
    const overstayRow = dialog.locator('tr[data-line="overstay"]');
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
    const invoice = await issueInvoice(period);
    expect(invoice.number).toMatch(new RegExp(`^INV-${day.slice(0, 4)}-\\d{5}$`));
    expect(invoice).toMatchObject({ gstPercent: 9, subtotal: expected.subtotal / 100, gst: expected.gst / 100 });
    expect(invoice.total).toBe(expected.total / 100);

    // 5. The customer, in a context of its own: its charges, read-only, with the overstay line and its source.
    const customer = await signedIn(app, 'customer');
    await customer.goto(`${base}/charges/index`);
    await customer.getByText('My charges', { exact: true }).first().waitFor();
    await customer.locator(`[data-record="${recordId}"]`).click();
    const mine = customer.getByRole('dialog');
    const mineOverstay = mine.locator('tr[data-line="overstay"]');
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

    // The PDF with the customer's token, checked on /verify by someone signed out.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${await t.login('customer')}` },
    });
    expect(pdf.statusCode).toBe(200);
    mkdirSync(`${SHOTS}/pdf`, { recursive: true });
    const file = `${SHOTS}/pdf/${invoice.number}.pdf`;
    writeFileSync(file, pdf.rawPayload);
    await customer.context().close();
    const stranger = await (await app.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await stranger.goto(`${base}/verify`);
    await stranger.getByTestId('verify-file').setInputFiles(file);
    await stranger.getByTestId('verify-check').click();
    await expect.poll(() => stranger.getByTestId('verify-result').getAttribute('data-outcome')).toBe('valid');
    await stranger.getByTestId('verify-result').getByText(invoice.number, { exact: true }).waitFor();
    await stranger.getByTestId('verify-result').getByText('Invoice', { exact: true }).waitFor();
    await stranger.screenshot({ path: `${SHOTS}/money-verify-invoice.png` });
    await stranger.context().close();

    // 6 (part). The laytime tab on a phone: no sideways scroll.
    const phone = await signedIn(app, 'logistics', PHONE);
    await openLaytime(phone, id);
    expect(await noHorizontalScroll(phone)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/money-laytime-phone.png`, fullPage: true });
    await phone.context().close();
  }, 300_000);
});
