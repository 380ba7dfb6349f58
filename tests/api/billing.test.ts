import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR } from '../../contract/time.js';
import { signedCq } from '../support/documents.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import { terminalDay } from '../../contract/datetime.js';

/** Billing records (DECISIONS.md §7): made on completion with the rates then, corrected, approved, credited, invoiced. */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const recordOf = async (nominationId: number) => {
  const list = await t.ok<{ rows: BillingRecord[] }>({
    method: 'GET',
    url: '/api/billing-records?pageSize=100',
    token: k.logistics,
  });
  return list.rows.find((r) => r.nominationId === nominationId)!;
};
const line = (r: BillingRecord, kind: string) => r.lines.find((l) => l.kind === kind)!;

/** Its own pilot on both jobs and a tug on the berthing one; each job started and completed by the head of pilot. */
async function pilotJobsDone(nominationId: number) {
  const jobs = await t.asOwner<{ id: number; movement: string }>(
    `SELECT id, movement FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );
  const [pilot, tug] = await t.asOwner<{ id: number }>(
    `INSERT INTO pilots (name, kind) VALUES ($1, 'pilot'), ($2, 'tug') RETURNING id`,
    [`Pilot for ${nominationId}`, `Tug for ${nominationId}`],
  );
  const head = await t.login('headpilot');
  for (const job of jobs) {
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${job.id}/assign`,
      token: k.logistics,
      payload: { pilotId: pilot!.id, tugIds: job.movement === 'berthing' ? [tug!.id] : [] },
    });
    const url = (step: string) => `/api/pilot-jobs/${job.id}/${step}`;
    await t.ok({ method: 'POST', url: url('start'), token: head, payload: {} });
    const now = t.clock.now.getTime();
    const actual = { actualStart: new Date(now - HOUR).toISOString(), actualEnd: new Date(now).toISOString() };
    await t.ok({ method: 'POST', url: url('complete'), token: head, payload: actual });
  }
}

/** Booked, both pilot jobs done (a tug on the berthing one), optionally moored, then signed and completed. */
async function completed(tonnes: number, hours: number, moored?: { allFast: number; castOff: number }) {
  const n = await nominationAt(t, d, k, 'Booked', {}, { hours, berth: 'J1-A' });
  await pilotJobsDone(n.id);
  if (moored)
    await t.ok({
      method: 'POST',
      url: '/api/mooringReports',
      token: k.logistics,
      payload: {
        nominationId: n.id,
        firstLineAshore: new Date(moored.allFast - 0.25 * HOUR).toISOString(),
        allFast: new Date(moored.allFast).toISOString(),
        castOff: new Date(moored.castOff).toISOString(),
        linesUsed: 6,
      },
    });
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
  await signedCq(t, k, n.id, tonnes);
  await t.ok({ method: 'POST', url: `/api/jput/nomination/complete/${n.id}`, token: k.logistics });
  return n;
}

describe('a billing record', () => {
  it('is made on completion from the berth window, the actual quantity, the jobs and the rates then', async () => {
    const n = await completed(1003.5, 300);
    const r = await recordOf(n.id);
    // 1000 t at 500 t/h: a 2-hour window at 350; 1003.5 t at 1.2; 2 pilot jobs at 450; 1 tug job at 800.
    expect(r).toMatchObject({
      status: 'Draft',
      currency: 'SGD',
      hoursSource: 'window',
      total: 700 + 1204.2 + 900 + 800,
    });
    expect(line(r, 'berth')).toMatchObject({ quantity: 2, unitPrice: 350, amount: 700 });
    expect(line(r, 'quantity')).toMatchObject({ quantity: 1003.5, unitPrice: 1.2, amount: 1204.2 });
    expect(line(r, 'pilot')).toMatchObject({ quantity: 2, amount: 900 });
    expect(line(r, 'tug')).toMatchObject({ quantity: 1, amount: 800 });
    // Each line's source (§11): the dues and their hours, the completed pilot jobs counted.
    const jobs = await t.asOwner<{ id: number }>(`SELECT id FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`, [
      n.id,
    ]);
    expect(line(r, 'berth').source).toEqual({ dues: 'berth', hoursSource: 'window' });
    expect(line(r, 'quantity').source).toEqual({ dues: 'quantity', hoursSource: 'window' });
    expect(line(r, 'pilot').source).toEqual({ pilotJobs: jobs.map((j) => j.id) });
    expect(line(r, 'tug').source).toEqual({ pilotJobs: jobs.map((j) => j.id) });
    expect(r).toMatchObject({ invoiceId: null, invoiceNumber: null });

    // New rates change later records, not this one.
    await t.ok({
      method: 'PUT',
      url: '/api/settings',
      token: k.logistics,
      payload: {
        billingRates: { currency: 'SGD', berthHourRate: 400, perTonneRate: 1.5, perPilotJob: 450, perTugJob: 800 },
      },
    });
    expect((await recordOf(n.id)).total).toBe(3604.2);
  });

  it('takes the berth hours from the mooring report when it has all fast and cast off', async () => {
    const allFast = t.clock.now.getTime() + 400 * HOUR;
    const n = await completed(1000, 400, { allFast, castOff: allFast + 2.75 * HOUR });
    const r = await recordOf(n.id);
    expect(r.hoursSource).toBe('mooring');
    // 2.75 h at the new 400; 1000 t at 1.5.
    expect(line(r, 'berth')).toMatchObject({ quantity: 2.75, unitPrice: 400, amount: 1100 });
    expect(r.total).toBe(1100 + 1500 + 900 + 800);
  });

  it('is corrected with a reason while Draft, approved, then only credited, and invoiced after export', async () => {
    const n = await completed(1000, 500);
    let r = await recordOf(n.id);
    const call = (what: string, payload?: object, token = k.logistics) =>
      t.call({ method: 'POST', url: `/api/billing-records/${r.id}/${what}`, token, payload });
    expect((await call('approve', undefined, k.control)).status).toBe(403);
    expect((await call('correct', { lineId: line(r, 'tug').id, quantity: 2, unitPrice: 800, reason: '' })).status).toBe(
      400,
    );
    const fixed = await call('correct', {
      lineId: line(r, 'tug').id,
      quantity: 2,
      unitPrice: 800,
      reason: 'Second tug in the swell',
    });
    r = fixed.body.data as BillingRecord;
    expect(line(r, 'tug')).toMatchObject({
      quantity: 2,
      amount: 1600,
      reason: 'Second tug in the swell',
      changedByName: 'Tan Wei Ming',
      changedByRole: 1,
    });
    expect(r.total).toBe(800 + 1500 + 900 + 1600);
    expect((await call('credit', { amount: 10, reason: 'x' })).status).toBe(409);

    r = (await call('approve')).body.data as BillingRecord;
    expect(r.status).toBe('Approved');
    expect((await call('approve')).status).toBe(409);
    const late = await call('correct', { lineId: line(r, 'tug').id, quantity: 1, unitPrice: 800, reason: 'No' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('A billing record that is Approved cannot be corrected');
    expect((await call('credit', { amount: 99_999, reason: 'Too much' })).status).toBe(409);
    r = (await call('credit', { amount: 150.5, reason: 'Delay at the berth' })).body.data as BillingRecord;
    expect(line(r, 'credit')).toMatchObject({ amount: -150.5, reason: 'Delay at the berth' });
    expect(r.total).toBe(4800 - 150.5);

    const day = terminalDay(t.clock.now);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/billing?from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Billing')!;
    const rows = sheet.getRows(2, sheet.rowCount - 2)!;
    const mine = rows.find((row) => row.getCell(1).value === r.id)!;
    expect(mine.getCell(10).value).toBe(2);
    expect(mine.getCell(11).value).toBe(-150.5);
    expect(mine.getCell(12).value).toBe(4649.5);
    const sum = rows.reduce((s, row) => s + Number(row.getCell(12).value), 0);
    expect(sheet.getRow(sheet.rowCount).getCell(12).value).toBeCloseTo(sum, 2);

    // A real invoice per company with Approved records in the period (DECISIONS §11, tests/api/invoices.test.ts).
    const invoiced = await t.ok<{ invoiced: number; invoices: string[] }>({
      method: 'POST',
      url: '/api/billing-records/invoice',
      token: k.logistics,
      payload: { from: day, to: day },
    });
    expect(invoiced.invoiced).toBe(1);
    expect(invoiced.invoices).toEqual([expect.stringMatching(/^INV-\d{4}-00001$/)]);
    expect((await recordOf(n.id)).status).toBe('Invoiced');
    const [onInvoice] = await t.asOwner<{ number: string; total: string }>(
      'SELECT i.number, i.total FROM billing_records r JOIN invoices i ON i.id = r.invoice_id WHERE r.id = $1',
      [r.id],
    );
    expect(onInvoice).toEqual({ number: invoiced.invoices[0], total: '5067.96' }); // 4,649.50 + 9 % (418.455 → 418.46)
    // Invoiced: a credit here would leave the invoice saying another amount (review 34 #2): refused,
    // pointing to the invoice's credit note; the record and its invoice still agree.
    const onInvoiceCredit = await call('credit', { amount: 40, reason: 'After the invoice' });
    expect(onInvoiceCredit.status).toBe(409);
    expect(onInvoiceCredit.body.msg).toBe(
      `This record is on invoice ${invoiced.invoices[0]}: issue a credit note on invoice ${invoiced.invoices[0]} instead`,
    );
    expect((await recordOf(n.id)).total).toBe(4649.5);
    const audit = await t.asOwner<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'billingRecord' AND entity_id = $1 ORDER BY id`,
      [String(r.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['correctBilling', 'approveBilling', 'creditBilling']);
  });

  it('is listed by customer, month and status', async () => {
    const month = terminalDay(t.clock.now).slice(0, 7);
    const drafts = await t.ok<{ rows: BillingRecord[]; total: number }>({
      method: 'GET',
      url: `/api/billing-records?status=Draft&month=${month}`,
      token: k.logistics,
    });
    expect(drafts.total).toBe(2);
    expect(drafts.rows.every((r) => r.status === 'Draft')).toBe(true);
    const none = await t.ok<{ total: number }>({
      method: 'GET',
      url: '/api/billing-records?month=2001-01',
      token: k.logistics,
    });
    expect(none.total).toBe(0);
    // Customers read their own Approved and Invoiced records (§11; tests/api/billing-customer.test.ts).
    const mine = await t.ok<{ rows: BillingRecord[] }>({
      method: 'GET',
      url: '/api/billing-records',
      token: k.customer,
    });
    expect(mine.rows.map((r) => r.status)).toEqual(['Invoiced']);
  });
});
