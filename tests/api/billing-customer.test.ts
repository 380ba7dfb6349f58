import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import { DAY } from '../../contract/time.js';

/**
 * Customers read their own charges (DECISIONS §11, issue 34 §3): a company admin or customer user
 * lists and opens its own company's Approved and Invoiced billing records only; a Draft or another
 * company's record is not found (404, so ids tell nothing); filters cannot widen the scope; every
 * change stays terminal logistics'. Records are written directly: this is about who reads them.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
let straits: number;
let other: number;
const ids: Record<string, number> = {};

test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  const [s] = await t.asOwner<{ id: number }>(`SELECT id FROM companies WHERE code = 'STRAITS'`);
  straits = s!.id;
  const [o] = await t.asOwner<{ id: number }>(
    `INSERT INTO companies (code, name, kind) SELECT 'OTHERCO', 'Other Oil Co', kind FROM companies WHERE id = $1 RETURNING id`,
    [straits],
  );
  other = o!.id;
  // The other company's customer user, signing in with the demo password.
  await t.asOwner(
    `INSERT INTO users (user_name, nick_name, email, password_hash, user_type, role, company_id)
     SELECT 'othercustomer', 'Other Customer', 'other@example.com', password_hash, 2, 5, $1 FROM users WHERE user_name = 'customer'`,
    [other],
  );
  const record = async (name: string, company: number, status: string, daysAgo: number) => {
    const at = new Date(t.clock.now.getTime() - daysAgo * DAY).toISOString();
    const [n] = await t.asOwner<{ id: number }>(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, berth_id,
                                estimated_berth_time, duration_hours, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 1000, 1000, 'Completed', $4, $5, 2, (SELECT id FROM users WHERE user_name = 'customer'), $5, $5)
       RETURNING id`,
      [company, d.barges.star1, d.products.mgo, d.berths['J1-A'], at],
    );
    const [r] = await t.asOwner<{ id: number }>(
      `INSERT INTO billing_records (nomination_id, company_id, status, currency, hours_source, rates, total,
                                    completed_at, created_at, updated_at, approved_at)
       VALUES ($1, $2, $3::billing_status, 'SGD', 'window', '{}', 700, $4, $4, $4, CASE WHEN $3::billing_status = 'Draft' THEN NULL ELSE $4::timestamptz END)
       RETURNING id`,
      [n!.id, company, status, at],
    );
    await t.asOwner(
      `INSERT INTO billing_lines (record_id, kind, quantity, unit_price, amount, source)
       VALUES ($1, 'berth', 2, 350, 700, '{"dues":"berth","hoursSource":"window"}')`,
      [r!.id],
    );
    ids[name] = r!.id;
  };
  await record('ownDraft', straits, 'Draft', 1);
  await record('ownApproved', straits, 'Approved', 2);
  await record('ownInvoiced', straits, 'Invoiced', 3);
  await record('otherApproved', other, 'Approved', 1);
  await record('otherDraft', other, 'Draft', 2);
});

const list = (token: string, query = '') =>
  t.ok<{ rows: BillingRecord[]; total: number }>({
    method: 'GET',
    url: `/api/billing-records?pageSize=100${query}`,
    token,
  });
const idsOf = (rows: BillingRecord[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("a customer's charges", () => {
  it('lists only its own Approved and Invoiced records, for the customer user and the company admin', async () => {
    const own = [ids.ownApproved!, ids.ownInvoiced!].sort((a, b) => a - b);
    for (const token of [k.customer, await t.login('companyadmin')]) {
      const page = await list(token);
      expect(idsOf(page.rows)).toEqual(own);
      expect(page.total).toBe(2);
      expect(page.rows[0]!.lines[0]!.source).toEqual({ dues: 'berth', hoursSource: 'window' });
    }
    const theirs = await list(await t.login('othercustomer'));
    expect(idsOf(theirs.rows)).toEqual([ids.otherApproved]);
    // The terminal still sees every record, Drafts too.
    const all = idsOf((await list(k.logistics)).rows);
    expect(all).toEqual(expect.arrayContaining(Object.values(ids)));
  });

  it('cannot widen its scope with the filters', async () => {
    expect((await list(k.customer, `&companyId=${other}`)).total).toBe(0);
    expect((await list(k.customer, '&status=Draft')).total).toBe(0);
    const approved = await list(k.customer, `&status=Approved&companyId=${straits}`);
    expect(idsOf(approved.rows)).toEqual([ids.ownApproved]);
    // The count comes with the page's rows; a page past the end still says how many there are.
    const one = await t.ok<{ rows: BillingRecord[]; total: number }>({
      method: 'GET',
      url: '/api/billing-records?pageNum=2&pageSize=1',
      token: k.customer,
    });
    expect([one.rows.length, one.total]).toEqual([1, 2]);
    const past = await t.ok<{ rows: BillingRecord[]; total: number }>({
      method: 'GET',
      url: '/api/billing-records?pageNum=9&pageSize=1',
      token: k.customer,
    });
    expect([past.rows.length, past.total]).toEqual([0, 2]);
  });

  it("gets 404 for another company's record, for its own Draft and for an id that does not exist", async () => {
    const open = (id: number) => t.call({ method: 'GET', url: `/api/billing-records/${id}`, token: k.customer });
    expect((await open(ids.ownApproved!)).status).toBe(200);
    expect((await open(ids.ownInvoiced!)).status).toBe(200);
    expect((await open(ids.ownDraft!)).status).toBe(404);
    expect((await open(ids.otherApproved!)).status).toBe(404);
    expect((await open(ids.otherDraft!)).status).toBe(404);
    // Walking ids: every one that is not its own Approved/Invoiced answers exactly like a missing one.
    const max = Math.max(...Object.values(ids));
    const seen: number[] = [];
    for (let id = Math.max(1, max - 40); id <= max + 2; id++) {
      const res = await open(id);
      if (res.status === 200) seen.push(id);
      else expect(res.status).toBe(404);
    }
    expect(seen.sort((a, b) => a - b)).toEqual([ids.ownApproved, ids.ownInvoiced].sort((a, b) => a! - b!));
  });

  it('refuses the surveyor, the barge and the pilot (403)', async () => {
    for (const user of ['surveyor', 'barge', 'pilot', 'bargeoperator']) {
      const token = await t.login(user);
      expect((await t.call({ method: 'GET', url: '/api/billing-records', token })).status).toBe(403);
      const one = await t.call({ method: 'GET', url: `/api/billing-records/${ids.ownApproved}`, token });
      expect(one.status).toBe(403);
    }
  });

  it('cannot approve, correct, credit, invoice or export (403), and nothing changed', async () => {
    for (const token of [k.customer, await t.login('companyadmin')]) {
      const post = (url: string, payload: object) => t.call({ method: 'POST', url, token, payload });
      const base = `/api/billing-records`;
      expect((await post(`${base}/${ids.ownDraft}/approve`, {})).status).toBe(403);
      const [line] = await t.asOwner<{ id: number }>(`SELECT id FROM billing_lines WHERE record_id = $1`, [
        ids.ownDraft,
      ]);
      const fix = { lineId: line!.id, quantity: 0, unitPrice: 0, reason: 'Mine' };
      expect((await post(`${base}/${ids.ownDraft}/correct`, fix)).status).toBe(403);
      expect((await post(`${base}/${ids.ownApproved}/credit`, { amount: 700, reason: 'Mine' })).status).toBe(403);
      expect((await post(`${base}/invoice`, { from: '2000-01-01', to: '2100-01-01' })).status).toBe(403);
      const excel = await t.call({ method: 'GET', url: '/api/excel/billing?from=2000-01-01&to=2100-01-01', token });
      expect(excel.status).toBe(403);
    }
    const rows = await t.asOwner<{ status: string; total: string }>(
      `SELECT status, total FROM billing_records WHERE id = ANY($1) ORDER BY id`,
      [[ids.ownDraft, ids.ownApproved]],
    );
    expect(rows).toEqual([
      { status: 'Draft', total: '700.00' },
      { status: 'Approved', total: '700.00' },
    ]);
  });
});
