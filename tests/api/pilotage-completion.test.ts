import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { signedCq } from '../support/documents.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import type { PilotJobRecord } from '../../contract/schemas/pilotage.js';
import { DEFAULT_SETTINGS } from '../../contract/schemas/settings.js';
import { makeBillingRecord } from '../../server/modules/billing/billing.make.js';

/**
 * Issue 31 point 10 (DECISIONS.md §7a): completing a nomination cancels its pilot jobs that never
 * took place, with a reason and an audit entry; a job under way refuses the completion, naming it;
 * billing charges completed jobs only.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
let head: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  head = await t.login('headpilot');
});

const jobsOf = (nominationId: number) =>
  t.asOwner<{ id: number; movement: string; status: string; remarks: string | null }>(
    `SELECT id, movement, status, remarks FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );
const billOf = async (nominationId: number) => {
  const list = await t.ok<{ rows: BillingRecord[] }>({
    method: 'GET',
    url: '/api/billing-records?pageSize=100',
    token: k.logistics,
  });
  return list.rows.find((r) => r.nominationId === nominationId);
};
const charged = (r: BillingRecord, kind: string) => r.lines.find((l) => l.kind === kind)?.quantity;
const upcoming = async () =>
  (
    await t.ok<{ rows: PilotJobRecord[] }>({
      method: 'GET',
      url: '/api/pilot-jobs?view=upcoming&pageSize=100',
      token: head,
    })
  ).rows.map((j) => j.id);
const complete = (id: number) =>
  t.call({ method: 'POST', url: `/api/jput/nomination/complete/${id}`, token: k.logistics });

/** Booked far ahead, signing started and a signed CQ: ready to complete, its two jobs still Requested. */
async function readyToComplete(hours: number) {
  const n = await nominationAt(t, d, k, 'Booked', {}, { hours, berth: 'J1-A' });
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
  await signedCq(t, k, n.id, 1000);
  return n;
}

describe('completing a nomination closes its pilot jobs', () => {
  it('cancels the jobs that never took place, with a reason and an audit entry, and bills none of them', async () => {
    const n = await readyToComplete(200);
    const jobs = await jobsOf(n.id);
    expect(jobs.map((j) => j.status)).toEqual(['Requested', 'Requested']);
    // Upcoming for the pilots before the completion...
    expect(await upcoming()).toEqual(expect.arrayContaining(jobs.map((j) => j.id)));

    expect((await complete(n.id)).status).toBe(200);
    const after = await jobsOf(n.id);
    expect(after.map((j) => j.status)).toEqual(['Cancelled', 'Cancelled']);
    expect(after.every((j) => j.remarks?.includes('nomination was completed'))).toBe(true);
    // ...and no longer after it.
    const queue = await upcoming();
    for (const j of jobs) expect(queue).not.toContain(j.id);
    const audit = await t.asOwner<{ entity_id: string; action: string }>(
      `SELECT entity_id, action FROM audit_log WHERE entity = 'pilotJob' AND entity_id = ANY($1) AND action = 'cancelJob'`,
      [jobs.map((j) => String(j.id))],
    );
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual(jobs.map((j) => j.id).sort());

    const bill = (await billOf(n.id))!;
    expect(charged(bill, 'pilot')).toBe(0);
    expect(charged(bill, 'tug')).toBe(0);
  });

  it('is refused while a job is in progress, naming it; once the job is done, it completes and bills that job', async () => {
    const n = await readyToComplete(260);
    const [berthing, unberthing] = await jobsOf(n.id);
    const [pilot, tug] = await t.asOwner<{ id: number }>(
      `INSERT INTO pilots (name, kind) VALUES ('Capt. Completion', 'pilot'), ('Tug Completion', 'tug') RETURNING id`,
    );
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${berthing!.id}/assign`,
      token: k.logistics,
      payload: { pilotId: pilot!.id, tugIds: [tug!.id] },
    });
    await t.ok({ method: 'POST', url: `/api/pilot-jobs/${berthing!.id}/start`, token: head, payload: {} });

    const refused = await complete(n.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `Pilot job #${berthing!.id} (berthing) is in progress: its pilot completes it before the nomination is completed`,
    );
    // Nothing changed: the nomination is not completed and the other job is still open.
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['In Progress', 'Requested']);
    expect(await billOf(n.id)).toBeUndefined();

    const end = t.clock.now.getTime() + 60_000;
    await t.ok({
      method: 'POST',
      url: `/api/pilot-jobs/${berthing!.id}/complete`,
      token: head,
      payload: { actualEnd: new Date(end).toISOString() },
    });
    expect((await complete(n.id)).status).toBe(200);
    expect((await jobsOf(n.id)).map((j) => [j.id, j.status])).toEqual([
      [berthing!.id, 'Completed'],
      [unberthing!.id, 'Cancelled'],
    ]);
    const bill = (await billOf(n.id))!;
    expect(charged(bill, 'pilot')).toBe(1);
    expect(charged(bill, 'tug')).toBe(1);
  });

  it('bills only the completed jobs of a nomination, whatever state the others were left in', async () => {
    // A nomination completed before this rule could have left its jobs open: billing charges none of them.
    const n = await readyToComplete(320);
    expect((await complete(n.id)).status).toBe(200);
    const [berthing, unberthing] = await jobsOf(n.id);
    const [tug] = await t.asOwner<{ id: number }>(
      `INSERT INTO pilots (name, kind) VALUES ('Tug Left', 'tug') RETURNING id`,
    );
    await t.asOwner(`UPDATE pilot_jobs SET status = 'Requested' WHERE id = $1`, [berthing!.id]);
    await t.asOwner(`UPDATE pilot_jobs SET status = 'Confirmed' WHERE id = $1`, [unberthing!.id]);
    await t.asOwner(`INSERT INTO pilot_job_tugs (job_id, tug_id) VALUES ($1, $2)`, [berthing!.id, tug!.id]);
    // Billed again from scratch, as the completion does.
    await t.asOwner(
      `DELETE FROM billing_lines WHERE record_id IN (SELECT id FROM billing_records WHERE nomination_id = $1)`,
      [n.id],
    );
    await t.asOwner(`DELETE FROM billing_records WHERE nomination_id = $1`, [n.id]);
    const recordId = await t.app.db.transaction((tx) => makeBillingRecord(tx, n.id, t.clock.now, DEFAULT_SETTINGS));
    const [lines] = await t.asOwner<{ pilot: number; tug: number }>(
      `SELECT (SELECT quantity::float FROM billing_lines WHERE record_id = $1 AND kind = 'pilot') AS pilot,
              (SELECT quantity::float FROM billing_lines WHERE record_id = $1 AND kind = 'tug') AS tug`,
      [recordId],
    );
    expect(lines).toEqual({ pilot: 0, tug: 0 });
  });
});
