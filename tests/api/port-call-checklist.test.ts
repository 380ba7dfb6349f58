import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { bookedCall } from '../support/sof.js';
import {
  answerAll,
  answerChecklist,
  checklistOf,
  partOf,
  readChecklist,
  refusalOf,
  signChecklist,
} from '../support/checklist.js';
import { CHECKLIST_PARTS } from '../../contract/portCall.js';
import type { ChecklistItemRecord } from '../../contract/schemas/portCall.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const items = async (token = k.logistics) =>
  (await t.call({ method: 'GET', url: '/api/checklist-items', token })).body.data as ChecklistItemRecord[];
const newItem = (over: Record<string, unknown> = {}) => ({
  part: 'afterMooring',
  textEn: 'The deck lights over the manifold work',
  textZh: '集管上方的甲板照明正常',
  critical: false,
  position: 5,
  ...over,
});

describe('the checklist template (DECISIONS §10)', () => {
  it('is seeded with about 30 items of our own, in English and Chinese, over the four parts, some critical', async () => {
    const seeded = await items();
    expect(seeded.length).toBeGreaterThanOrEqual(28);
    expect(seeded.length).toBeLessThanOrEqual(34);
    for (const part of CHECKLIST_PARTS) {
      const ofPart = seeded.filter((i) => i.part === part);
      expect(ofPart.length, part).toBeGreaterThanOrEqual(5);
      expect(
        ofPart.some((i) => i.critical),
        part,
      ).toBe(true);
      expect(
        ofPart.some((i) => !i.critical),
        part,
      ).toBe(true);
    }
    for (const i of seeded) {
      expect(i.textEn).toMatch(/^[\x20-\x7e]+$/);
      expect(i.textZh).toMatch(/[\u4e00-\u9fff]/);
      expect(i.active).toBe(true);
    }
    // Listed in the order a call meets the parts.
    expect([...new Set(seeded.map((i) => i.part))]).toEqual([...CHECKLIST_PARTS]);
  });

  it('is read by the terminal side, kept by its administrators only, every change audited', async () => {
    expect((await t.call({ method: 'GET', url: '/api/checklist-items', token: k.loading })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/checklist-items', token: k.customer })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/checklist-items', token: k.barge })).status).toBe(403);
    for (const token of [k.customer, k.loading, k.control, k.barge]) {
      const res = await t.call({ method: 'POST', url: '/api/checklist-items', token, payload: newItem() });
      expect(res.status).toBe(403);
    }
    const made = await t.ok<ChecklistItemRecord>({
      method: 'POST',
      url: '/api/checklist-items',
      token: k.logistics,
      payload: newItem(),
    });
    expect(made).toMatchObject({ ...newItem(), active: true });
    const changed = await t.ok<ChecklistItemRecord>({
      method: 'PUT',
      url: `/api/checklist-items/${made.id}`,
      token: k.logistics,
      payload: newItem({ critical: true, active: false }),
    });
    expect(changed).toMatchObject({ critical: true, active: false });
    const res = await t.call({
      method: 'PUT',
      url: `/api/checklist-items/${made.id}`,
      token: k.loading,
      payload: newItem(),
    });
    expect(res.status).toBe(403);
    const audit = await t.asOwner<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'checklistItem' AND entity_id = $1 ORDER BY id`,
      [String(made.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'deactivate']);
    // Retired, never deleted: still listed.
    expect((await items()).find((i) => i.id === made.id)).toMatchObject({ active: false });
  });

  it('refuses bad items with 400 naming the field, and an unknown item with 404', async () => {
    for (const [payload, field] of [
      [newItem({ part: 'during' }), 'part'],
      [newItem({ textEn: '' }), 'textEn'],
      [newItem({ textZh: 'x'.repeat(301) }), 'textZh'],
      [newItem({ position: -1 }), 'position'],
      [{ ...newItem(), extra: 1 }, ''],
    ] as const) {
      const res = await t.call({ method: 'POST', url: '/api/checklist-items', token: k.logistics, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      if (field) expect(JSON.stringify(res.body), field).toContain(field);
    }
    const res = await t.call({
      method: 'PUT',
      url: '/api/checklist-items/999999',
      token: k.logistics,
      payload: newItem(),
    });
    expect(res.status).toBe(404);
  });
});

describe("a call's checklist: who reads and answers which side", () => {
  it('offers the three parts once Booked, the active items of each, the caller its side', async () => {
    const n = await bookedCall(t, d, k);
    const all = await items();
    const c = await checklistOf(t, k.loading, n.id);
    expect(c.parts.map((p) => [p.part, p.round, p.dueAt])).toEqual([
      ['beforeArrival', 0, null],
      ['afterMooring', 0, null],
      ['beforeTransfer', 0, null],
    ]);
    const active = all.filter((i) => i.part === 'beforeTransfer' && i.active).map((i) => i.id);
    expect(partOf(c, 'beforeTransfer').items.map((i) => i.itemId)).toEqual(active);
    expect(partOf(c, 'beforeTransfer')).toMatchObject({
      mySide: 'terminal',
      signatures: { terminal: null, barge: null },
    });
    expect(c.gate).toEqual({ open: false, refusal: { key: 'checklist.gateUnsigned', params: {} } });
    expect(partOf(await checklistOf(t, k.barge, n.id), 'afterMooring').mySide).toBe('barge');
    // The customer reads its own call, with no side of its own.
    expect(partOf(await checklistOf(t, k.customer, n.id), 'afterMooring')).toMatchObject({
      mySide: null,
      signRefusal: null,
    });
  });

  it('keeps each side its own answers, with who gave them; the other barge and hidden calls are missing', async () => {
    const n = await bookedCall(t, d, k);
    const part = partOf(await checklistOf(t, k.loading, n.id), 'beforeArrival');
    const [first, second] = part.items;
    let res = await answerChecklist(t, k.control, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [
        { itemId: first!.itemId, answer: 'yes', remark: 'Checked by radio' },
        { itemId: second!.itemId, answer: 'na' },
      ],
    });
    expect(res.status).toBe(200);
    res = await answerChecklist(t, k.barge, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: first!.itemId, answer: 'no' }],
    });
    const item = partOf(res.body.data as never, 'beforeArrival').items[0]!;
    expect(item.terminal).toMatchObject({ answer: 'yes', remark: 'Checked by radio', by: { name: 'Control Room' } });
    expect(item.barge).toMatchObject({ answer: 'no', remark: null, by: { name: 'Harbour Star 1' } });
    // The terminal's answer changed replaces its own, not the barge's.
    await answerChecklist(t, k.loading, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: first!.itemId, answer: 'na' }],
    });
    const again = partOf(await checklistOf(t, k.barge, n.id), 'beforeArrival').items[0]!;
    expect([again.terminal?.answer, again.barge?.answer]).toEqual(['na', 'no']);
    const log = await t.asOwner<{ action: number; detail_key: string }>(
      `SELECT action, detail_key FROM nomination_log WHERE nomination_id = $1 AND action = 18`,
      [n.id],
    );
    expect(log.map((l) => l.detail_key)).toEqual(Array(3).fill('checklist.logAnswered'));
    const audit = await t.asOwner(`SELECT 1 FROM audit_log WHERE action = 'answerChecklist' AND entity_id = $1`, [
      String(n.id),
    ]);
    expect(audit).toHaveLength(3);

    const other = await t.login('harbourstar2');
    expect((await readChecklist(t, other, n.id)).status).toBe(404);
    const body = { part: 'beforeArrival', round: 0, answers: [{ itemId: first!.itemId, answer: 'yes' }] };
    expect((await answerChecklist(t, other, n.id, body)).status).toBe(404);
    expect((await signChecklist(t, other, n.id, 'beforeArrival')).status).toBe(404);

    await t.asOwner(`UPDATE nominations SET hide_from_terminal = true WHERE id = $1`, [n.id]);
    expect((await readChecklist(t, k.loading, n.id)).status).toBe(404);
    expect((await answerChecklist(t, k.loading, n.id, body)).status).toBe(404);
    expect((await readChecklist(t, k.customer, n.id)).status).toBe(200);
    expect((await readChecklist(t, k.loading, 99_999_999)).status).toBe(404);
  });

  it('lets only the loading master, the control room and the barge answer; the control room may not sign', async () => {
    const n = await bookedCall(t, d, k);
    const body = { part: 'beforeArrival', round: 0, answers: [{ itemId: 1, answer: 'yes' }] };
    for (const token of [k.customer, k.logistics])
      expect((await answerChecklist(t, token, n.id, body)).status).toBe(403);
    await answerAll(t, k.control, n.id, 'beforeArrival');
    expect(refusalOf(await signChecklist(t, k.control, n.id, 'beforeArrival'))).toMatchObject({
      status: 403,
      key: 'checklist.notYourSide',
    });
    expect(partOf(await checklistOf(t, k.control, n.id), 'beforeArrival').signRefusal?.key).toBe(
      'checklist.notYourSide',
    );
    // The terminal's answers stand, so the loading master signs them.
    const signed = await signChecklist(t, k.loading, n.id, 'beforeArrival');
    expect(signed.status).toBe(200);
    expect(partOf(signed.body.data as never, 'beforeArrival').signatures.terminal).toMatchObject({
      by: { name: 'Ong Boon Keat', role: 11 },
    });
    // Read back: the signer and each answerer by display name and role, never by sign-in name (issue 35 item 4).
    const read = partOf(await checklistOf(t, k.loading, n.id), 'beforeArrival');
    expect(read.signatures.terminal).toMatchObject({ by: { name: 'Ong Boon Keat', role: 11 } });
    expect(read.items[0]!.terminal?.by.role).toBe(2);
  });

  it('keeps no checklist before Booked', async () => {
    const n = await nominationAt(t, d, k, 'Jetty Assigned');
    const res = await answerChecklist(t, k.loading, n.id, {
      part: 'beforeArrival',
      round: 0,
      answers: [{ itemId: 1, answer: 'yes' }],
    });
    expect(refusalOf(res)).toMatchObject({ status: 409, key: 'checklist.notInState' });
    expect(refusalOf(await signChecklist(t, k.loading, n.id, 'beforeArrival')).key).toBe('checklist.notInState');
  });
});
