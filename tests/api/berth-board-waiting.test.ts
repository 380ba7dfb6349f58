import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR } from '../../contract/time.js';
import type { BoardData } from '../../contract/schemas/berthBoard.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const readyAt = (id: number, hours: number) =>
  t.asOwner('UPDATE nominations SET barge_readiness_time = $2 WHERE id = $1', [id, at(t, hours)]);
const board = (fromHours: number, toHours: number) =>
  t.ok<BoardData>({
    method: 'GET',
    url: `/api/berthBoard?from=${encodeURIComponent(at(t, fromHours))}&to=${encodeURIComponent(at(t, toHours))}`,
    token: k.logistics,
  });

describe('the berth board’s waiting list and the nominations ready after the shown days', () => {
  it('lists those ready within the days shown and counts those ready after them, with the first readiness', async () => {
    // Only this test's nominations wait for a berth.
    await t.asOwner(
      "UPDATE nominations SET status = 'Cancelled' WHERE status IN ('Barge Ready', 'Pending Jetty Information')",
    );
    const soon = await nominationAt(t, d, k, 'Pending Jetty Information');
    const later = await nominationAt(t, d, k, 'Pending Jetty Information');
    const latest = await nominationAt(t, d, k, 'Pending Jetty Information');
    const hidden = await nominationAt(t, d, k, 'Pending Jetty Information');
    await t.asOwner('UPDATE nominations SET hide_from_terminal = true WHERE id = $1', [hidden.id]);
    await readyAt(later.id, 100);
    await readyAt(latest.id, 200);
    await readyAt(hidden.id, 90);

    const shown = await board(0, 72);
    const waiting = shown.unassigned.map((u) => u.nominationId);
    expect(waiting).toContain(soon.id);
    expect(waiting).not.toContain(later.id);
    // Two more are placeable but ready after the period; a hidden one is not the terminal's to see.
    expect(shown.later).toEqual({ count: 2, firstReadiness: t.clock.now.getTime() + 100 * HOUR });

    // Moving the board to the first of them lists both and leaves nothing after.
    const moved = await board(99, 99 + 7 * 24);
    expect(moved.unassigned.map((u) => u.nominationId)).toEqual(expect.arrayContaining([later.id, latest.id]));
    expect(moved.later).toEqual({ count: 0, firstReadiness: null });
  });
});
