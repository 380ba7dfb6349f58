/**
 * Laytime (DECISIONS.md §11, issue 34 §1): computed from the signed SoF and the settings once the
 * call is completed and its SoF signed, whichever comes last; NOR + notice or all fast, excluded and
 * counted stops, the stored lines; the recompute job never counts an SoF not yet signed; a first
 * version written after the billing record was made gives the record its overstay line.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, correctEvent } from '../support/sof.js';
import { callWith, completedCall, complete, laytimeOk, recordedCall, signAll } from '../support/laytime.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

/** Recorded, its SoF signed by both sides, then completed: completion is what comes last. */
async function signedCall(steps: Parameters<typeof recordedCall>[3], tonnes?: number) {
  const call = await recordedCall(t, d, k, steps);
  await signAll(t, k, call.sof.document!.id);
  await complete(t, k, call.id, tonnes);
  return call;
}

const overstayQuantity = async (id: number) => {
  const [line] = await t.asOwner<{ quantity: string }>(
    `SELECT l.quantity FROM billing_lines l JOIN billing_records r ON r.id = l.record_id
      WHERE r.nomination_id = $1 AND l.kind = 'overstay'`,
    [id],
  );
  return line && Number(line.quantity);
};

const auditRows = (id: number) =>
  t.asOwner<{ action: string; before: unknown; after: Record<string, unknown> }>(
    `SELECT action, before, after FROM audit_log WHERE entity = 'laytime' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );

describe('laytime of a completed call', () => {
  it('counts from NOR + notice when the notice ends before all fast, to hoses disconnected', async () => {
    // Arrived 900 min ago: the 6 h notice ends 540 min ago, before all fast (400 min ago).
    const { id } = await signedCall(callWith({ arrived: 900, allFast: 400 }));
    const rec = await laytimeOk(t, k.logistics, id);
    expect(rec.unavailable).toBeNull();
    const r = rec.result!;
    expect(r).toMatchObject({
      version: 1,
      reason: 'completed',
      allowedMinutes: 180, // 2 h + 1 h per 1,000 t × 1,000 t
      usedMinutes: 360, // 540 → 180 min ago
      overMinutes: 180,
      savedMinutes: 0,
      overstayMinutes: 180,
    });
    expect(r.lines[0]).toEqual({
      kind: 'start',
      basis: 'notice',
      eventId: expect.any(Number),
      from: ago(t, 900),
      to: ago(t, 540),
    });
    expect(r.lines.at(-1)).toMatchObject({ kind: 'end', at: ago(t, 180) });
    expect(r.basis).toMatchObject({
      tonnes: 1000,
      tonnesSource: 'actual',
      hoursPerKt: 1,
      hoursPerKtSource: 'settings',
      sofSigned: true,
      rules: { baseHours: 2, noticeHours: 6, excludedCauses: ['terminal', 'weather', 'authority'] },
    });
    expect(rec.versions).toEqual([expect.objectContaining({ version: 1, reason: 'completed', usedMinutes: 360 })]);
  });

  it('counts from all fast when all fast comes before the notice ends, and saves time on a short call', async () => {
    // Arrived 300 min ago (notice would end 60 min from now), all fast 280 min ago: 100 min used.
    const { id } = await signedCall(callWith({ arrived: 300, allFast: 280 }), 2000);
    const r = (await laytimeOk(t, k.logistics, id)).result!;
    expect(r.lines[0]).toMatchObject({ kind: 'start', basis: 'allFast', from: ago(t, 280), to: ago(t, 280) });
    expect(r).toMatchObject({ allowedMinutes: 240, usedMinutes: 100, savedMinutes: 140, overMinutes: 0 });
  });

  it("leaves out the terminal's, weather's and authority's stops and counts the barge's and customer's", async () => {
    const stops: [number, number, string][] = [
      [500, 480, 'terminal'],
      [470, 460, 'weather'],
      [450, 440, 'authority'],
      [430, 400, 'barge'],
      [390, 380, 'customer'],
    ];
    const { id } = await signedCall(callWith({ allFast: 540, stops }));
    const r = (await laytimeOk(t, k.customer, id)).result!;
    // 540 → 180 min ago is 360 min, less 40 min of excluded stops.
    expect(r).toMatchObject({
      usedMinutes: 320,
      excludedMinutes: 40,
      terminalDelayMinutes: 20,
      overMinutes: 140,
      overstayMinutes: 140,
    });
    const stopLines = r.lines.filter((l) => l.kind === 'stop');
    expect(stopLines.map((l) => l.kind === 'stop' && [l.cause, l.minutes, l.counted])).toEqual([
      ['terminal', 20, false],
      ['weather', 10, false],
      ['authority', 10, false],
      ['barge', 30, true],
      ['customer', 10, true],
    ]);
  });

  it('says why there is no result: not completed yet', async () => {
    const { id } = await recordedCall(t, d, k, callWith({ allFast: 540 }));
    expect(await laytimeOk(t, k.logistics, id)).toEqual({
      nominationId: id,
      result: null,
      unavailable: 'notCompleted',
      versions: [],
    });
  });
});

describe('from the signed statement of facts', () => {
  it("completed before its SoF is signed: no result until the signature, then version 1 with the Draft record's overstay line", async () => {
    const { id, sof } = await completedCall(t, d, k, callWith({ allFast: 540 }));
    expect(await laytimeOk(t, k.logistics, id)).toMatchObject({ result: null, unavailable: 'notSigned', versions: [] });
    // Hoses disconnected 10 min earlier: corrected while the statement is out for signing; still nothing.
    const hoses = sof.events.find((e) => e.event === 'hosesDisconnected' && e.current)!;
    const res = await correctEvent(t, k.loading, hoses.id, { at: ago(t, 190), correctionReason: 'Log' });
    expect(res.status, res.body.msg).toBe(200);
    expect((await laytimeOk(t, k.logistics, id)).versions).toEqual([]);
    expect(await overstayQuantity(id)).toBeUndefined();

    await signAll(t, k, sof.document!.id);
    const rec = await laytimeOk(t, k.logistics, id);
    expect(rec.result).toMatchObject({
      version: 1,
      reason: 'completed',
      usedMinutes: 350,
      overMinutes: 170,
      overstayMinutes: 170,
      basis: { sofSigned: true },
    });
    expect(rec.versions.map((v) => [v.version, v.reason])).toEqual([[1, 'completed']]);
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'recordLaytime', before: null, after: { version: 1, usedMinutes: 350 } });
    // The Draft record made at completion (before any laytime) gets its line now: 170 min = 2.83 h, half up.
    expect(await overstayQuantity(id)).toBe(2.83);
  });

  it('the recompute job skips a completed call whose SoF is not signed, correction and all', async () => {
    const { id, sof } = await completedCall(t, d, k, callWith({ allFast: 540 }));
    const hoses = sof.events.find((e) => e.event === 'hosesDisconnected' && e.current)!;
    expect((await correctEvent(t, k.loading, hoses.id, { at: ago(t, 190), correctionReason: 'Log' })).status).toBe(200);
    const job = await t.call({ method: 'POST', url: '/api/laytime/recompute', token: k.logistics });
    expect(job.status).toBe(200);
    expect((await laytimeOk(t, k.logistics, id)).versions).toEqual([]);
    expect(await auditRows(id)).toEqual([]);
    expect(await overstayQuantity(id)).toBeUndefined();
  });

  it("a signature and the recompute job at once: one version, from the signed rows, the signature's", async () => {
    const { id, sof } = await completedCall(t, d, k, callWith({ allFast: 540 }));
    const hoses = sof.events.find((e) => e.event === 'hosesDisconnected' && e.current)!;
    expect((await correctEvent(t, k.loading, hoses.id, { at: ago(t, 190), correctionReason: 'Log' })).status).toBe(200);
    const job = t.call({ method: 'POST', url: '/api/laytime/recompute', token: k.logistics });
    await signAll(t, k, sof.document!.id);
    expect((await job).status).toBe(200);
    // The job either read the SoF before it was signed (skipped it) or after the signature wrote
    // version 1 (nothing changed): either way one version, written by the signature.
    const rec = await laytimeOk(t, k.logistics, id);
    expect(rec.versions.map((v) => [v.version, v.reason])).toEqual([[1, 'completed']]);
    expect(rec.result).toMatchObject({ version: 1, usedMinutes: 350 });
  });

  it("signed before completion: version 1 at completion, with the record's overstay line", async () => {
    const { id } = await signedCall(callWith({ allFast: 540 }));
    const rec = await laytimeOk(t, k.logistics, id);
    expect(rec.versions.map((v) => [v.version, v.reason])).toEqual([[1, 'completed']]);
    expect(rec.result).toMatchObject({ usedMinutes: 360, overstayMinutes: 180 });
    expect(await auditRows(id)).toHaveLength(1);
    expect(await overstayQuantity(id)).toBe(3);
  });

  it('completed before the SoF has all its events: none, said as waiting for the signed SoF', async () => {
    const steps = callWith({ allFast: 540 }).filter(([e]) => e !== 'hosesDisconnected' && e !== 'castOff');
    const { id, sof } = await recordedCall(t, d, k, steps);
    await complete(t, k, id);
    // No statement of facts to sign without hoses disconnected: it says so, not "cannot be computed".
    expect(sof.document).toBeNull();
    expect(await laytimeOk(t, k.logistics, id)).toMatchObject({ result: null, unavailable: 'notSigned' });
  });
});
