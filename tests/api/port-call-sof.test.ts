import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { ago, bookedCall, readSof, recordEvent, recorded, recordUpTo, signBeforeTransfer } from '../support/sof.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

/** A refusal: its status, catalogue key, parameters and the event it names. */
async function refused(id: number, payload: Record<string, unknown>, token = k.loading) {
  const res = await recordEvent(t, token, id, payload);
  const body = res.body as { code: number; key?: string; params?: Record<string, unknown>; data: unknown };
  return { status: res.status, key: body.key, params: body.params, data: body.data, msg: res.body.msg };
}

const actualsRow = async (id: number) =>
  (
    await t.asOwner<Record<string, unknown>>(
      `SELECT actual_arrived_at, actual_all_fast_at, actual_commenced_at, actual_completed_at, actual_cast_off_at,
              pumping_minutes, sof_progress FROM nominations WHERE id = $1`,
      [id],
    )
  )[0]!;

describe('recording the statement of facts (DECISIONS §10)', () => {
  it('keeps a whole call in time order, with the actual times, progress and figures', async () => {
    const n = await bookedCall(t, d, k);
    const arrived = await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 600) });
    expect(arrived.progress).toBe('arrived');
    expect(await actualsRow(n.id)).toMatchObject({ sof_progress: 'arrived', actual_all_fast_at: null });

    const pumping = await recordUpTo(t, k.loading, n.id, 'commencedPumping', 'allFast');
    expect(pumping.progress).toBe('pumping');
    // Live while pumping: 500 minutes since commenced, not yet in the column.
    expect(pumping.actuals.pumpingHours).toBe(8.33);
    // No rate over the hours so far: the API's rule, not only the browser's (review 33b #1).
    expect(pumping.actuals.netRate).toBeNull();
    expect((await actualsRow(n.id)).pumping_minutes).toBeNull();

    const stopped = await recorded(t, k.loading, n.id, {
      event: 'stoppedPumping',
      at: ago(t, 440),
      cause: 'weather',
      reason: 'Squall',
    });
    expect(stopped.progress).toBe('stopped');
    expect(stopped.events.at(-1)).toMatchObject({ event: 'stoppedPumping', cause: 'weather', reason: 'Squall' });
    for (const [event, minutes] of [
      ['resumedPumping', 410],
      ['completedPumping', 200],
      ['hosesDisconnected', 180],
    ] as const)
      await recorded(t, k.loading, n.id, { event, at: ago(t, minutes) });
    const row = await actualsRow(n.id);
    // 300 minutes from commenced to completed, less a 30-minute stop.
    expect(row).toMatchObject({ pumping_minutes: 270, sof_progress: 'pumped' });
    expect(new Date(row.actual_completed_at as string).toISOString()).toBe(ago(t, 200));

    const done = await recorded(t, k.loading, n.id, { event: 'castOff', at: ago(t, 120) });
    expect(done.progress).toBe('castOff');
    expect(done.events.map((e) => e.event)).toEqual([
      'arrived',
      'allFast',
      'hosesConnected',
      // Recorded with commenced pumping: the part was signed before hoses connected (review #4).
      'checklistCompleted',
      'commencedPumping',
      'stoppedPumping',
      'resumedPumping',
      'completedPumping',
      'hosesDisconnected',
      'castOff',
    ]);
    expect(done.events[0]).toMatchObject({ current: true, enteredBy: { name: expect.any(String) } });
    expect(done.actuals).toEqual({
      arrivedAt: ago(t, 600),
      allFastAt: ago(t, 540),
      commencedAt: ago(t, 500),
      completedAt: ago(t, 200),
      castOffAt: ago(t, 120),
      waitingHours: 1,
      alongsideHours: 7,
      pumpingHours: 4.5,
      // 1,000 t nominated (no actual quantity yet) over 4.5 hours.
      netRate: 222.2,
      rateBasis: 'nominated',
    });
    expect(await actualsRow(n.id)).toMatchObject({ sof_progress: 'castOff', pumping_minutes: 270 });
    // Cast off makes the statement of facts a document of §6, sent for signing.
    expect(done.document).toMatchObject({ number: expect.stringMatching(/^SOF-\d{4}-\d{5}$/) });
    expect(done.document!.status).not.toBe('Signed');
  });

  it('records now when no time is given, and writes an audit entry and a log line for each event', async () => {
    const n = await bookedCall(t, d, k);
    const rec = await recorded(t, k.control, n.id, { event: 'arrived' });
    expect(rec.events[0]!.at).toBe(t.clock.now.toISOString());
    const audit = await t.asOwner<{ action: string; entity: string; after: { event: string } }>(
      `SELECT action, entity, after FROM audit_log WHERE entity = 'sofEvent' AND entity_id = $1`,
      [String(rec.events[0]!.id)],
    );
    expect(audit).toEqual([
      { action: 'recordSofEvent', entity: 'sofEvent', after: expect.objectContaining({ event: 'arrived' }) },
    ]);
    const log = await t.asOwner<{ action: number; detail_key: string }>(
      'SELECT action, detail_key FROM nomination_log WHERE nomination_id = $1 AND action = 17',
      [n.id],
    );
    expect(log).toEqual([{ action: 17, detail_key: 'sofLog.recorded' }]);
  });

  // The event, its actual times, log line and audit row go in as one statement (a CTE): the audit
  // row must be whole, chained like any other, and name the event for a repeated Idempotency-Key.
  it('writes the audit row whole, sealed in the chain, and answers a repeated Idempotency-Key once', async () => {
    const n = await bookedCall(t, d, k);
    const send = () =>
      t.call({
        method: 'POST',
        url: `/api/nominations/${n.id}/sof/events`,
        token: k.loading,
        payload: { event: 'arrived' },
        headers: { 'idempotency-key': `sof-once-${n.id}` },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const id = (first.body.data as SofRecord).events[0]!.id;
    const again = await send();
    expect(again.status).toBe(200);
    expect((again.body.data as SofRecord).events.map((e) => e.id)).toEqual([id]);
    const audit = await t.asOwner<{ entity_id: string; after: unknown; role: number; request_id: string | null }>(
      `SELECT entity_id, after, role, request_id FROM audit_log WHERE action = 'recordSofEvent' AND after->>'nominationId' = $1`,
      [String(n.id)],
    );
    expect(audit).toEqual([
      {
        entity_id: String(id),
        after: { id, nominationId: n.id, event: 'arrived', at: t.clock.now.toISOString(), cause: null, reason: null },
        role: expect.any(Number),
        request_id: expect.any(String),
      },
    ]);
    const [key] = await t.asOwner<{ record: unknown }>(`SELECT record FROM idempotency_keys WHERE key = $1`, [
      `sof-once-${n.id}`,
    ]);
    expect(key?.record).toEqual({ entity: 'sofEvent', id });
    const verified = await t.ok<{ ok: boolean; pending: number }>({
      method: 'GET',
      url: '/api/audit/verify',
      token: await t.login('logistics'),
    });
    expect(verified).toMatchObject({ ok: true, pending: 0 });
  });

  it('refuses an event out of order, naming it and the rule', async () => {
    const n = await bookedCall(t, d, k);
    const needs = await refused(n.id, { event: 'allFast', at: ago(t, 30) });
    expect(needs).toMatchObject({
      status: 409,
      key: 'sof.needsFirst',
      params: { event: { key: 'sofEvent.allFast' }, first: { key: 'sofEvent.arrived' } },
      data: { event: 'allFast', rule: 'sof.needsFirst' },
    });
    expect(needs.msg).toBe('"All fast" needs "Arrived / NOR tendered" first');
    await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 60) });
    expect(await refused(n.id, { event: 'allFast', at: ago(t, 90) })).toMatchObject({
      status: 409,
      key: 'sof.beforeFirst',
    });
    expect(await refused(n.id, { event: 'arrived', at: ago(t, 50) })).toMatchObject({ status: 409, key: 'sof.twice' });
    await recorded(t, k.loading, n.id, { event: 'allFast', at: ago(t, 40) });
    await recorded(t, k.loading, n.id, { event: 'hosesConnected', at: ago(t, 30) });
    // Dated before the event it follows.
    const early = await recordEvent(t, k.loading, n.id, { event: 'pilotOnBoard', at: ago(t, 70) });
    expect(early.body).toMatchObject({
      code: 409,
      key: 'sof.beforeFirst',
      params: { first: { key: 'sofEvent.arrived' } },
    });
  });

  it('refuses a time in the future beyond five minutes and one before the nomination was made', async () => {
    const n = await bookedCall(t, d, k);
    const soon = new Date(t.clock.now.getTime() + 4 * MINUTE).toISOString();
    const later = new Date(t.clock.now.getTime() + 6 * MINUTE).toISOString();
    expect(await refused(n.id, { event: 'arrived', at: later })).toMatchObject({ status: 409, key: 'sof.inFuture' });
    expect(await refused(n.id, { event: 'arrived', at: ago(t, 3 * 24 * 60) })).toMatchObject({
      status: 409,
      key: 'sof.beforeCreated',
    });
    await recorded(t, k.loading, n.id, { event: 'arrived', at: soon });
  });

  it('alternates stops and resumes, and refuses completion while stopped and stops after it', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'commencedPumping');
    expect(await refused(n.id, { event: 'resumedPumping', at: ago(t, 480) })).toMatchObject({
      key: 'sof.needsFirst',
    });
    await recorded(t, k.loading, n.id, { event: 'stoppedPumping', at: ago(t, 480), cause: 'barge' });
    expect(await refused(n.id, { event: 'stoppedPumping', at: ago(t, 470), cause: 'terminal' })).toMatchObject({
      key: 'sof.alreadyStopped',
    });
    expect(await refused(n.id, { event: 'completedPumping', at: ago(t, 460) })).toMatchObject({
      key: 'sof.whileStopped',
    });
    await recorded(t, k.loading, n.id, { event: 'resumedPumping', at: ago(t, 450) });
    expect(await refused(n.id, { event: 'resumedPumping', at: ago(t, 445) })).toMatchObject({ key: 'sof.notStopped' });
    // Dated inside the stop, a second stop or a completion leaves the set out of order in time.
    expect(await refused(n.id, { event: 'stoppedPumping', at: ago(t, 470), cause: 'terminal' })).toMatchObject({
      key: 'sof.alreadyStopped',
    });
    expect(await refused(n.id, { event: 'completedPumping', at: ago(t, 470) })).toMatchObject({
      key: 'sof.whileStopped',
    });
    await recorded(t, k.loading, n.id, { event: 'stoppedPumping', at: ago(t, 440), cause: 'customer' });
    await recorded(t, k.loading, n.id, { event: 'resumedPumping', at: ago(t, 430) });
    const done = await recorded(t, k.loading, n.id, { event: 'completedPumping', at: ago(t, 400) });
    // 100 minutes less stops of 30 and 10.
    expect(done.actuals.pumpingHours).toBe(1);
    expect(await refused(n.id, { event: 'stoppedPumping', at: ago(t, 390), cause: 'weather' })).toMatchObject({
      key: 'sof.afterNext',
      params: { next: { key: 'sofEvent.completedPumping' } },
    });
  });

  it('refuses the automatic checklist event by hand, and commenced pumping until the checklist is signed', async () => {
    const n = await bookedCall(t, d, k);
    for (const [event, minutes] of [
      ['arrived', 60],
      ['allFast', 50],
      ['hosesConnected', 40],
    ] as const)
      await recorded(t, k.loading, n.id, { event, at: ago(t, minutes) });
    expect(await refused(n.id, { event: 'checklistCompleted', at: ago(t, 30) })).toMatchObject({
      status: 409,
      key: 'sof.automatic',
    });
    const gate = await refused(n.id, { event: 'commencedPumping', at: ago(t, 20) });
    expect(gate).toMatchObject({ status: 409, key: 'checklist.gateUnsigned', data: { event: 'commencedPumping' } });
    const before = (await readSof(t, k.loading, n.id)).body.data as SofRecord;
    expect(before.next.find((x) => x.event === 'commencedPumping')?.refusal).toMatchObject({
      key: 'checklist.gateUnsigned',
    });
    await signBeforeTransfer(t, n.id);
    const open = (await readSof(t, k.loading, n.id)).body.data as SofRecord;
    expect(open.next.find((x) => x.event === 'commencedPumping')?.refusal).toBeNull();
    await recorded(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 20) });
  });

  it('is kept only from Booked on', async () => {
    const n = await nominationAt(t, d, k, 'Jetty Assigned', {}, { berth: 'J1-B', hours: 900 });
    const res = await refused(n.id, { event: 'arrived' });
    expect(res).toMatchObject({
      status: 409,
      key: 'sof.notInState',
      params: { status: { key: 'statuses.Jetty Assigned' } },
    });
    const read = (await readSof(t, k.loading, n.id)).body.data as SofRecord;
    expect(read.next.every((x) => x.refusal?.key === 'sof.notInState')).toBe(true);
  });

  it('answers bad input with 400 naming the field', async () => {
    const n = await bookedCall(t, d, k);
    const cases: [Record<string, unknown>, string][] = [
      [{ event: 'sunk' }, 'event'],
      [{ event: 'stoppedPumping', at: ago(t, 1) }, 'cause'],
      [{ event: 'arrived', at: '31/12/2026 10:00' }, 'at'],
      [{ event: 'arrived', extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await recordEvent(t, k.loading, n.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      if (field) expect((res.body as { field?: string }).field).toBe(field);
    }
    const bad = await t.call({ method: 'POST', url: '/api/nominations/abc/sof/events', token: k.loading, payload: {} });
    expect(bad.status).toBe(400);
  });
});
