import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { multipart } from '../support/multipart.js';
import { approvedRecord, companyId, dayOf, noonDaysAgo } from '../support/invoices.js';
import type { InvoiceDetail, InvoiceRow } from '../../contract/schemas/invoices.js';
import { HOUR } from '../../contract/time.js';

/** Invoices and credit notes (DECISIONS §11, issue 34 §4): issued from Approved records, never changed, verified. */
let t: TestApp;
let d: Demo;
let k: Tokens;
let straits: number;
let meridian: number;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  straits = await companyId(t, 'STRAITS');
  meridian = await companyId(t, 'MERIDIAN');
  await t.asOwner(`UPDATE companies SET billing_email = 'accounts@straits.example' WHERE id = $1`, [straits]);
});

const issue = (payload: object, token = k.logistics) =>
  t.call({ method: 'POST', url: '/api/invoices', token, payload });
const pdfOf = async (id: number, token = k.logistics) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, bytes: res.rawPayload };
};
const verify = async (file: Buffer) => {
  const form = multipart('invoice.pdf', file);
  return t.ok<{ outcome: string; document: { number: string; type: string } | null }>({
    method: 'POST',
    url: '/api/documents/verify',
    ...form,
  });
};

describe('issuing an invoice', () => {
  it('takes the period’s Approved records, copies their lines, seals the PDF, mails and tells the customer', async () => {
    const at = noonDaysAgo(t, 40);
    const day = dayOf(at);
    const a = await approvedRecord(t, d, straits, at, [1234.5, 1.25]);
    const b = await approvedRecord(t, d, straits, new Date(at.getTime() + HOUR), [100]);
    const draft = await approvedRecord(t, d, straits, at, [999], 'Draft');
    const other = await approvedRecord(t, d, meridian, at, [50]);
    const res = await issue({ companyId: straits, from: day, to: day, language: 'en' });
    expect(res.status).toBe(200);
    const inv = res.body.data as InvoiceDetail;
    expect(inv).toMatchObject({
      kind: 'invoice',
      companyId: straits,
      periodFrom: day,
      periodTo: day,
      subtotal: 1335.75,
      gstPercent: 9,
      gst: 120.22, // 120.2175 half up
      total: 1455.97,
      emailedTo: 'accounts@straits.example',
      mailNotice: null,
      // Who issued it: terminal logistics by role, beside the display name (issue 35 item 4).
      issuedByRole: 1,
    });
    expect(inv.issuedByName).not.toBe('');
    expect(inv.number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(inv.lines.map((l) => [l.billingRecordId, l.nominationId, l.amount])).toEqual([
      [a.recordId, a.nominationId, 1234.5],
      [a.recordId, a.nominationId, 1.25],
      [b.recordId, b.nominationId, 100],
    ]);
    expect(inv.lines[0]!.description).toMatchObject({ key: 'billing.lines.berth', source: { dues: 'berth' } });

    const records = await t.asOwner<{
      id: number;
      status: string;
      invoice_id: number | null;
      invoiced_by: number | null;
    }>('SELECT id, status, invoice_id, invoiced_by FROM billing_records WHERE id = ANY($1) ORDER BY id', [
      [a.recordId, b.recordId, draft.recordId, other.recordId],
    ]);
    expect(records.map((r) => [r.status, r.invoice_id])).toEqual([
      ['Invoiced', inv.id],
      ['Invoiced', inv.id],
      ['Draft', null],
      ['Approved', null],
    ]);

    const [mail] = await t.asOwner<{ to: string; subject: string; body: string }>(
      `SELECT "to", subject, body FROM mail_outbox WHERE subject LIKE $1`,
      [`%${inv.number}%`],
    );
    expect(mail).toMatchObject({ to: 'accounts@straits.example' });
    expect(mail!.body).toContain('SGD 1,455.97');
    expect(mail!.body).toContain(`/verify?number=${inv.number}`);
    expect(mail!.body).toContain(`/invoices/index?id=${inv.id}`);

    const notices = await t.asOwner<{ user_name: string }>(
      `SELECT u.user_name FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.message_key = 'invoiceNotices.issued' AND n.message_params->>'number' = $1 ORDER BY 1`,
      [inv.number],
    );
    expect(notices.map((n) => n.user_name)).toEqual(['companyadmin', 'customer']);
    const audit = await t.asOwner<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'invoice' AND entity_id = $1`,
      [String(inv.id)],
    );
    expect(audit.map((r) => r.action)).toEqual(['issueInvoice']);

    // The PDF: sealed, its hash kept, and it verifies; one byte changed does not.
    const pdf = await pdfOf(inv.id);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(inv.sha256);
    expect(pdf.bytes.includes(Buffer.from('/ETSI.CAdES.detached'))).toBe(true);
    expect(await verify(pdf.bytes)).toMatchObject({
      outcome: 'valid',
      document: { number: inv.number, type: 'invoice' },
    });
    const changed = Buffer.from(pdf.bytes);
    const mid = Math.floor(changed.length / 2);
    changed.writeUInt8(changed.readUInt8(mid) ^ 1, mid);
    expect((await verify(changed)).outcome).toBe('invalid');

    // Nothing left in the period: refused, and no number is used up.
    const again = await issue({ companyId: straits, from: day, to: day, language: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('No Approved billing records');
  });

  it('rounds GST half up once on the subtotal, not per line', async () => {
    // Three lines of 0.05: 9 % per line is 0.0045, rounded per line 0.00 each; on the subtotal 0.15 it is 0.0135 → 0.01.
    const at = noonDaysAgo(t, 50);
    await approvedRecord(t, d, meridian, at, [0.05, 0.05]);
    await approvedRecord(t, d, meridian, at, [0.05]);
    const small = (await issue({ companyId: meridian, from: dayOf(at), to: dayOf(at), language: 'zh' })).body
      .data as InvoiceDetail;
    expect([small.subtotal, small.gst, small.total]).toEqual([0.15, 0.01, 0.16]);
    // Exactly half a cent rounds up (banker's rounding would give 0.04): 9 % of 0.50 is 0.045 → 0.05.
    const half = noonDaysAgo(t, 51);
    await approvedRecord(t, d, meridian, half, [0.5]);
    const up = (await issue({ companyId: meridian, from: dayOf(half), to: dayOf(half), language: 'en' })).body
      .data as InvoiceDetail;
    expect([up.subtotal, up.gst, up.total]).toEqual([0.5, 0.05, 0.55]);
    // No billing address: not mailed, and the answer says so.
    expect(up.emailedTo).toBeNull();
    expect(up.mailNotice).toBe('invoices.noBillingEmail');
    expect(await t.asOwner(`SELECT 1 FROM mail_outbox WHERE subject LIKE $1`, [`%${up.number}%`])).toEqual([]);
  });

  it('refuses a backwards period, a company that is not a customer and an empty period, naming each', async () => {
    const day = dayOf(noonDaysAgo(t, 300));
    const back = await issue({ companyId: straits, from: day, to: dayOf(noonDaysAgo(t, 301)), language: 'en' });
    expect(back.status).toBe(400);
    const surveyor = await issue({ companyId: d.surveyorCompany, from: day, to: day, language: 'en' });
    expect(surveyor.status).toBe(400);
    expect(surveyor.body.msg).toBe('Only a customer company is invoiced: choose a customer (company)');
    const empty = await issue({ companyId: straits, from: day, to: day, language: 'en' });
    expect(empty.status).toBe(409);
  });
});

describe('a credit note', () => {
  it('corrects an invoice in its own series, leaving the invoice’s row and PDF as they were', async () => {
    const at = noonDaysAgo(t, 60);
    await approvedRecord(t, d, straits, at, [1000]);
    const inv = (await issue({ companyId: straits, from: dayOf(at), to: dayOf(at), language: 'en' })).body
      .data as InvoiceDetail;
    const rowBefore = await t.asOwner(`SELECT * FROM invoices WHERE id = $1`, [inv.id]);
    const credit = (amount?: number, id = inv.id) =>
      t.call({
        method: 'POST',
        url: `/api/invoices/${id}/credit-note`,
        token: k.logistics,
        payload: { reason: 'Berth hours overstated', ...(amount === undefined ? {} : { amount }) },
      });
    expect((await credit(1000.01)).status).toBe(409);
    expect((await credit(0.005)).status).toBe(400);
    const part = (await credit(250.55)).body.data as InvoiceDetail;
    expect(part).toMatchObject({
      kind: 'creditNote',
      correctsId: inv.id,
      correctsNumber: inv.number,
      reason: 'Berth hours overstated',
      subtotal: -250.55,
      gst: -22.55, // 22.5495 half up (away from zero)
      total: -273.1,
      creditable: 0,
    });
    expect(part.number).toMatch(/^CN-\d{4}-00001$/);
    expect((await credit(undefined, part.id)).status).toBe(409);
    // The rest by default: what is left, 749.45.
    const rest = (await credit()).body.data as InvoiceDetail;
    expect(rest.number).toMatch(/^CN-\d{4}-00002$/);
    expect(rest.subtotal).toBe(-749.45);
    const none = await credit(0.01);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe(`A credit note cannot exceed what is left to credit on ${inv.number}: SGD 0.00`);

    expect(await t.asOwner(`SELECT * FROM invoices WHERE id = $1`, [inv.id])).toEqual(rowBefore);
    const after = await t.ok<InvoiceDetail>({ method: 'GET', url: `/api/invoices/${inv.id}`, token: k.logistics });
    expect(after.creditNotes.map((c) => c.number)).toEqual([part.number, rest.number]);
    expect(after.creditable).toBe(0);
    expect(await verify((await pdfOf(rest.id)).bytes)).toMatchObject({
      outcome: 'valid',
      document: { type: 'creditNote' },
    });
    // No route changes an issued invoice.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await t.call({ method, url: `/api/invoices/${inv.id}`, token: k.logistics, payload: {} })).status).toBe(
        404,
      );
  });
});

describe("a customer's invoices", () => {
  it('lists and opens only its own company’s; another’s answers 404; it cannot issue', async () => {
    const at = noonDaysAgo(t, 70);
    await approvedRecord(t, d, meridian, at, [10]);
    const theirs = (await issue({ companyId: meridian, from: dayOf(at), to: dayOf(at), language: 'en' })).body
      .data as InvoiceDetail;
    const list = await t.ok<{ rows: InvoiceRow[]; total: number }>({
      method: 'GET',
      url: `/api/invoices?pageSize=100&companyId=${meridian}`,
      token: k.customer,
    });
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((r) => r.companyId === straits)).toBe(true);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${theirs.id}`, token: k.customer })).status).toBe(404);
    expect((await pdfOf(theirs.id, k.customer)).status).toBe(404);
    const own = list.rows[0]!;
    expect((await t.call({ method: 'GET', url: `/api/invoices/${own.id}`, token: k.customer })).status).toBe(200);
    expect((await pdfOf(own.id, k.customer)).status).toBe(200);
    expect(
      (await issue({ companyId: straits, from: dayOf(at), to: dayOf(at), language: 'en' }, k.customer)).status,
    ).toBe(403);
    const cn = await t.call({
      method: 'POST',
      url: `/api/invoices/${own.id}/credit-note`,
      token: k.customer,
      payload: { reason: 'x' },
    });
    expect(cn.status).toBe(403);
    // The terminal filters by company and kind.
    const terminal = await t.ok<{ rows: InvoiceRow[] }>({
      method: 'GET',
      url: `/api/invoices?pageSize=100&companyId=${meridian}&kind=invoice`,
      token: k.logistics,
    });
    expect(terminal.rows.length).toBeGreaterThan(0);
    expect(terminal.rows.every((r) => r.companyId === meridian && r.kind === 'invoice')).toBe(true);
  });
});

describe("a company's billing address", () => {
  it('is an optional e-mail on the company record, where its invoices are mailed', async () => {
    const put = (billingEmail: string | null) =>
      t.call({
        method: 'PUT',
        url: `/api/companies/${meridian}`,
        token: k.logistics,
        payload: { code: 'MERIDIAN', name: 'Meridian Fuels Trading Pte. Ltd.', kind: 'customer', billingEmail },
      });
    const bad = await put('not an address');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('billingEmail');
    expect((await put('')).status).toBe(200);
    const ok = await put('ap@meridian.example');
    expect((ok.body.data as { billingEmail: string }).billingEmail).toBe('ap@meridian.example');
    const at = noonDaysAgo(t, 80);
    await approvedRecord(t, d, meridian, at, [20]);
    const inv = (await issue({ companyId: meridian, from: dayOf(at), to: dayOf(at), language: 'en' })).body
      .data as InvoiceDetail;
    expect(inv.emailedTo).toBe('ap@meridian.example');
    const mails = await t.asOwner<{ to: string }>(`SELECT "to" FROM mail_outbox WHERE subject LIKE $1`, [
      `%${inv.number}%`,
    ]);
    expect(mails).toEqual([{ to: 'ap@meridian.example' }]);
  });
});
