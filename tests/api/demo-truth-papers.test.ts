import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { quantityTotals, type TankMeasure } from '../../contract/documents.js';
import type { UnqualifiedRecord } from '../../contract/schemas/unqualifiedShips.js';
import { seedDemoHistory } from '../../demo/index.js';
import { TANK_HEIGHT_MM } from '../../demo/documents/content.js';

/**
 * The demo's papers follow its operations (issue 31 point 15, after a user walk): a nomination's
 * certificates are sent after its berth window ended and signed after that, all before now; a
 * nomination being signed or later has berthed, its berthing pilot job done; its certificate of
 * quantity measures its own shore tank with the live arithmetic; a suspended ship's reason names
 * no day after its suspension. demo-truth.test.ts checks the rest of the story.
 */
let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
}, 120_000);

const rows = <R extends Record<string, unknown>>(text: string, values?: unknown[]) => t.asOwner<R>(text, values);
/** The end of a nomination's berth window, in SQL. */
const END = `(n.estimated_berth_time + n.duration_hours * interval '1 hour')`;
const AFTER_WINDOW = `('Signing in Progress', 'CQ Uploaded', 'Completed')`;

describe('the demo papers', () => {
  it('has every nomination being signed or later with its berth window in the past and its berthing done', async () => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations n WHERE n.status IN ('Signing in Progress', 'CQ Uploaded')`,
    );
    expect(n).toBeGreaterThan(1);
    const open = await rows(
      `SELECT n.id, n.status, n.estimated_berth_time FROM nominations n
        WHERE n.status IN ${AFTER_WINDOW} AND (n.estimated_berth_time IS NULL OR ${END} >= $1)`,
      [t.clock.now],
    );
    expect(open).toEqual([]);
    const unpiloted = await rows(
      `SELECT n.id, n.status, j.status AS job FROM nominations n
         LEFT JOIN pilot_jobs j ON j.nomination_id = n.id AND j.movement = 'berthing'
        WHERE n.status IN ${AFTER_WINDOW} AND NOT n.pilot_exemption
          AND (j.id IS NULL OR j.status <> 'Completed' OR j.actual_end > $1)`,
      [t.clock.now],
    );
    expect(unpiloted).toEqual([]);
  });

  it("dates every document after its nomination's berth window, each signature after it was sent, all before now", async () => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(n).toBeGreaterThan(100);
    const early = await rows(
      `SELECT d.number, d.created_at, ${END} AS window_end FROM documents d JOIN nominations n ON n.id = d.nomination_id
        WHERE d.created_at < ${END} OR d.updated_at > $1`,
      [t.clock.now],
    );
    expect(early).toEqual([]);
    // Sent (the log's 'sent' line) after it was made and after the window; signed after it was sent.
    const unsent = await rows(
      `SELECT d.number FROM documents d JOIN nominations n ON n.id = d.nomination_id
        WHERE NOT EXISTS (SELECT 1 FROM nomination_log l WHERE l.nomination_id = n.id
                            AND l.detail_key = 'documentLog.sent' AND l.detail_params->>'number' = d.number
                            AND l.at >= ${END} AND l.at > d.created_at AND l.at <= $1)`,
      [t.clock.now],
    );
    expect(unsent).toEqual([]);
    const signedEarly = await rows(
      `SELECT d.number, s.slot, s.at FROM document_signatures s JOIN documents d ON d.id = s.document_id
         JOIN nominations n ON n.id = d.nomination_id
        WHERE s.at <= d.created_at OR s.at <= ${END} OR s.at > $1
           OR (n.completed_at IS NOT NULL AND s.at > n.completed_at)`,
      [t.clock.now],
    );
    expect(signedEarly).toEqual([]);
  });

  it("logs a nomination's signing states after its window, and its mooring report within its operation", async () => {
    const early = await rows(
      `SELECT n.id, l.to_status, l.at FROM nomination_log l JOIN nominations n ON n.id = l.nomination_id
        WHERE l.to_status IN ${AFTER_WINDOW} AND l.from_status <> l.to_status AND (l.at < ${END} OR l.at > $1)`,
      [t.clock.now],
    );
    expect(early).toEqual([]);
    const moored = await rows(
      `SELECT n.id FROM mooring_reports m JOIN nominations n ON n.id = m.nomination_id
        WHERE NOT (m.first_line_ashore < m.all_fast AND m.all_fast < m.cast_off AND m.cast_off >= ${END}
                   AND m.cast_off <= coalesce(n.completed_at, $1))
           OR EXISTS (SELECT 1 FROM pilot_jobs j WHERE j.nomination_id = n.id AND j.movement = 'unberthing'
                        AND NOT n.pilot_exemption AND j.status <> 'Completed')`,
      [t.clock.now],
    );
    expect(moored).toEqual([]);
  });

  it('names a shore tank of its product on every nomination, and measures it on its certificate of quantity', async () => {
    const wrongTank = await rows(
      `SELECT n.id FROM nominations n LEFT JOIN tanks k ON k.id = n.tank_id
        WHERE k.id IS NULL OR k.product_id <> n.product_id`,
    );
    expect(wrongTank).toEqual([]);
    const cqs = await rows<{
      number: string;
      status: string;
      nomination: string;
      quantity: number;
      actual: string | null;
      tankId: number;
      tankNumber: string;
      capacity: string;
      content: { tanks: (TankMeasure & { tankId: number | null; tankName: string })[] };
    }>(
      `SELECT d.number, d.status, n.status AS nomination, n.quantity, n.actual_quantity AS actual,
              k.id AS "tankId", k.number AS "tankNumber", k.capacity, d.content
         FROM documents d JOIN nominations n ON n.id = d.nomination_id JOIN tanks k ON k.id = n.tank_id
        WHERE d.type = 'quantity'`,
    );
    expect(cqs.length).toBeGreaterThan(100);
    for (const d of cqs) {
      const tanks = d.content.tanks;
      expect({ n: d.number, tanks: tanks.map((k) => [k.tankId, k.tankName]) }).toEqual({
        n: d.number,
        tanks: [[d.tankId, d.tankNumber]],
      });
      // The volume the ullage change holds by the tank's strapping: different ullages, different volumes.
      const perMm = Number(d.capacity) / TANK_HEIGHT_MM;
      for (const k of tanks)
        expect({ n: d.number, gov: k.grossObservedM3 }).toEqual({
          n: d.number,
          gov: Math.round((k.closingUllageMm - k.openingUllageMm) * perMm * 1000) / 1000,
        });
      // Signed, its tonnes by the live arithmetic are the nomination's actual quantity.
      if (d.status === 'Signed')
        expect({ n: d.number, actual: quantityTotals(tanks, d.quantity).actual }).toEqual({
          n: d.number,
          actual: Number(d.actual),
        });
    }
    expect(new Set(cqs.map((d) => d.content.tanks[0]!.grossObservedM3)).size).toBeGreaterThan(cqs.length / 2);
  });

  it('names no day after a suspension in its reason', async () => {
    const list = await t.ok<{ rows: UnqualifiedRecord[] }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list?pageSize=100',
      token: await t.login('logistics'),
    });
    const dated = list.rows.filter((u) => /\bon \d{2}\/\d{2}\b/.test(u.reason));
    expect(dated.length).toBeGreaterThan(0);
    for (const u of dated) {
      const [, dd, mm] = /\bon (\d{2})\/(\d{2})\b/.exec(u.reason)!;
      const on = u.blacklistedOn!.slice(0, 10);
      // The reason's day in the year of the suspension: on or before it.
      expect({ ship: u.shipName, named: `${on.slice(0, 4)}-${mm}-${dd}` <= on }).toEqual({
        ship: u.shipName,
        named: true,
      });
    }
  });
});
