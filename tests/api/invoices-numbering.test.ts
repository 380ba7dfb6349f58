import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { approvedRecord, companyId, dayOf, noonDaysAgo } from '../support/invoices.js';

/** DECISIONS §11: invoice numbers without gaps and without duplicates, however many issue at once. */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

describe('the invoice series', () => {
  it('numbers parallel issues 1..k without a gap: refusals take no number, a failure after taking one gives it back', async () => {
    const companies = [await companyId(t, 'STRAITS'), await companyId(t, 'MERIDIAN')];
    const work: { companyId: number; day: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const at = noonDaysAgo(t, 10 + i);
      const company = companies[i % 2]!;
      await approvedRecord(t, d, company, at, [100 + i, 0.33]);
      work.push({ companyId: company, day: dayOf(at) });
    }
    // Refused in parallel with them: an empty period, a surveyor company, a second issue of a period
    // (its records locked by the first, then found already invoiced).
    const failing = [
      { companyId: companies[0]!, day: dayOf(noonDaysAgo(t, 200)) },
      { companyId: d.surveyorCompany, day: work[0]!.day },
      work[3]!,
    ];
    const all = [...work, ...failing];
    // One issue fails after its number is taken: sealing its PDF throws (the terminal's key unreadable
    // for that one request), so its transaction rolls back with the number, which the next issue takes.
    const sealing = t.app.signingKey;
    let broken = false;
    t.app.signingKey = () => {
      if (broken) return sealing();
      broken = true;
      throw new Error('the signing key cannot be read (test)');
    };
    const answers = await Promise.all(
      all.map((w) =>
        t.call({
          method: 'POST',
          url: '/api/invoices',
          token: k.logistics,
          payload: { companyId: w.companyId, from: w.day, to: w.day, language: 'en' },
        }),
      ),
    ).finally(() => {
      t.app.signingKey = sealing;
    });
    expect(broken).toBe(true);
    const ok = answers.filter((a) => a.status === 200).map((a) => (a.body.data as { number: string }).number);
    expect(ok).toHaveLength(9);
    expect(
      answers
        .filter((a) => a.status !== 200)
        .map((a) => a.status)
        .sort(),
    ).toEqual([400, 409, 409, 500]);
    const year = ok[0]!.slice(4, 8);
    const numbers = ok.map((n) => Number(n.slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The failed one's records still wait; issued again, it takes the next number, 10.
    const failed = work[answers.findIndex((a) => a.status === 500)]!;
    const again = await t.call({
      method: 'POST',
      url: '/api/invoices',
      token: k.logistics,
      payload: { companyId: failed.companyId, from: failed.day, to: failed.day, language: 'en' },
    });
    expect(again.status).toBe(200);
    ok.push((again.body.data as { number: string }).number);
    expect(Number(ok[9]!.slice(-5))).toBe(10);
    expect(ok.every((n) => n.startsWith(`INV-${year}-`))).toBe(true);
    const stored = await t.asOwner<{ number: string }>(
      `SELECT number FROM invoices WHERE kind = 'invoice' ORDER BY number`,
    );
    expect(stored.map((r) => r.number)).toEqual([...ok].sort());
    const [series] = await t.asOwner<{ last: number }>(`SELECT last FROM invoice_numbers WHERE kind = 'invoice'`);
    expect(series!.last).toBe(10);
    // Each record is on exactly one invoice.
    const [{ n } = { n: 0 }] = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_records WHERE status = 'Invoiced' AND invoice_id IS NOT NULL`,
    );
    expect(n).toBe(10);
  });
});
