/**
 * The demo's laytime (issue 34 §7): after the whole demo seed, as `npm start` runs it, every
 * completed call whose SoF can be computed has a result (version 1, 'completed', at completion),
 * some end with time over, and the results agree with the SoF rows they were computed from.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedDemoHistory } from '../../demo/index.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
});

describe('the demo laytime', () => {
  it('gives every completed call a result at its completion, some with time over and an overstay line', async () => {
    const rows = await t.asOwner<{
      id: number;
      versions: number;
      version: number | null;
      reason: string | null;
      computed_at: Date | null;
      completed_at: Date;
      over: number | null;
      saved: number | null;
      hoses: boolean;
    }>(
      `SELECT n.id, n.completed_at,
              (SELECT count(*)::int FROM laytime_results r WHERE r.nomination_id = n.id) AS versions,
              r.version, r.reason, r.computed_at, r.over_minutes AS over, r.saved_minutes AS saved,
              EXISTS (SELECT 1 FROM sof_events e WHERE e.nomination_id = n.id AND e.current
                         AND e.event = 'hosesDisconnected') AS hoses
         FROM nominations n
         LEFT JOIN laytime_results r ON r.nomination_id = n.id AND r.version = 1
        WHERE n.status = 'Completed'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    // Every completed call of the demo has its SoF through hoses disconnected, so each has a result.
    expect(rows.filter((r) => !r.hoses)).toEqual([]);
    for (const r of rows) {
      expect(r, `nomination ${r.id}`).toMatchObject({ versions: 1, version: 1, reason: 'completed' });
      expect(r.computed_at!.getTime()).toBe(r.completed_at.getTime());
    }
    const over = rows.filter((r) => r.over! > 0);
    expect(over.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.saved! > 0)).toBe(true);
    // The billing history made after it carries the overstay of the calls over.
    const [{ n }] = (await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_lines WHERE kind = 'overstay'`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });
});
