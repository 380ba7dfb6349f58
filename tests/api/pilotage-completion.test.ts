import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, tokens, type Demo, type Tokens } from '../support/nominations.js';
import { signedCq } from '../support/documents.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import type { PilotJobRecord } from '../../contract/schemas/pilotage.js';
import { DEFAULT_SETTINGS } from '../../contract/schemas/settings.js';
import { makeBillingRecord } from '../../server/modules/billing/billing.make.js';
import { formatTerminalDateTime } from '../../contract/datetime.js';
import { textOf, type MessageKey } from '../../contract/messages/index.js';
import type { ParamValue } from '../../contract/messages/render.js';
import { MINUTE, HOUR } from '../../contract/time.js';

/**
 * Issue 31 point 10 (DECISIONS.md §7a): a nomination is completed once its call is over. A pilot job
 * under way, still ahead, or with a pilot on it and still within its slot (the pilot may be late)
 * refuses the completion, naming it with its times in the terminal's zone; the jobs not started by
 * then (an unassigned one: by its required time) are cancelled with a reason (a
 * catalogue key, beside the planner's remarks) and an audit entry; billing charges completed jobs only.
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

interface JobRow {
  id: number;
  movement: string;
  status: string;
  remarks: string | null;
  cancel_reason: string | null;
  required_at: Date;
  duration_minutes: number;
}
const jobsOf = (nominationId: number) =>
  t.asOwner<JobRow>(
    `SELECT id, movement, status, remarks, cancel_reason, required_at, duration_minutes FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );
/**
 * The test clock set to an instant (it only moves forward here: later tests book from the new now);
 * the sessions of before have lapsed by then, so everyone signs in again.
 */
const clockAt = async (when: Date) => {
  expect(when.getTime()).toBeGreaterThanOrEqual(t.clock.now.getTime());
  t.clock.now = new Date(when);
  Object.assign(k, await tokens(t));
  head = await t.login('headpilot');
};
const inZone = (at: Date) => formatTerminalDateTime(at, 'Asia/Singapore');
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
/** The end of the slot a staffed job holds its pilot for: until then its pilot may still come. */
const slotEnd = (j: JobRow) => plus(j.required_at, j.duration_minutes);
const billOf = async (nominationId: number) => {
  const list = await t.ok<{ rows: BillingRecord[] }>({
    method: 'GET',
    url: '/api/billing-records?pageSize=100',
    token: k.logistics,
  });
  return list.rows.find((r) => r.nominationId === nominationId);
};
const charged = (r: BillingRecord, kind: string) => r.lines.find((l) => l.kind === kind)?.quantity;
const complete = (id: number) =>
  t.call({ method: 'POST', url: `/api/jput/nomination/complete/${id}`, token: k.logistics });

/** Booked far ahead, signing started and a signed CQ: ready to complete, its two jobs still Requested. */
async function readyToComplete(hours: number) {
  const n = await nominationAt(t, d, k, 'Booked', {}, { hours, berth: 'J1-A' });
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
  await signedCq(t, k, n.id, 1000);
  return n;
}

const REASON = 'pilotage.cancelReasons.notStartedAtCompletion';
const REMARKS = 'Tide window: call the pilot at the pier';

/** The head of pilot staffs a job with a new pilot (and tug) of its own, so no other job is in the way. */
async function staff(jobId: number) {
  const [pilot, tug] = await t.asOwner<{ id: number }>(
    `INSERT INTO pilots (name, kind) VALUES ($1, 'pilot'), ($2, 'tug') RETURNING id`,
    [`Capt. Completion ${jobId}`, `Tug Completion ${jobId}`],
  );
  await t.ok({
    method: 'PUT',
    url: `/api/pilotage/jobs/${jobId}/assign`,
    token: head,
    payload: { pilotId: pilot!.id, tugIds: [tug!.id] },
  });
}
const jobStep = (jobId: number, step: string, payload: object = {}) =>
  t.ok({ method: 'POST', url: `/api/pilot-jobs/${jobId}/${step}`, token: head, payload });

describe('completing a nomination closes its pilot jobs', () => {
  it('is refused while the unberthing of a barge still alongside is ahead, naming it and its time in the terminal zone', async () => {
    const n = await readyToComplete(200);
    const [berthing, unberthing] = await jobsOf(n.id);
    expect([berthing!.movement, unberthing!.movement]).toEqual(['berthing', 'unberthing']);
    await t.asOwner(`UPDATE pilot_jobs SET remarks = $2 WHERE nomination_id = $1`, [n.id, REMARKS]);
    // The barge arrives: its berthing is piloted and done; the unberthing is confirmed for later.
    await clockAt(berthing!.required_at);
    await staff(berthing!.id);
    await jobStep(berthing!.id, 'start');
    await clockAt(new Date(t.clock.now.getTime() + HOUR));
    await jobStep(berthing!.id, 'complete');
    await staff(unberthing!.id);
    await jobStep(unberthing!.id, 'confirm');

    const refused = await complete(n.id);
    expect(refused.status).toBe(409);
    const at = inZone(unberthing!.required_at);
    expect(refused.body.msg).toBe(
      `Pilot job #${unberthing!.id} (unberthing) is required at ${at}: its pilot completes it, or the planner cancels it, before the nomination is completed`,
    );
    const { key, params } = refused.body as unknown as { key: MessageKey; params: Record<string, ParamValue> };
    expect(key).toBe('pilotage.jobAhead');
    expect(textOf({ key, params }, 'zh')).toBe(
      `引航作业 #${unberthing!.id}（离泊）要求时间为 ${at}：须由引航员先完成该作业，或由计划员取消，再完成提名`,
    );
    // Up to the last moment before its required time, the same.
    await clockAt(new Date(unberthing!.required_at.getTime() - 1));
    expect((await complete(n.id)).status).toBe(409);
    // Nothing changed: the nomination is not completed, the unberthing still confirmed for its pilot.
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['Completed', 'Confirmed']);
    expect(await billOf(n.id)).toBeUndefined();
  });

  it('cancels the jobs whose time passed without a start, with a reason beside the remarks and an audit entry, and bills none of them', async () => {
    const n = await readyToComplete(200);
    const jobs = await jobsOf(n.id);
    expect(jobs.map((j) => j.status)).toEqual(['Requested', 'Requested']);
    await t.asOwner(`UPDATE pilot_jobs SET remarks = $2 WHERE nomination_id = $1`, [n.id, REMARKS]);
    await staff(jobs[1]!.id);
    await jobStep(jobs[1]!.id, 'confirm');
    const confirmed = jobs[1]!;
    // A minute late, the confirmed unberthing's pilot may still come: the barge keeps the job.
    await clockAt(plus(confirmed.required_at, 1));
    const refused = await complete(n.id);
    expect(refused.status).toBe(409);
    const [at, until] = [inZone(confirmed.required_at), inZone(slotEnd(confirmed))];
    expect(refused.body.msg).toBe(
      `Pilot job #${confirmed.id} (unberthing, required ${at}) has a pilot and may still take place until ${until}: its pilot completes it, or the planner cancels it, before the nomination is completed`,
    );
    const { key, params } = refused.body as unknown as { key: MessageKey; params: Record<string, ParamValue> };
    expect(key).toBe('pilotage.jobLate');
    expect(textOf({ key, params }, 'zh')).toBe(
      `引航作业 #${confirmed.id}（离泊，要求时间 ${at}）已指派引航员，${until} 前仍可能进行：须由引航员先完成该作业，或由计划员取消，再完成提名`,
    );
    // The same up to the end of its slot: its pilot may be late by as much as the job takes.
    await clockAt(plus(slotEnd(confirmed), -1));
    expect((await complete(n.id)).status).toBe(409);
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['Requested', 'Confirmed']);
    // A minute past its slot, neither job was started: the call is over and they did not happen.
    await clockAt(plus(slotEnd(confirmed), 1));

    expect((await complete(n.id)).status).toBe(200);
    const after = await jobsOf(n.id);
    expect(after.map((j) => [j.status, j.cancel_reason, j.remarks])).toEqual([
      ['Cancelled', REASON, REMARKS],
      ['Cancelled', REASON, REMARKS],
    ]);
    // The pilots' past list shows the reason's key (the browser words it) and the planner's remarks.
    const past = await t.ok<{ rows: PilotJobRecord[] }>({
      method: 'GET',
      url: '/api/pilot-jobs?view=past&pageSize=100',
      token: head,
    });
    const shown = past.rows.filter((j) => j.nominationId === n.id);
    expect(shown.map((j) => [j.id, j.status, j.cancelReason, j.remarks])).toEqual(
      [...jobs].reverse().map((j) => [j.id, 'Cancelled', REASON, REMARKS]),
    );
    expect(textOf({ key: REASON }, 'en')).toBe(
      'Cancelled when the nomination was completed: not started by its required time',
    );
    const audit = await t.asOwner<{ entity_id: string; action: string }>(
      `SELECT entity_id, action FROM audit_log WHERE entity = 'pilotJob' AND entity_id = ANY($1) AND action = 'cancelJob'`,
      [jobs.map((j) => String(j.id))],
    );
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual(jobs.map((j) => j.id).sort());

    const bill = (await billOf(n.id))!;
    expect(charged(bill, 'pilot')).toBe(0);
    expect(charged(bill, 'tug')).toBe(0);
  });

  it('is refused while a job is in progress, naming it; once the job is done and the call over, it completes and bills that job', async () => {
    const n = await readyToComplete(260);
    const [berthing, unberthing] = await jobsOf(n.id);
    await staff(berthing!.id);
    await jobStep(berthing!.id, 'start');

    const refused = await complete(n.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `Pilot job #${berthing!.id} (berthing, required ${inZone(berthing!.required_at)}) is in progress: its pilot completes it before the nomination is completed`,
    );
    // Nothing changed: the nomination is not completed and the other job is still open.
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['In Progress', 'Requested']);
    expect(await billOf(n.id)).toBeUndefined();

    const end = t.clock.now.getTime() + MINUTE;
    await jobStep(berthing!.id, 'complete', { actualEnd: new Date(end).toISOString() });
    await clockAt(unberthing!.required_at);
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
    await clockAt((await jobsOf(n.id))[1]!.required_at);
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

  it('cancels an unassigned job a minute past its required time, and waits out the slot of one with a pilot (Requested or Confirmed)', async () => {
    const n = await readyToComplete(380);
    const [berthing, unberthing] = await jobsOf(n.id);
    // The berthing has a pilot but is not confirmed yet; the unberthing has none.
    await staff(berthing!.id);
    expect((await jobsOf(n.id)).map((j) => j.status)).toEqual(['Requested', 'Requested']);
    await clockAt(plus(berthing!.required_at, 1));
    const refused = await complete(n.id);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { key: string }).key).toBe('pilotage.jobLate');
    expect(refused.body.msg).toContain(
      `Pilot job #${berthing!.id} (berthing, required ${inZone(berthing!.required_at)})`,
    );

    // Past the berthing's slot, and the unberthing, with no one on it, one minute past its time.
    expect(unberthing!.required_at.getTime()).toBeGreaterThan(slotEnd(berthing!).getTime());
    await clockAt(plus(unberthing!.required_at, 1));
    expect((await complete(n.id)).status).toBe(200);
    expect((await jobsOf(n.id)).map((j) => [j.id, j.status, j.cancel_reason])).toEqual([
      [berthing!.id, 'Cancelled', REASON],
      [unberthing!.id, 'Cancelled', REASON],
    ]);
  });
});
