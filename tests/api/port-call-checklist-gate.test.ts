import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, bookedCall, readSof, recordEvent, recorded } from '../support/sof.js';
import { answerAll, checklistOf, completePart, refusalOf, signChecklist } from '../support/checklist.js';
import type { ChecklistItemRecord, SofRecord } from '../../contract/schemas/portCall.js';
import { checklistGate } from '../../server/modules/portCall/portCall.checklist.gate.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const items = async () =>
  (await t.call({ method: 'GET', url: '/api/checklist-items', token: k.logistics })).body.data as ChecklistItemRecord[];

/** A Booked call alongside with hoses connected, ready to pump but for the checklist. */
async function alongside() {
  const n = await bookedCall(t, d, k);
  for (const [event, minutes] of [
    ['arrived', 120],
    ['allFast', 90],
    ['hosesConnected', 60],
  ] as const)
    await recorded(t, k.loading, n.id, { event, at: ago(t, minutes) });
  return n;
}

const commence = (id: number) => recordEvent(t, k.loading, id, { event: 'commencedPumping', at: ago(t, 0) });
const eventsOf = async (id: number) => ((await readSof(t, k.loading, id)).body.data as SofRecord).events;

describe('the pumping gate (DECISIONS §10)', () => {
  it('refuses commenced pumping until both sides have signed before transfer, then records it', async () => {
    const n = await alongside();
    expect(refusalOf(await commence(n.id))).toMatchObject({ status: 409, key: 'checklist.gateUnsigned' });
    await answerAll(t, k.loading, n.id, 'beforeTransfer');
    expect((await signChecklist(t, k.loading, n.id, 'beforeTransfer')).status).toBe(200);
    // One side's signature is not enough.
    expect(refusalOf(await commence(n.id)).key).toBe('checklist.gateUnsigned');
    expect(await eventsOf(n.id)).not.toContainEqual(expect.objectContaining({ event: 'checklistCompleted' }));
    await answerAll(t, k.barge, n.id, 'beforeTransfer');
    const signed = await signChecklist(t, k.barge, n.id, 'beforeTransfer');
    expect(signed.status).toBe(200);
    expect((signed.body.data as { gate: unknown }).gate).toEqual({ open: true, refusal: null });
    // The later signature records "safety checklist completed" at its time, in the same change.
    const completed = (await eventsOf(n.id)).filter((e) => e.event === 'checklistCompleted');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.at).toBe(t.clock.now.toISOString());
    expect(completed[0]!.enteredBy.name).toBe('Harbour Star 1');
    expect((await commence(n.id)).status).toBe(200);
  });

  it('refuses it while a critical item of a part done once is answered no, naming the item', async () => {
    const n = await alongside();
    await completePart(t, k, n.id, 'beforeTransfer');
    const critical = (await items()).find((i) => i.part === 'beforeArrival' && i.critical)!;
    await answerAll(t, k.barge, n.id, 'beforeArrival', 0, 'yes', { [critical.id]: 'no' });
    const res = refusalOf(await commence(n.id));
    expect(res).toMatchObject({ status: 409, key: 'checklist.gateCritical' });
    expect(res.msg).toBe(`Commenced pumping is refused: "${critical.textEn}" is answered no`);
    expect((await checklistOf(t, k.customer, n.id)).gate).toMatchObject({
      open: false,
      refusal: { key: 'checklist.gateCritical', params: { item: { params: { en: critical.textEn } } } },
    });
    expect(await checklistGate(t.app.db, n.id)).toMatchObject({ key: 'checklist.gateCritical' });
    await answerAll(t, k.barge, n.id, 'beforeArrival');
    expect(await checklistGate(t.app.db, n.id)).toBeNull();
    expect((await commence(n.id)).status).toBe(200);
  });

  it('lets the signatures stand without the event when the statement of facts may not take it yet', async () => {
    // Signed before all fast: "checklist completed" needs all fast first, so it is not recorded
    // (DECISIONS: recorded only when allowed); the gate is open all the same.
    const n = await bookedCall(t, d, k);
    const done = await completePart(t, k, n.id, 'beforeTransfer');
    expect(done.gate.open).toBe(true);
    expect(await eventsOf(n.id)).toEqual([]);
  });

  it('answers 404 for a call that does not exist', async () => {
    expect((await signChecklist(t, k.loading, 99_999_999, 'beforeArrival')).status).toBe(404);
  });
});
