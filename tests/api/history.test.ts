import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { NOMINATION_PROGRESS } from '../../contract/enums.js';
import { seedHistory } from '../../demo/history.js';

let t: TestApp;
let count: number;
test.beforeAll(async ({ api }) => {
  t = api;
  count = await seedHistory(t.database.db, t.clock.now);
});

const rows = <R extends Record<string, unknown>>(text: string) => t.asOwner<R>(text);

describe('the demo history', () => {
  it('fills about 60 days behind and 14 ahead, once', async () => {
    expect(count).toBeGreaterThan(150);
    expect(await seedHistory(t.database.db, t.clock.now)).toBe(0);
    const [span] = await rows<{ first: number; last: number }>(
      `SELECT extract(epoch FROM now() - min(created_at)) / 86400 AS first,
              extract(epoch FROM max(eta) - now()) / 86400 AS last FROM nominations`,
    );
    expect(Number(span!.first)).toBeGreaterThan(55);
    expect(Number(span!.last)).toBeGreaterThan(7);
  });

  it('has a nomination in every state, each with a log that ends where it stands', async () => {
    const states = (await rows<{ status: string }>('SELECT DISTINCT status FROM nominations')).map((r) => r.status);
    // Every state a nomination rests in: Acknowledged and Barge Ready move on at once while the
    // readiness time or the jetty is missing (DECISIONS.md §3), so none stays there.
    const resting = NOMINATION_PROGRESS.filter((s) => s !== 'Acknowledged' && s !== 'Barge Ready');
    expect(states.sort()).toEqual([...resting].sort());
    const wrong = await rows(
      `SELECT n.id FROM nominations n
        WHERE n.status IS DISTINCT FROM (SELECT l.to_status FROM nomination_log l WHERE l.nomination_id = n.id ORDER BY l.id DESC LIMIT 1)`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps every berth rule: LOA, product line, no overlap with the changeover between windows', async () => {
    const misfits = await rows(
      `SELECT n.id FROM nominations n JOIN ships s ON s.id = n.barge_id JOIN berths b ON b.id = n.berth_id
        WHERE s.loa < b.min_loa OR s.loa > b.max_loa
           OR NOT EXISTS (SELECT 1 FROM jetty_lines l JOIN line_products lp ON lp.line_id = l.id
                           WHERE l.jetty_id = b.jetty_id AND lp.product_id = n.product_id)`,
    );
    expect(misfits).toEqual([]);
    const overlaps = await rows(
      `SELECT a.id, b.id FROM nominations a JOIN nominations b ON a.berth_id = b.berth_id AND a.id < b.id
        WHERE a.estimated_berth_time < b.estimated_berth_time + make_interval(secs => b.duration_hours * 3600 + 3600)
          AND b.estimated_berth_time < a.estimated_berth_time + make_interval(secs => a.duration_hours * 3600 + 3600)`,
    );
    expect(overlaps).toEqual([]);
  });

  it('gives each kind of user something to see', async () => {
    const customer = await t.login('customer');
    const barge = await t.login('barge');
    const logistics = await t.login('logistics');
    const list = (token: string) =>
      t.ok<{ rows: { bargeName: string }[]; total: number }>({
        method: 'GET',
        url: '/api/jput/nomination/list?pageNum=1&pageSize=50',
        token,
      });
    expect((await list(customer)).total).toBeGreaterThan(100);
    const own = await list(barge);
    expect(own.total).toBeGreaterThan(10);
    expect(new Set(own.rows.map((r) => r.bargeName))).toEqual(new Set(['Harbour Star 1']));
    // The terminal sees all but the customer's drafts and the one nomination its customer hides (DECISIONS.md §9, §12).
    const [unseen] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations WHERE hide_from_terminal OR status = 'Created'`,
    );
    expect(unseen!.n).toBeGreaterThan(1);
    expect((await list(logistics)).total).toBe(count - unseen!.n);
    for (const table of ['pilots', 'change_requests', 'mooring_reports', 'equipment_reports', 'notifications'])
      expect(Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n)).toBeGreaterThan(3);
  });

  it('is the same terminal for the same seed and moment', async () => {
    const other = await createTestApp();
    try {
      await seedHistory(other.database.db, t.clock.now);
      const shape = `SELECT status, barge_id, product_id, quantity, berth_id, estimated_berth_time FROM nominations ORDER BY id`;
      expect(await other.asOwner(shape)).toEqual(await rows(shape));
    } finally {
      await other.close();
    }
  });
});
