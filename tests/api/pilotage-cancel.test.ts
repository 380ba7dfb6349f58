import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR } from '../../contract/time.js';

/** A cancelled pilot job says why, in the reader's language, and keeps the planner's remarks. */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const jobsOf = (nominationId: number) =>
  t.asOwner<{ id: number; movement: string; status: string; remarks: string | null; cancel_reason: string | null }>(
    `SELECT id, movement, status, remarks, cancel_reason FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );

describe('cancelling a pilot job', () => {
  it('by the planner: the typed reason joins the remarks, which stay, and the job says the planner cancelled it', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 30 });
    const [berthing] = await jobsOf(n.id);
    await t.asOwner(`UPDATE pilot_jobs SET remarks = 'Pilot boards at the anchorage' WHERE id = $1`, [berthing!.id]);
    await t.ok({
      method: 'POST',
      url: `/api/pilotage/jobs/${berthing!.id}/cancel`,
      token: k.logistics,
      payload: { reason: 'Barge delayed by weather' },
    });
    const [after] = await jobsOf(n.id);
    expect(after).toMatchObject({
      status: 'Cancelled',
      remarks: 'Pilot boards at the anchorage\nBarge delayed by weather',
      cancel_reason: 'pilotage.cancelReasons.byPlanner',
    });
  });

  it('by the system, when the nomination no longer needs the movement: with its reason', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 50, berth: 'J1-B' });
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['Requested', 'Requested']);
    // Made pilot-exempt (as an approved change request would), then moved: the jobs are no longer wanted.
    await t.asOwner(`UPDATE nominations SET pilot_exemption = true WHERE id = $1`, [n.id]);
    await t.ok({
      method: 'POST',
      url: `/api/jput/nomination/assign/${n.id}`,
      token: k.logistics,
      payload: {
        berthId: n.berthId,
        estimatedBerthTime: new Date(Date.parse(n.estimatedBerthTime!) + 2 * HOUR).toISOString(),
      },
    });
    expect((await jobsOf(n.id)).map((j) => [j.status, j.cancel_reason])).toEqual([
      ['Cancelled', 'pilotage.cancelReasons.noLongerNeeded'],
      ['Cancelled', 'pilotage.cancelReasons.noLongerNeeded'],
    ]);
  });
});
