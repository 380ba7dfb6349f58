import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedHistory } from '../../demo/history.js';
import { seedPilotageHistory } from '../../demo/pilotage.js';
import { seedBillingHistory } from '../../demo/billing.js';

/** The demo's pilotage (issue 17): jobs for booked nominations, staffed within the rules, the pilot user linked. */
let t: TestApp;
let count: number;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedHistory(t.database.db, t.clock.now);
  count = await seedPilotageHistory(t.database.db, t.clock.now);
  billed = await seedBillingHistory(t.database.db, t.clock.now);
});
let billed: number;

describe('the demo pilotage', () => {
  it('gives every booked, not exempt nomination its two jobs, once', async () => {
    expect(count).toBeGreaterThan(50);
    expect(await seedPilotageHistory(t.database.db, t.clock.now)).toBe(0);
    const missing = await t.asOwner(
      `SELECT n.id FROM nominations n
        WHERE n.status IN ('Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed') AND NOT n.pilot_exemption
          AND (SELECT count(*) FROM pilot_jobs j WHERE j.nomination_id = n.id) <> 2`,
    );
    expect(missing).toEqual([]);
  });

  it('never puts a pilot or tug on two jobs within the travel buffer', async () => {
    const clashes = await t.asOwner(
      `WITH held AS (
         SELECT j.id, j.pilot_id AS who, j.required_at AS s, j.required_at + j.duration_minutes * interval '1 minute' AS e
           FROM pilot_jobs j WHERE j.pilot_id IS NOT NULL
         UNION ALL
         SELECT j.id, t.tug_id, j.required_at, j.required_at + j.duration_minutes * interval '1 minute'
           FROM pilot_jobs j JOIN pilot_job_tugs t ON t.job_id = j.id)
       SELECT a.id, b.id FROM held a JOIN held b ON a.who = b.who AND a.id < b.id
        WHERE a.s < b.e + interval '30 minutes' AND b.s < a.e + interval '30 minutes'`,
    );
    expect(clashes).toEqual([]);
  });

  it('has done jobs with actual times in the past, open ones ahead, and the demo pilot linked', async () => {
    const by = await t.asOwner<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM pilot_jobs GROUP BY status`,
    );
    const n = (s: string) => by.find((b) => b.status === s)?.n ?? 0;
    expect(n('Completed')).toBeGreaterThan(20);
    expect(n('Requested')).toBeGreaterThan(0);
    const [bad] = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM pilot_jobs WHERE status = 'Completed' AND (actual_end IS NULL OR actual_end <= actual_start)`,
    );
    expect(bad!.n).toBe(0);
    const [linked] = await t.asOwner<{ name: string }>(
      `SELECT p.name FROM users u JOIN pilots p ON p.id = u.pilot_id WHERE u.user_name = 'pilot'`,
    );
    expect(linked!.name).toBe('Capt. Rajesh Kumar');
  });

  it('bills every completed nomination, totals the sum of the lines, the older ones invoiced', async () => {
    const [completed] = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations WHERE status = 'Completed'`,
    );
    expect(billed).toBe(completed!.n);
    expect(await seedBillingHistory(t.database.db, t.clock.now)).toBe(0);
    const off = await t.asOwner(
      `SELECT b.id FROM billing_records b WHERE b.total <> (SELECT sum(amount) FROM billing_lines l WHERE l.record_id = b.id)`,
    );
    expect(off).toEqual([]);
    const by = await t.asOwner<{ status: string }>(`SELECT DISTINCT status FROM billing_records ORDER BY 1`);
    expect(by.map((b) => b.status).sort()).toEqual(['Approved', 'Draft', 'Invoiced']);
  });
});
