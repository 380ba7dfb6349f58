import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, bookedCall, recorded, recordUpTo } from '../support/sof.js';
import {
  answerAll,
  answerChecklist,
  checklistOf,
  completePart,
  partOf,
  refusalOf,
  signChecklist,
} from '../support/checklist.js';
import type { ChecklistDueRow, ChecklistItemRecord, ChecklistRecord } from '../../contract/schemas/portCall.js';
import { MINUTE } from '../../contract/time.js';
import { runChecklistDue } from '../../server/modules/portCall/portCall.checklist.due.js';

/* What may change once a checklist is under way: the template's parts, answers the other side signed, the interval. */

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const at = (minutesFromNow: number) => new Date(t.clock.now.getTime() + minutesFromNow * MINUTE).toISOString();
const repeated = (c: ChecklistRecord) => c.parts.filter((p) => p.part === 'repeated').map((p) => [p.round, p.dueAt]);
const dueOf = async (id: number) =>
  (await t.ok<ChecklistDueRow[]>({ method: 'GET', url: '/api/checklist/due', token: k.loading })).filter(
    (r) => r.nominationId === id,
  );
const setRepeatHours = (hours: number) =>
  t.ok({
    method: 'PUT',
    url: '/api/settings',
    token: k.logistics,
    payload: { portCall: { repeatCheckHours: hours, onTimeToleranceHours: 1 } },
  });
/** A call with the before-transfer part signed and pumping commenced `minutes` ago. */
async function pumpingFor(minutes: number) {
  const n = await bookedCall(t, d, k);
  await recordUpTo(t, k.loading, n.id, 'hosesConnected');
  await completePart(t, k, n.id, 'beforeTransfer');
  // Recorded now (after the checklist completed), then moved back in the record's columns.
  await recorded(t, k.loading, n.id, { event: 'commencedPumping' });
  await t.asOwner(`UPDATE sof_events SET at = $2 WHERE nomination_id = $1 AND event = 'commencedPumping'`, [
    n.id,
    ago(t, minutes),
  ]);
  await t.asOwner(`UPDATE nominations SET actual_commenced_at = $2 WHERE id = $1`, [n.id, ago(t, minutes)]);
  return n;
}
const fixedHours = async (id: number) =>
  (await t.asOwner<{ hours: number }>(`SELECT hours FROM checklist_intervals WHERE nomination_id = $1`, [id])).map(
    (r) => r.hours,
  );

describe('the template while calls are under way', () => {
  it('keeps an item in its part: moving it is refused, other changes are not', async () => {
    const made = await t.ok<ChecklistItemRecord>({
      method: 'POST',
      url: '/api/checklist-items',
      token: k.logistics,
      payload: { part: 'beforeArrival', textEn: 'Bolts checked', textZh: '螺栓已检查', critical: false, position: 2 },
    });
    const moved = await t.call({
      method: 'PUT',
      url: `/api/checklist-items/${made.id}`,
      token: k.logistics,
      payload: { ...made, id: undefined, part: 'beforeTransfer' },
    });
    expect(refusalOf(moved)).toMatchObject({
      status: 409,
      key: 'checklist.partKept',
      msg: 'An item keeps its part: retire it and add a new one in the other part',
    });
    const items = (await t.call({ method: 'GET', url: '/api/checklist-items', token: k.logistics })).body
      .data as ChecklistItemRecord[];
    expect(items.find((i) => i.id === made.id)).toMatchObject({ part: 'beforeArrival' });
    const reworded = await t.ok<ChecklistItemRecord>({
      method: 'PUT',
      url: `/api/checklist-items/${made.id}`,
      token: k.logistics,
      payload: {
        part: 'beforeArrival',
        textEn: 'All bolts checked',
        textZh: '所有螺栓已检查',
        critical: true,
        position: 2,
      },
    });
    expect(reworded).toMatchObject({ part: 'beforeArrival', textEn: 'All bolts checked', critical: true });
    const audit = await t.asOwner<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'checklistItem' AND entity_id = $1 ORDER BY id`,
      [String(made.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });
});

describe('answers once the other side has signed', () => {
  it('may be given, but not changed; an unchanged answer sent again is no change', async () => {
    const n = await bookedCall(t, d, k);
    const [first, second] = partOf(await checklistOf(t, k.barge, n.id), 'afterMooring').items;
    await answerAll(t, k.barge, n.id, 'afterMooring');
    await answerAll(t, k.loading, n.id, 'afterMooring');
    expect((await signChecklist(t, k.loading, n.id, 'afterMooring')).status).toBe(200);
    const turned = await answerChecklist(t, k.barge, n.id, {
      part: 'afterMooring',
      round: 0,
      answers: [{ itemId: first!.itemId, answer: 'no', remark: 'Scupper plug lost' }],
    });
    expect(refusalOf(turned)).toMatchObject({
      status: 409,
      key: 'checklist.otherSigned',
      params: { part: { key: 'checklistPart.afterMooring' } },
    });
    const remarked = await answerChecklist(t, k.barge, n.id, {
      part: 'afterMooring',
      round: 0,
      answers: [{ itemId: second!.itemId, answer: 'yes', remark: 'Checked twice' }],
    });
    expect(refusalOf(remarked)).toMatchObject({ status: 409, key: 'checklist.otherSigned' });
    const part = partOf(await checklistOf(t, k.loading, n.id), 'afterMooring');
    expect(part.items.find((i) => i.itemId === first!.itemId)?.barge).toMatchObject({ answer: 'yes', remark: null });
    const same = await answerChecklist(t, k.barge, n.id, {
      part: 'afterMooring',
      round: 0,
      answers: [{ itemId: first!.itemId, answer: 'yes' }],
    });
    expect(same.status).toBe(200);
    expect((await signChecklist(t, k.barge, n.id, 'afterMooring')).status).toBe(200);
    // Signed first by the terminal, the part still takes the barge's first answers.
    await answerAll(t, k.loading, n.id, 'beforeArrival');
    expect((await signChecklist(t, k.loading, n.id, 'beforeArrival')).status).toBe(200);
    await answerAll(t, k.barge, n.id, 'beforeArrival');
    expect((await signChecklist(t, k.barge, n.id, 'beforeArrival')).status).toBe(200);
  });

  it('are audited with the answers they replace', async () => {
    const n = await bookedCall(t, d, k);
    const [a, b] = partOf(await checklistOf(t, k.barge, n.id), 'beforeArrival').items;
    const give = (answers: Record<string, unknown>[]) =>
      answerChecklist(t, k.barge, n.id, { part: 'beforeArrival', round: 0, answers });
    expect((await give([{ itemId: a!.itemId, answer: 'yes' }])).status).toBe(200);
    expect(
      (
        await give([
          { itemId: a!.itemId, answer: 'no', remark: 'Valve stuck' },
          { itemId: b!.itemId, answer: 'na' },
        ])
      ).status,
    ).toBe(200);
    const audit = await t.asOwner<{ before: unknown; after: { answers: unknown[] } }>(
      `SELECT before, after FROM audit_log WHERE action = 'answerChecklist' AND entity_id = $1 ORDER BY id`,
      [String(n.id)],
    );
    expect(audit.map((r) => r.before)).toEqual([
      null,
      {
        part: 'beforeArrival',
        round: 0,
        side: 'barge',
        answers: [{ itemId: a!.itemId, answer: 'yes', remark: null }],
      },
    ]);
    expect(audit[1]!.after.answers).toEqual([
      { itemId: a!.itemId, answer: 'no', remark: 'Valve stuck' },
      { itemId: b!.itemId, answer: 'na', remark: null },
    ]);
  });
});

describe('the repeated checks of calls no longer pumping', () => {
  it('are neither listed nor announced once the call is cancelled or cast off', async () => {
    const cancelled = await pumpingFor(500);
    const castOff = await pumpingFor(500);
    expect((await dueOf(cancelled.id)).map((r) => r.round)).toEqual([1, 2]);
    expect((await dueOf(castOff.id)).map((r) => r.round)).toEqual([1, 2]);
    await t.asOwner(`UPDATE nominations SET status = 'Cancelled' WHERE id = $1`, [cancelled.id]);
    await t.asOwner(`UPDATE nominations SET actual_cast_off_at = $2 WHERE id = $1`, [castOff.id, ago(t, 1)]);
    expect(await dueOf(cancelled.id)).toEqual([]);
    expect(await dueOf(castOff.id)).toEqual([]);
    await runChecklistDue(t.app);
    const sent = await t.asOwner(
      `SELECT 1 FROM notifications WHERE bid = ANY($1) AND message_key = 'checklist.dueNotice'`,
      [[cancelled.id, castOff.id]],
    );
    expect(sent).toEqual([]);
  });
});

describe('the interval between repeated checks', () => {
  it('is fixed per call once pumping (by an answer or the due timer): a later setting leaves its rounds as they were', async () => {
    try {
      // Commenced 230 minutes ago at 4 hours: round 1 falls due in 10 minutes.
      const answered = await pumpingFor(230);
      await answerAll(t, k.barge, answered.id, 'repeated', 1);
      expect(await fixedHours(answered.id)).toEqual([4]);
      const timed = await pumpingFor(230);
      expect(await fixedHours(timed.id)).toEqual([]);
      await runChecklistDue(t.app);
      expect(await fixedHours(timed.id)).toEqual([4]);
      await setRepeatHours(2);
      for (const n of [answered, timed]) {
        expect(repeated(await checklistOf(t, k.loading, n.id))).toEqual([[1, at(10)]]);
        expect(await dueOf(n.id)).toEqual([]);
      }
      expect(refusalOf(await signChecklist(t, k.barge, answered.id, 'repeated', 1))).toMatchObject({
        status: 409,
        key: 'checklist.notDue',
      });
      // A call commenced since, and not fixed yet, reads the new setting (and is fixed at it).
      const later = await pumpingFor(230);
      expect(repeated(await checklistOf(t, k.loading, later.id))).toEqual([
        [1, at(-110)],
        [2, at(10)],
      ]);
      await runChecklistDue(t.app);
      expect(await fixedHours(later.id)).toEqual([2]);
    } finally {
      await setRepeatHours(4);
    }
  });

  it('is not fixed before pumping commences', async () => {
    const n = await bookedCall(t, d, k);
    await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 60) });
    await answerAll(t, k.barge, n.id, 'beforeArrival');
    await runChecklistDue(t.app);
    expect(await fixedHours(n.id)).toEqual([]);
  });
});
