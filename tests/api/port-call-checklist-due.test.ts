import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { tokens, type Demo, type Tokens } from '../support/nominations.js';
import { ago, bookedCall, recorded, recordUpTo } from '../support/sof.js';
import { answerAll, checklistOf, completePart, refusalOf, signChecklist } from '../support/checklist.js';
import type { ChecklistDueRow } from '../../contract/schemas/portCall.js';
import { HOUR, MINUTE } from '../../contract/time.js';
import { runChecklistDue } from '../../server/modules/portCall/portCall.checklist.due.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const dueOf = async (id: number, token = k.loading) =>
  (await t.ok<ChecklistDueRow[]>({ method: 'GET', url: '/api/checklist/due', token })).filter(
    (r) => r.nominationId === id,
  );
const notices = async (id: number) =>
  t.asOwner<{ user_id: number; params: { round: number } }>(
    `SELECT user_id, message_params AS params FROM notifications WHERE bid = $1 AND message_key = 'checklist.dueNotice'`,
    [id],
  );
const loadingMasters = async () =>
  (
    await t.asOwner<{ id: number }>(
      `SELECT id FROM users WHERE user_type = 1 AND role = 11 AND status = 'Active' ORDER BY id`,
    )
  ).map((r) => r.id);
/** Moves the clock on; the sessions idle meanwhile, so everyone signs in again. */
async function advance(ms: number) {
  t.clock.advance(ms);
  k = await tokens(t);
}
const at = (minutesFromNow: number) => new Date(t.clock.now.getTime() + minutesFromNow * MINUTE).toISOString();

describe('the repeated checks during transfer (DECISIONS §10)', () => {
  it('fall due every 4 hours from commenced pumping; the next one is shown with its time', async () => {
    const n = await bookedCall(t, d, k);
    // Commenced 500 minutes ago: rounds 1 (-260 min) and 2 (-20 min) are due, round 3 comes in 220 minutes.
    await recordUpTo(t, k.loading, n.id, 'commencedPumping');
    const c = await checklistOf(t, k.barge, n.id);
    expect(c.parts.filter((p) => p.part === 'repeated').map((p) => [p.round, p.dueAt])).toEqual([
      [1, at(-260)],
      [2, at(-20)],
      [3, at(220)],
    ]);
    expect((await dueOf(n.id)).map((r) => [r.round, r.dueAt, r.bargeName, r.berth])).toEqual([
      [1, at(-260), 'Harbour Star 1', expect.any(String)],
      [2, at(-20), 'Harbour Star 1', expect.any(String)],
    ]);
    // The next one may be answered ahead, not signed before it falls due.
    await answerAll(t, k.loading, n.id, 'repeated', 3);
    expect(refusalOf(await signChecklist(t, k.loading, n.id, 'repeated', 3))).toMatchObject({
      status: 409,
      key: 'checklist.notDue',
      params: { round: 3 },
    });
    expect(refusalOf(await signChecklist(t, k.loading, n.id, 'repeated', 4))).toMatchObject({
      status: 409,
      key: 'checklist.notDue',
    });
    // Signed by both, a round leaves the list; by one side only, it stays.
    await completePart(t, k, n.id, 'repeated', 1);
    await answerAll(t, k.loading, n.id, 'repeated', 2);
    await signChecklist(t, k.loading, n.id, 'repeated', 2);
    expect((await dueOf(n.id, k.control)).map((r) => r.round)).toEqual([2]);
    // The clock moves on: round 3 falls due and may be signed now.
    await advance(4 * HOUR);
    expect((await dueOf(n.id)).map((r) => r.round)).toEqual([2, 3]);
    expect((await signChecklist(t, k.loading, n.id, 'repeated', 3)).status).toBe(200);
  });

  it('stop with completed pumping, and are read only by the loading master and the control room', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'completedPumping');
    // Commenced 500 minutes ago, completed 200 minutes ago: round 1 only, and none to come.
    const rounds = (await checklistOf(t, k.loading, n.id)).parts.filter((p) => p.part === 'repeated');
    expect(rounds.map((p) => p.round)).toEqual([1]);
    expect(await dueOf(n.id)).toEqual([]);
    for (const token of [k.customer, k.barge, k.logistics])
      expect((await t.call({ method: 'GET', url: '/api/checklist/due', token })).status).toBe(403);
  });

  it('notify the loading masters once when one falls due, whichever process looks first', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'hosesConnected');
    await completePart(t, k, n.id, 'beforeTransfer');
    // Pumping may not be dated before the checklist completed (now): recorded now, then moved back.
    await recorded(t, k.loading, n.id, { event: 'commencedPumping' });
    await t.asOwner(`UPDATE nominations SET actual_commenced_at = $2 WHERE id = $1`, [n.id, ago(t, 230)]);
    await runChecklistDue(t.app);
    expect(await notices(n.id)).toEqual([]);
    await advance(15 * MINUTE);
    // Two processes at once: one notice per loading master.
    await Promise.all([runChecklistDue(t.app), runChecklistDue(t.app)]);
    const masters = await loadingMasters();
    expect(masters.length).toBeGreaterThan(0);
    let sent = await notices(n.id);
    expect(sent.map((s) => s.user_id).sort((a, b) => a - b)).toEqual(masters);
    expect(sent.every((s) => s.params.round === 1)).toBe(true);
    await runChecklistDue(t.app);
    expect(await notices(n.id)).toHaveLength(masters.length);
    // A round signed by both before anyone looked is not announced.
    await advance(4 * HOUR);
    await completePart(t, k, n.id, 'repeated', 1);
    await completePart(t, k, n.id, 'repeated', 2);
    await runChecklistDue(t.app);
    sent = await notices(n.id);
    expect(sent).toHaveLength(masters.length);
    await advance(4 * HOUR);
    await runChecklistDue(t.app);
    expect((await notices(n.id)).filter((s) => s.params.round === 3)).toHaveLength(masters.length);
  });
});
