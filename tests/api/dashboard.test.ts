import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo } from '../support/nominations.js';
import type { CustomerDashboard, TerminalDashboard } from '../../contract/schemas/dashboard.js';
import { terminalDay } from '../../contract/datetime.js';

/**
 * The dashboard (DECISIONS.md §7) over a few nominations whose figures are worked out by hand:
 * two completed berthings at J1-A (12 h three days ago, 24 h twenty days ago), a cancelled window
 * at J1-B that holds nothing, and a booked berthing the day after tomorrow.
 */
let t: TestApp;
let d: Demo;
let logistics: string;
let customer: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
  logistics = await t.login('logistics');
  customer = await t.login('customer');
  const now = t.clock.now.getTime();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const nomination = async (v: {
    berth: number;
    ebt: number;
    hours: number;
    status: string;
    actual?: number;
    readiness?: number;
    allFast?: number;
  }) => {
    const [row] = await t.asOwner<{ id: number }>(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, berth_id, estimated_berth_time,
                                duration_hours, actual_quantity, completed_at, barge_readiness_time, created_by,
                                created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, $3, $4, $5, $6, $7, $8, $9,
               (SELECT id FROM users WHERE user_name = 'customer'), $10, $10)
       RETURNING id`,
      [
        d.barges.star1,
        d.products.mgo,
        v.status,
        v.berth,
        at(v.ebt),
        v.hours,
        v.actual ?? null,
        v.status === 'Completed' ? at(v.ebt + v.hours * HOUR) : null,
        v.readiness === undefined ? null : at(v.readiness),
        at(Math.min(v.ebt, 0) - 2 * DAY),
      ],
    );
    if (v.allFast !== undefined)
      await t.asOwner(
        `INSERT INTO mooring_reports (nomination_id, first_line_ashore, all_fast, cast_off, lines_used, created_by, created_at)
         VALUES ($1, $2, $2, $3, 6, (SELECT id FROM users WHERE user_name = 'logistics'), $2)`,
        [row!.id, at(v.allFast), at(v.ebt + v.hours * HOUR)],
      );
    return row!.id;
  };
  // Variance +0.3 %: under the 0.5 % threshold. Waited 2.5 h; all fast 30 min after plan (on time).
  await nomination({
    berth: d.berths['J1-A'],
    ebt: -3 * DAY,
    hours: 12,
    status: 'Completed',
    actual: 1003,
    readiness: -3 * DAY - 2 * HOUR,
    allFast: -3 * DAY + HOUR / 2,
  });
  // Variance −1 %: high and unexplained. Waited 7 h; all fast 2 h after plan (late).
  await nomination({
    berth: d.berths['J1-A'],
    ebt: -20 * DAY,
    hours: 24,
    status: 'Completed',
    actual: 990,
    readiness: -20 * DAY - 5 * HOUR,
    allFast: -20 * DAY + 2 * HOUR,
  });
  await nomination({ berth: d.berths['J1-B'], ebt: -DAY, hours: 10, status: 'Cancelled' });
  await nomination({ berth: d.berths['J2-A'], ebt: 2 * DAY, hours: 6, status: 'Booked' });
});

const get = <T>(token: string, query = '') => t.ok<T>({ method: 'GET', url: `/api/dashboard${query}`, token });

describe('the dashboard', () => {
  it("gives terminal logistics the period's berth occupancy, waiting, punctuality, throughput and open work", async () => {
    const dash = await get<TerminalDashboard>(logistics);
    expect(dash.kind).toBe('terminal');
    expect(dash.to).toBe(terminalDay(t.clock.now, 'Asia/Singapore'));
    const berth = (name: string) => dash.occupancy.find((o) => o.berth === name)!;
    // 12 h of the last 168 h; 36 h of the last 720 h. The cancelled window holds nothing.
    expect(berth('J1-A')).toMatchObject({ last7: 7.1, last30: 5 });
    expect(berth('J1-B')).toMatchObject({ last7: 0, last30: 0 });
    // (2.5 h + 7 h) / 2; one of the two all fast within an hour of plan.
    expect(dash.waiting).toEqual({ averageHours: 4.8, berthings: 2 });
    expect(dash.onTime).toEqual({ onTime: 1, berthings: 2 });
    expect(dash.throughput).toEqual([
      { productId: d.products.mgo, product: expect.stringMatching(/^Marine Gasoil/), tonnes: 1993 },
    ]);
    expect(Object.fromEntries(dash.states.map((s) => [s.status, s.count]))).toEqual({
      Completed: 2,
      Cancelled: 1,
      Booked: 1,
    });
    expect(dash.highVarianceOpen).toBe(1);
    expect(dash.vettings).toEqual({ waitingOnTerminal: 0, open: 0, expiring: 0 });
    expect(dash.documentsAwaiting).toBe(0);
  });

  it('narrows the period: the last ten days hold one berthing', async () => {
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const from = terminalDay(new Date(t.clock.now.getTime() - 9 * DAY), 'Asia/Singapore');
    const dash = await get<TerminalDashboard>(logistics, `?from=${from}&to=${to}`);
    expect(dash.throughput.map((p) => p.tonnes)).toEqual([1003]);
    expect(dash.waiting).toEqual({ averageHours: 2.5, berthings: 1 });
  });

  it("gives a customer its own nominations, next berthings, variance and ships' vettings", async () => {
    const dash = await get<CustomerDashboard>(customer);
    expect(dash.kind).toBe('customer');
    expect(dash.nextBerthings.map((n) => [n.bargeName, n.berth])).toEqual([['Harbour Star 1', 'J2-A']]);
    // (+0.3 − 1) / 2 = −0.35 %; one beyond the threshold.
    expect(dash.variance).toEqual({ completed: 2, averagePercent: -0.35, high: 1 });
    expect(dash.vettings).toEqual([]);
    expect(dash).not.toHaveProperty('occupancy');
  });

  it('is refused to those without the menu and for a period that is backwards or longer than a year', async () => {
    const pilot = await t.login('pilot');
    expect((await t.call({ method: 'GET', url: '/api/dashboard', token: pilot })).status).toBe(403);
    const backwards = await t.call({
      method: 'GET',
      url: '/api/dashboard?from=2026-05-02&to=2026-05-01',
      token: logistics,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('The period must end on or after its first day');
    const long = await t.call({ method: 'GET', url: '/api/dashboard?from=2025-01-01&to=2026-05-01', token: logistics });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('The period can be at most a year');
  });
});
