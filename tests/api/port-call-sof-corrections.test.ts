import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, bookedCall, correctEvent, readSof, recordEvent, recorded, recordUpTo } from '../support/sof.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import type { SofEvent } from '../../contract/portCall.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const idOf = (r: SofRecord, event: SofEvent) => r.events.find((e) => e.event === event && e.current)!.id;
const corrected = async (token: string, eventId: number, payload: Record<string, unknown>) => {
  const res = await correctEvent(t, token, eventId, payload);
  if (res.status !== 200) throw new Error(`correct ${eventId} → ${res.status} ${res.body.msg}`);
  return res.body.data as SofRecord;
};

describe('correcting the statement of facts', () => {
  it('keeps the old value struck through, recomputes the actual times, and audits old, new and why', async () => {
    const n = await bookedCall(t, d, k);
    const before = await recordUpTo(t, k.loading, n.id, 'completedPumping');
    const oldId = idOf(before, 'allFast');
    const after = await corrected(k.control, oldId, { at: ago(t, 570), correctionReason: 'Mooring log read again' });
    const rows = after.events.filter((e) => e.event === 'allFast');
    // In time order: the new value, 30 minutes earlier, above the struck one.
    expect(rows).toEqual([
      expect.objectContaining({
        at: ago(t, 570),
        current: true,
        replacesId: oldId,
        correctionReason: 'Mooring log read again',
      }),
      expect.objectContaining({ id: oldId, at: ago(t, 540), current: false, replacesId: null }),
    ]);
    expect(after.actuals).toMatchObject({ allFastAt: ago(t, 570), waitingHours: 0.5 });
    const [row] = await t.asOwner<{ actual_all_fast_at: Date }>(
      'SELECT actual_all_fast_at FROM nominations WHERE id = $1',
      [n.id],
    );
    expect(row!.actual_all_fast_at.toISOString()).toBe(ago(t, 570));
    const newId = rows[0]!.id;
    const [audit] = await t.asOwner<{ action: string; before: { at: string }; after: Record<string, unknown> }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'sofEvent' AND entity_id = $1`,
      [String(newId)],
    );
    expect(audit).toMatchObject({
      action: 'correctSofEvent',
      before: { id: oldId, at: ago(t, 540) },
      after: { at: ago(t, 570), replacesId: oldId, correctionReason: 'Mooring log read again' },
    });
    const log = await t.asOwner<{ detail_key: string }>(
      'SELECT detail_key FROM nomination_log WHERE nomination_id = $1 AND action = 17 ORDER BY id DESC LIMIT 1',
      [n.id],
    );
    expect(log).toEqual([{ detail_key: 'sofLog.corrected' }]);
    // The struck value cannot be corrected again: its current value can.
    const again = await correctEvent(t, k.loading, oldId, { at: ago(t, 560), correctionReason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: 'sof.alreadyCorrected' });
  });

  it('re-checks the whole set: neither the event nor those that follow it may fall out of order', async () => {
    const n = await bookedCall(t, d, k);
    const rec = await recordUpTo(t, k.loading, n.id, 'stoppedPumping');
    const early = await correctEvent(t, k.loading, idOf(rec, 'allFast'), { at: ago(t, 610), correctionReason: 'x' });
    expect(early.body).toMatchObject({
      code: 409,
      key: 'sof.beforeFirst',
      params: { first: { key: 'sofEvent.arrived' } },
    });
    // Arrival moved after all fast: all fast is the event left out of order.
    const late = await correctEvent(t, k.loading, idOf(rec, 'arrived'), { at: ago(t, 530), correctionReason: 'x' });
    expect(late.body).toMatchObject({
      code: 409,
      key: 'sof.beforeFirst',
      params: { event: { key: 'sofEvent.allFast' }, first: { key: 'sofEvent.arrived' } },
    });
    const future = await correctEvent(t, k.loading, idOf(rec, 'arrived'), {
      at: new Date(t.clock.now.getTime() + 3_600_000).toISOString(),
      correctionReason: 'x',
    });
    expect(future.body).toMatchObject({ code: 409, key: 'sof.inFuture' });
    // A stop may move within the pumping, and its cause change.
    const stop = await corrected(k.loading, idOf(rec, 'stoppedPumping'), {
      at: ago(t, 450),
      cause: 'barge',
      correctionReason: 'Cause was the barge pump',
    });
    expect(stop.events.find((e) => e.event === 'stoppedPumping' && e.current)).toMatchObject({
      cause: 'barge',
      reason: 'Squall',
    });
    const beforePumping = await correctEvent(t, k.loading, idOf(stop, 'stoppedPumping'), {
      at: ago(t, 505),
      correctionReason: 'x',
    });
    expect(beforePumping.body).toMatchObject({ code: 409, key: 'sof.beforeFirst' });
    const unchanged = await t.asOwner('SELECT 1 FROM sof_events WHERE nomination_id = $1 AND current', [n.id]);
    // Its five events and the checklist's completion, recorded with commenced pumping (review #4).
    expect(unchanged).toHaveLength(6);
  });

  it('needs a reason, and answers bad input with 400 naming the field', async () => {
    const n = await bookedCall(t, d, k);
    const rec = await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 60) });
    const id = idOf(rec, 'arrived');
    for (const [payload, field] of [
      [{ at: ago(t, 50) }, 'correctionReason'],
      [{ at: ago(t, 50), correctionReason: '  ' }, 'correctionReason'],
      [{ at: 'yesterday', correctionReason: 'x' }, 'at'],
      [{ at: ago(t, 50), correctionReason: 'x', cause: 'gremlins' }, 'cause'],
    ] as const) {
      const res = await correctEvent(t, k.loading, id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((res.body as { field?: string }).field).toBe(field);
    }
    expect((await correctEvent(t, k.loading, 2_000_000, { at: ago(t, 50), correctionReason: 'x' })).status).toBe(404);
  });

  it('lets the barge correct only what it entered, and nobody correct another barge or a read-only role', async () => {
    const n = await bookedCall(t, d, k);
    const mine = await recorded(t, k.barge, n.id, { event: 'arrived', at: ago(t, 60) });
    const theirs = await recorded(t, k.loading, n.id, { event: 'allFast', at: ago(t, 40) });
    const fixed = await corrected(k.barge, idOf(mine, 'arrived'), { at: ago(t, 55), correctionReason: 'Phone clock' });
    expect(fixed.events.find((e) => e.event === 'arrived' && e.current)!.enteredBy.name).toBe('Harbour Star 1');
    const refused = await correctEvent(t, k.barge, idOf(theirs, 'allFast'), { at: ago(t, 45), correctionReason: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ key: 'sof.notYours' });
    const other = await t.login('harbourstar2');
    expect(
      (await correctEvent(t, other, idOf(fixed, 'arrived'), { at: ago(t, 50), correctionReason: 'x' })).status,
    ).toBe(404);
    expect(
      (await correctEvent(t, k.customer, idOf(theirs, 'allFast'), { at: ago(t, 45), correctionReason: 'x' })).status,
    ).toBe(403);
  });

  it('refuses correcting the automatic event by hand', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'allFast');
    const loading = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'loadingmaster'`);
    const [row] = await t.asOwner<{ id: number }>(
      `INSERT INTO sof_events (nomination_id, event, at, entered_by, entered_at)
       VALUES ($1, 'checklistCompleted', $2, $3, now()) RETURNING id`,
      [n.id, ago(t, 530), loading[0]!.id],
    );
    const res = await correctEvent(t, k.loading, row!.id, { at: ago(t, 531), correctionReason: 'x' });
    expect(res.body).toMatchObject({ code: 409, key: 'sof.automatic' });
  });

  it('remakes the document after a correction once cast off, and refuses every change once it is signed', async () => {
    const n = await bookedCall(t, d, k);
    const done = await recordUpTo(t, k.loading, n.id, 'castOff');
    expect(done.document).not.toBeNull();
    const fixed = await corrected(k.loading, idOf(done, 'castOff'), { at: ago(t, 110), correctionReason: 'Log' });
    expect(fixed.document!.id).toBe(done.document!.id);
    expect(fixed.actuals.alongsideHours).toBe(7.17);
    // Signed by the loading master, then the barge master.
    for (const token of [k.loading, k.barge]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/documents/${done.document!.id}/sign`,
        token,
        payload: { kind: 'typed', name: 'Signer' },
      });
      expect(res.status, res.body.msg).toBe(200);
    }
    const signed = (await readSof(t, k.loading, n.id)).body.data as SofRecord;
    expect(signed).toMatchObject({ progress: 'signed', document: { status: 'Signed' } });
    expect(signed.events.some((e) => e.correctable)).toBe(false);
    expect(signed.next.every((x) => x.refusal?.key === 'sof.signed')).toBe(true);
    const res = await correctEvent(t, k.loading, idOf(signed, 'castOff'), { at: ago(t, 100), correctionReason: 'x' });
    expect(res.body).toMatchObject({ code: 409, key: 'sof.signed' });
    const more = await recordEvent(t, k.barge, n.id, { event: 'documentsOnBoard', at: ago(t, 150) });
    expect(more.body).toMatchObject({ code: 409, key: 'sof.signed' });
  });
});
