/**
 * The demo's invoices (issue 34 §5, DECISIONS §12): after the whole demo seed, as `npm start` runs
 * it, every Invoiced record is on its invoice, last month is invoiced per customer company, the
 * customers have billing addresses, and a demo invoice's PDF verifies.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedDemoHistory } from '../../demo/index.js';
import { terminalDay } from '../../contract/datetime.js';
import { multipart } from '../support/multipart.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
  const started = performance.now();
  await seedDemoHistory(t.database.db, t.clock.now);
  process.stdout.write(`demo history seeded in ${Math.round(performance.now() - started)} ms\n`);
});

describe('the demo invoices', () => {
  it('puts every Invoiced record on an invoice and invoices last month per customer company', async () => {
    const loose = await t.asOwner(
      `SELECT id FROM billing_records WHERE (status = 'Invoiced') <> (invoice_id IS NOT NULL)`,
    );
    expect(loose).toEqual([]);
    const today = terminalDay(t.clock.now);
    const month = Number(today.slice(5, 7));
    const last =
      month === 1
        ? `${Number(today.slice(0, 4)) - 1}-12-01`
        : `${today.slice(0, 4)}-${String(month - 1).padStart(2, '0')}-01`;
    const invoices = await t.asOwner<{
      company_id: number;
      number: string;
      emailed_to: string | null;
      records: number;
    }>(
      `SELECT i.company_id, i.number, i.emailed_to,
              (SELECT count(*)::int FROM billing_records r WHERE r.invoice_id = i.id) AS records
         FROM invoices i WHERE i.period_from = $1 ORDER BY i.number`,
      [last],
    );
    const customers = await t.asOwner<{ company_id: number }>(
      `SELECT DISTINCT company_id FROM billing_records
        WHERE completed_at >= $1::date - interval '8 hours' AND completed_at < $1::date + interval '1 month' - interval '8 hours'
          AND completed_at < now() - interval '7 days'`,
      [last],
    );
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.map((i) => i.company_id).sort()).toEqual(customers.map((c) => c.company_id).sort());
    expect(invoices.every((i) => i.records > 0 && i.emailed_to?.includes('@'))).toBe(true);
    // The series is gapless from 1.
    const all = await t.asOwner<{ number: string }>(`SELECT number FROM invoices ORDER BY number`);
    expect(all.map((r) => Number(r.number.slice(-5)))).toEqual(all.map((_, i) => i + 1));

    const [first] = await t.asOwner<{ pdf: Buffer; sha256: string; number: string }>(
      `SELECT pdf, sha256, number FROM invoices ORDER BY id LIMIT 1`,
    );
    expect(createHash('sha256').update(first!.pdf).digest('hex')).toBe(first!.sha256);
    const verdict = await t.ok<{ outcome: string; document: { number: string } }>({
      method: 'POST',
      url: '/api/documents/verify',
      ...multipart('invoice.pdf', first!.pdf),
    });
    expect(verdict).toMatchObject({ outcome: 'valid', document: { number: first!.number } });
  });
});
