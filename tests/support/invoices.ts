import type { TestApp } from './app.js';
import type { Demo } from './nominations.js';
import { DAY, HOUR } from '../../contract/time.js';

/** A demo company's id by its code (STRAITS, MERIDIAN are customers; ACCUSURV a surveyor). */
export async function companyId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.asOwner<{ id: number }>('SELECT id FROM companies WHERE code = $1', [code]);
  return row!.id;
}

/**
 * A completed nomination with an Approved billing record of these line amounts, written as the
 * database owner: invoicing reads only the record and its lines, so the walk through the API that
 * billing.test.ts makes is not needed here.
 */
export async function approvedRecord(
  t: TestApp,
  d: Demo,
  companyId: number,
  completedAt: Date,
  amounts: number[],
  status: 'Draft' | 'Approved' = 'Approved',
): Promise<{ recordId: number; nominationId: number }> {
  const [user] = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'logistics'`);
  const [n] = await t.asOwner<{ id: number }>(
    `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, completed_at, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, 1000, 'Completed', $4, $5, $4, $4) RETURNING id`,
    [companyId, d.barges.star1, d.products.mgo, completedAt, user!.id],
  );
  const total = amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
  const [r] = await t.asOwner<{ id: number }>(
    `INSERT INTO billing_records (nomination_id, company_id, status, currency, hours_source, rates, total, completed_at, created_at, updated_at, approved_at)
     VALUES ($1, $2, $3, 'SGD', 'mooring', '{}', $4, $5, $5, $5, $6) RETURNING id`,
    [n!.id, companyId, status, total, completedAt, status === 'Approved' ? completedAt : null],
  );
  for (const [i, amount] of amounts.entries())
    await t.asOwner(
      `INSERT INTO billing_lines (record_id, kind, quantity, unit_price, amount, source) VALUES ($1, $2, 1, $3, $3, $4)`,
      [r!.id, i === 0 ? 'berth' : 'quantity', amount, JSON.stringify({ dues: i === 0 ? 'berth' : 'quantity' })],
    );
  return { recordId: r!.id, nominationId: n!.id };
}

/** Noon on a terminal day (Singapore, UTC+8) `daysAgo` days before the clock's day. */
export const noonDaysAgo = (t: TestApp, daysAgo: number) => {
  const d = new Date(t.clock.now.getTime() - daysAgo * DAY);
  return new Date(`${d.toISOString().slice(0, 10)}T04:00:00Z`);
};
export const dayOf = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);
