/**
 * The statement of facts' rules added after the review of issue 33: pumping never before the
 * checklist (#3, #4), the barge's hands off once the document is made (#6), who sees the document
 * (#10), which rows each reader may correct (#11), the net rate's quantity named (#13).
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import {
  ago,
  bookedCall,
  correctEvent,
  readSof,
  recordEvent,
  recorded,
  recordUpTo,
  signBeforeTransfer,
} from '../support/sof.js';
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

const sof = async (token: string, id: number) => (await readSof(t, token, id)).body.data as SofRecord;
const current = (r: SofRecord, event: SofEvent) => r.events.find((e) => e.event === event && e.current)!;
const sign = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/documents/${id}/sign`, token, payload: { kind: 'typed', name: 'Signer' } });

/** A call alongside with hoses connected at 400 minutes ago, arrived 480 and all fast 450. */
async function hosesOn() {
  const n = await bookedCall(t, d, k);
  for (const [event, minutes] of [
    ['arrived', 480],
    ['allFast', 450],
    ['hosesConnected', 400],
  ] as const)
    await recorded(t, k.loading, n.id, { event, at: ago(t, minutes) });
  return n;
}

describe('the checklist before pumping', () => {
  it('records "checklist completed" with commenced pumping when missing, at hoses connected if signed before', async () => {
    const n = await hosesOn();
    // Both sides signed before all fast: the checklist's own event was refused then.
    await signBeforeTransfer(t, n.id, ago(t, 470));
    const rec = await recorded(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 380) });
    expect(current(rec, 'checklistCompleted')).toMatchObject({ at: ago(t, 400), correctable: false });
    const audit = await t.asOwner<{ after: { event: string } }>(
      `SELECT after FROM audit_log WHERE action = 'recordSofEvent' AND after->>'nominationId' = $1 ORDER BY id`,
      [String(n.id)],
    );
    expect(audit.map((a) => a.after.event)).toEqual([
      'arrived',
      'allFast',
      'hosesConnected',
      'checklistCompleted',
      'commencedPumping',
    ]);
  });

  it('dates it at the second signature when later, and refuses pumping dated before it (nothing written)', async () => {
    const n = await hosesOn();
    await signBeforeTransfer(t, n.id, ago(t, 300));
    const early = await recordEvent(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 350) });
    expect(early.body).toMatchObject({
      code: 409,
      key: 'sof.beforeFirst',
      params: { event: { key: 'sofEvent.commencedPumping' }, first: { key: 'sofEvent.checklistCompleted' } },
    });
    expect((await sof(k.loading, n.id)).events.map((e) => e.event)).not.toContain('checklistCompleted');
    const rec = await recorded(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 250) });
    expect(current(rec, 'checklistCompleted').at).toBe(ago(t, 300));
  });

  it('refuses a correction of commenced pumping to before the checklist completed', async () => {
    const n = await hosesOn();
    await signBeforeTransfer(t, n.id, ago(t, 300));
    const rec = await recorded(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 250) });
    const moved = await correctEvent(t, k.loading, current(rec, 'commencedPumping').id, {
      at: ago(t, 350),
      correctionReason: 'Pump log',
    });
    expect(moved.body).toMatchObject({
      code: 409,
      key: 'sof.beforeFirst',
      params: { first: { key: 'sofEvent.checklistCompleted' } },
    });
    const fine = await correctEvent(t, k.loading, current(rec, 'commencedPumping').id, {
      at: ago(t, 290),
      correctionReason: 'Pump log',
    });
    expect(fine.status).toBe(200);
  });
});

describe('the barge once the document is made', () => {
  it('may neither record nor correct (409, refuse it instead); the terminal still corrects and remakes', async () => {
    const n = await bookedCall(t, d, k);
    const arrived = await recorded(t, k.barge, n.id, { event: 'arrived', at: ago(t, 600) });
    expect(current(arrived, 'arrived').correctable).toBe(true);
    const done = await recordUpTo(t, k.loading, n.id, 'castOff', 'allFast');
    const docId = done.document!.id;
    expect((await sign(docId, k.loading)).status).toBe(200);
    const late = await recordEvent(t, k.barge, n.id, { event: 'documentsOnBoard', at: ago(t, 110) });
    expect(late.body).toMatchObject({ code: 409, key: 'sof.outForSigning' });
    expect(late.body.msg).toBe(
      'The statement of facts is out for signing: refuse it with your reason and the terminal will correct it',
    );
    const own = await correctEvent(t, k.barge, current(done, 'arrived').id, { at: ago(t, 590), correctionReason: 'x' });
    expect(own.body).toMatchObject({ code: 409, key: 'sof.outForSigning' });
    // The terminal's signature stands.
    const [doc] = await t.asOwner<{ round: number; due: string }>('SELECT round, due FROM documents WHERE id = $1', [
      docId,
    ]);
    expect(doc).toEqual({ round: 1, due: 'bargeMaster' });
    const read = await sof(k.barge, n.id);
    expect(read.next.map((x) => x.refusal?.key)).toEqual(['sof.outForSigning', 'sof.outForSigning']);
    expect(read.events.every((e) => !e.correctable)).toBe(true);
    // The terminal corrects: remade in a new round.
    const fixed = await correctEvent(t, k.loading, current(done, 'castOff').id, {
      at: ago(t, 115),
      correctionReason: 'y',
    });
    expect(fixed.status).toBe(200);
    const [after] = await t.asOwner<{ round: number }>('SELECT round FROM documents WHERE id = $1', [docId]);
    expect(after!.round).toBe(2);
  });
});

describe('what each reader sees of the record', () => {
  it('marks each row correctable for its reader: never the automatic or a struck row, the barge only its own', async () => {
    const n = await bookedCall(t, d, k);
    await recorded(t, k.barge, n.id, { event: 'arrived', at: ago(t, 600) });
    const rec = await recordUpTo(t, k.loading, n.id, 'completedPumping', 'allFast');
    await correctEvent(t, k.loading, current(rec, 'allFast').id, { at: ago(t, 545), correctionReason: 'Log' });
    const terminal = await sof(k.loading, n.id);
    const flags = (r: SofRecord) => r.events.map((e) => [e.event, e.current, e.correctable]);
    for (const [event, isCurrent, correctable] of flags(terminal))
      expect(correctable).toBe(isCurrent && event !== 'checklistCompleted');
    const barge = await sof(k.barge, n.id);
    expect(barge.events.filter((e) => e.correctable).map((e) => e.event)).toEqual(['arrived']);
    // A reader who may not record corrects nothing.
    const customer = await sof(k.customer, n.id);
    expect(customer.events.some((e) => e.correctable)).toBe(false);
  });

  it('shows the customer the document only once signed, and names the net rate quantity', async () => {
    const n = await bookedCall(t, d, k);
    const done = await recordUpTo(t, k.loading, n.id, 'castOff');
    expect(done.actuals.rateBasis).toBe('nominated');
    expect((await sof(k.customer, n.id)).document).toBeNull();
    expect((await sof(k.logistics, n.id)).document).toMatchObject({ status: 'Pending' });
    expect((await sign(done.document!.id, k.loading)).status).toBe(200);
    expect((await sign(done.document!.id, k.barge)).status).toBe(200);
    expect((await sof(k.customer, n.id)).document).toMatchObject({ id: done.document!.id, status: 'Signed' });
    // The certificate's quantity, once known, is the rate's basis, and the record says so.
    await t.asOwner('UPDATE nominations SET actual_quantity = 900 WHERE id = $1', [n.id]);
    const actual = await sof(k.loading, n.id);
    expect(actual.actuals).toMatchObject({ rateBasis: 'actual', netRate: 200 });
  });
});
