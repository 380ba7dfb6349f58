import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { approvedRecord, companyId, dayOf, noonDaysAgo } from '../support/invoices.js';

/** Review 34 #19-#21: what issuing and its preview refuse alike, and the period's invoices' language. */
let t: TestApp;
let d: Demo;
let k: Tokens;
let straits: number;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  straits = await companyId(t, 'STRAITS');
});

const preview = (q: Record<string, string | number>, token = k.logistics) =>
  t.call({
    method: 'GET',
    url: `/api/invoices/preview?${new URLSearchParams(Object.entries(q).map(([a, b]) => [a, String(b)]))}`,
    token,
  });
const issue = (payload: object) => t.call({ method: 'POST', url: '/api/invoices', token: k.logistics, payload });
const languagesOf = async (numbers: string[]) =>
  (await t.asOwner<{ language: string }>(`SELECT language FROM invoices WHERE number = ANY($1)`, [numbers])).map(
    (r) => r.language,
  );

describe('one invoice, one currency', () => {
  it('refuses records billed in two currencies, naming both, in the preview and in issuing', async () => {
    const at = noonDaysAgo(t, 120);
    const day = dayOf(at);
    const sgd = await approvedRecord(t, d, straits, at, [100]);
    const usd = await approvedRecord(t, d, straits, at, [50]);
    await t.asOwner(`UPDATE billing_records SET currency = 'USD' WHERE id = $1`, [usd.recordId]);
    const period = { companyId: straits, from: day, to: day };
    for (const res of [await preview(period), await issue({ ...period, language: 'en' })]) {
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(
        'These records were billed in more than one currency (SGD, USD): one invoice is in one currency; invoice a shorter period',
      );
    }
    const zh = await issue({ ...period, language: 'zh' });
    expect(zh.status).toBe(409);
    // Nothing was taken: both records still wait, and no number was used.
    const left = await t.asOwner<{ status: string }>(`SELECT status FROM billing_records WHERE id = ANY($1)`, [
      [sgd.recordId, usd.recordId],
    ]);
    expect(left.map((r) => r.status)).toEqual(['Approved', 'Approved']);
    expect(await t.asOwner(`SELECT 1 FROM invoices`)).toEqual([]);
    // One currency again: the preview and the issue go through, in that currency.
    await t.asOwner(`UPDATE billing_records SET currency = 'SGD' WHERE id = $1`, [usd.recordId]);
    const ok = await preview(period);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ currency: 'SGD', subtotal: 150 });
  });
});

describe('the preview', () => {
  it('refuses a company that issuing refuses, on its companyId', async () => {
    const day = dayOf(noonDaysAgo(t, 130));
    const period = { companyId: d.surveyorCompany, from: day, to: day };
    const seen = await preview(period);
    const issued = await issue({ ...period, language: 'en' });
    for (const res of [seen, issued]) {
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Only a customer company is invoiced: choose a customer (company)');
    }
    expect(JSON.stringify(seen.body)).toContain('companyId');
    expect((await preview({ ...period, companyId: straits })).status).toBe(200);
  });
});

describe("invoicing a period from the billing screen's action", () => {
  it('issues in the language asked, English when none is given', async () => {
    const zhDay = dayOf(noonDaysAgo(t, 140));
    const enDay = dayOf(noonDaysAgo(t, 141));
    await approvedRecord(t, d, straits, noonDaysAgo(t, 140), [10]);
    await approvedRecord(t, d, straits, noonDaysAgo(t, 141), [20]);
    const invoice = (payload: object) =>
      t.ok<{ invoiced: number; invoices: string[] }>({
        method: 'POST',
        url: '/api/billing-records/invoice',
        token: k.logistics,
        payload,
      });
    const zh = await invoice({ from: zhDay, to: zhDay, language: 'zh' });
    expect(zh.invoices).toHaveLength(1);
    expect(await languagesOf(zh.invoices)).toEqual(['zh']);
    const en = await invoice({ from: enDay, to: enDay });
    expect(en.invoices).toHaveLength(1);
    expect(await languagesOf(en.invoices)).toEqual(['en']);
  });
});
