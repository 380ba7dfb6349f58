import { describe, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, bookedCall, readSof, recordEvent, recorded, recordUpTo } from '../support/sof.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import { AUTOMATIC_EVENTS, SOF_EVENTS } from '../../contract/portCall.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const sof = async (token: string, id: number) => (await readSof(t, token, id)).body.data as SofRecord;

describe('who reads and records the statement of facts', () => {
  it('lets the barge record its arrival and documents on board, and notifies the loading masters and desk', async () => {
    const n = await bookedCall(t, d, k);
    const rec = await recorded(t, k.barge, n.id, { event: 'arrived', at: ago(t, 600) });
    expect(rec.events[0]).toMatchObject({ event: 'arrived', enteredBy: { name: 'Harbour Star 1', role: 8 } });
    await recordUpTo(t, k.loading, n.id, 'completedPumping', 'allFast');
    const docs = await recorded(t, k.barge, n.id, { event: 'documentsOnBoard', at: ago(t, 190) });
    expect(docs.events.at(-1)).toMatchObject({ event: 'documentsOnBoard', enteredBy: { name: 'Harbour Star 1' } });
    const told = await t.asOwner<{ user_name: string }>(
      `SELECT u.user_name FROM notifications x JOIN users u ON u.id = x.user_id
       WHERE x.message_key = 'sofNotices.arrived' AND x.bid = $1 ORDER BY u.user_name`,
      [n.id],
    );
    const names = told.map((r) => r.user_name);
    expect(names).toEqual(expect.arrayContaining(['controlroom', 'loadingmaster', 'logistics']));
    expect(names).not.toContain('barge');
    expect(names).not.toContain('customer');
  });

  it('does not notify when the terminal records the arrival itself', async () => {
    const n = await bookedCall(t, d, k);
    await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 30) });
    const told = await t.asOwner('SELECT 1 FROM notifications WHERE bid = $1 AND message_key = $2', [
      n.id,
      'sofNotices.arrived',
    ]);
    expect(told).toEqual([]);
  });

  it("refuses the barge the terminal's events (403) and offers it only its own", async () => {
    const n = await bookedCall(t, d, k);
    await recorded(t, k.barge, n.id, { event: 'arrived', at: ago(t, 30) });
    const res = await recordEvent(t, k.barge, n.id, { event: 'allFast', at: ago(t, 20) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ key: 'sof.notBarges' });
    const mine = await sof(k.barge, n.id);
    expect(mine.next.map((x) => x.event)).toEqual(['arrived', 'documentsOnBoard']);
    expect(mine.next[0]!.refusal).toMatchObject({ key: 'sof.twice' });
    expect(mine.next[1]!.refusal).toMatchObject({
      key: 'sof.needsFirst',
      params: { first: { key: 'sofEvent.completedPumping' } },
    });
    expect(mine.events.filter((e) => e.correctable).map((e) => e.event)).toEqual(['arrived']);
  });

  it("answers another barge's nomination as missing (404), to read and to record", async () => {
    const n = await bookedCall(t, d, k);
    const other = await t.login('harbourstar2');
    expect((await readSof(t, other, n.id)).status).toBe(404);
    expect((await recordEvent(t, other, n.id, { event: 'arrived' })).status).toBe(404);
  });

  it('answers a nomination hidden from the terminal as missing (404)', async () => {
    const n = await bookedCall(t, d, k);
    await t.asOwner('UPDATE nominations SET hide_from_terminal = true WHERE id = $1', [n.id]);
    expect((await readSof(t, k.loading, n.id)).status).toBe(404);
    const res = await recordEvent(t, k.loading, n.id, { event: 'arrived' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ key: 'server.notFound' });
    expect((await readSof(t, k.loading, 2_000_000)).status).toBe(404);
  });

  it('lets the customer and terminal logistics read but not record (403)', async () => {
    const n = await bookedCall(t, d, k);
    await recorded(t, k.control, n.id, { event: 'arrived', at: ago(t, 30) });
    for (const token of [k.customer, k.logistics]) {
      const read = await sof(token, n.id);
      expect(read.events).toHaveLength(1);
      expect(read.next).toEqual([]);
      expect(read.events.some((e) => e.correctable)).toBe(false);
      const res = await recordEvent(t, token, n.id, { event: 'allFast', at: ago(t, 20) });
      expect(res.status).toBe(403);
    }
    const events = await t.asOwner('SELECT 1 FROM sof_events WHERE nomination_id = $1', [n.id]);
    expect(events).toHaveLength(1);
  });

  it("offers the terminal every event but the automatic one, each with today's refusal", async () => {
    const n = await bookedCall(t, d, k);
    const read = await sof(k.loading, n.id);
    expect(read.next.map((x) => x.event)).toEqual(SOF_EVENTS.filter((e) => !AUTOMATIC_EVENTS.includes(e)));
    expect(read.next[0]).toEqual({ event: 'arrived', refusal: null });
    expect(read.next.find((x) => x.event === 'castOff')?.refusal).toEqual({
      key: 'sof.needsFirst',
      params: { event: { key: 'sofEvent.castOff' }, first: { key: 'sofEvent.hosesDisconnected' } },
    });
    expect(read).toMatchObject({ progress: 'none', events: [], document: null });
    expect(read.actuals).toMatchObject({ arrivedAt: null, waitingHours: null, pumpingHours: null, netRate: null });
  });
});

describe('bad input to the statement of facts', () => {
  it('answers arbitrary JSON, recorded or as a correction, with a 4xx and a message or a success, never a 5xx', async () => {
    const n = await bookedCall(t, d, k);
    const rec = await recorded(t, k.loading, n.id, { event: 'arrived', at: ago(t, 60) });
    const shapes = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          event: fc.constantFrom(...SOF_EVENTS, 'x'),
          at: fc.oneof(
            fc.date().map((x) => x.toISOString()),
            fc.string(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(shapes, fc.boolean(), async (payload, correct) => {
        const res = await t.call({
          method: correct ? 'PUT' : 'POST',
          url: correct ? `/api/sof-events/${rec.events[0]!.id}` : `/api/nominations/${n.id}/sof/events`,
          token: k.loading,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.msg.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});
