import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo } from '../support/nominations.js';
import type {
  CustomerDashboard,
  DashboardResult,
  Figure,
  FigureLink,
  TerminalDashboard,
} from '../../contract/schemas/dashboard.js';
import { terminalDay } from '../../contract/datetime.js';
import { HOUR, DAY } from '../../contract/time.js';

/**
 * The dashboard (DECISIONS.md §7) over a few nominations whose figures are worked out by hand:
 * two completed berthings at J1-A (12 h three days ago, 24 h twenty days ago), a cancelled window
 * at J1-B that holds nothing, and a booked berthing the day after tomorrow.
 */
let t: TestApp;
let d: Demo;
let logistics: string;
let customer: string;
let now: number;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
  logistics = await t.login('logistics');
  customer = await t.login('customer');
  now = t.clock.now.getTime();
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
    // The statement of facts' actual times (issue 33), as its service writes them on the nomination:
    // arrived (NOR) at the readiness, all fast, cast off at the window's end.
    if (v.allFast !== undefined)
      await t.asOwner(
        `UPDATE nominations SET actual_arrived_at = $2, actual_all_fast_at = $3, actual_cast_off_at = $4 WHERE id = $1`,
        [row!.id, v.readiness === undefined ? null : at(v.readiness), at(v.allFast), at(v.ebt + v.hours * HOUR)],
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
  const booked = await nomination({ berth: d.berths['J2-A'], ebt: 2 * DAY, hours: 6, status: 'Booked' });
  // Beyond the list's own filters: a justified high variance (+2 %), a completed nomination hidden
  // from the terminal (−2 %), and a customer's unsubmitted draft. The terminal counts neither of the
  // last two; the customer counts both as its own.
  const unplaced = async (status: string, v: { actual?: number; justification?: string; hidden?: boolean }) => {
    const [row] = await t.asOwner<{ id: number }>(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, actual_quantity, completed_at,
                                variance_justification, hide_from_terminal, created_by, created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, $3, $4, $5, $6, $7,
               (SELECT id FROM users WHERE user_name = 'customer'), $8, $8)
       RETURNING id`,
      [
        d.barges.star2,
        d.products.vlsfo,
        status,
        v.actual ?? null,
        status === 'Completed' ? new Date(now - 5 * DAY) : null,
        v.justification ?? null,
        v.hidden ?? false,
        new Date(now - 6 * DAY),
      ],
    );
    return row!.id;
  };
  await unplaced('Completed', { actual: 1020, justification: 'Tank heel left on board' });
  const hidden = await unplaced('Completed', { actual: 980, hidden: true });
  await unplaced('Created', {});
  // A certificate out for signing on the booked nomination and one on the hidden: the terminal sees the first.
  for (const [nominationId, number] of [
    [booked, 'CQ-D-1'],
    [hidden, 'CQ-D-2'],
  ] as const)
    await t.asOwner(
      `INSERT INTO documents (nomination_id, type, number, status, language, content, created_by, created_at, updated_at)
       VALUES ($1, 'quantity', $2, 'Pending', 'en', '{}', (SELECT id FROM users WHERE user_name = 'logistics'), $3, $3)`,
      [nominationId, number, new Date(now)],
    );
  // Vettings: one waiting on terminal logistics and one with the inspector (both under review), and
  // three accepted ones, whose acceptance ends in 10 days (ending soon), in 40 days and a day ago (neither).
  const vetting = (status: number, expiresInDays?: number) =>
    t.asOwner(
      `INSERT INTO ship_vettings (ship_id, company_id, status, operation, product_ids, expires_at, created_by,
                                  created_at, updated_at)
       SELECT $1, u.company_id, $2, 'load', '{}', $3, u.id, $4, $4 FROM users u WHERE u.user_name = 'customer'`,
      [d.barges.star1, status, expiresInDays === undefined ? null : new Date(now + expiresInDays * DAY), new Date(now)],
    );
  await vetting(1);
  await vetting(2);
  for (const days of [10, 40, -1]) await vetting(6, days);
});

const get = <T>(token: string, query = '') => t.ok<T>({ method: 'GET', url: `/api/dashboard${query}`, token });
const value = (f: Figure) => f.value;

/** Every figure of an answer, wherever it sits: anything with a value and a link. */
function figuresOf(node: unknown, path = ''): { path: string; figure: Figure }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => figuresOf(n, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  if ('link' in node && 'value' in node) return [{ path, figure: node as Figure }];
  return Object.entries(node).flatMap(([k, v]) => figuresOf(v, path ? `${path}.${k}` : k));
}

const LISTS = {
  nominations: '/api/jput/nomination/list/',
  shipVettings: '/api/shipVettings/list',
  documents: '/api/documents/list',
} as const;

/** The list's total when opened with the figure's filter, as the browser opens it. */
async function listTotal(token: string, link: FigureLink): Promise<number> {
  const query = new URLSearchParams({ pageNum: '1', pageSize: '1', ...link.filter });
  return (await t.ok<{ total: number }>({ method: 'GET', url: `${LISTS[link.resource]}?${query}`, token })).total;
}

describe('the dashboard', () => {
  it("gives terminal logistics the period's berth occupancy, waiting, punctuality, throughput and open work", async () => {
    const dash = await get<TerminalDashboard>(logistics);
    expect(dash.kind).toBe('terminal');
    expect(dash.to).toBe(terminalDay(t.clock.now, 'Asia/Singapore'));
    const berth = (name: string) => dash.occupancy.find((o) => o.berth === name)!;
    // 12 h of the last 168 h; 36 h of the last 720 h. The cancelled window holds nothing.
    expect(berth('J1-A')).toMatchObject({ last7: 7.1, last30: 5 });
    expect(berth('J1-B')).toMatchObject({ last7: 0, last30: 0 });
    // (2.5 h + 7 h) / 2 from arrival to all fast over the two berthings; one of them all fast within
    // the setting's hour of plan.
    expect(dash.waitingHours).toBe(4.8);
    expect(value(dash.berthings)).toBe(2);
    expect(value(dash.onTime)).toBe(1);
    expect(dash.throughput.map((p) => [p.product.split(' ')[0], p.tonnes, p.value])).toEqual([
      ['Marine', 1993, 2],
      ['Very', 1020, 1],
    ]);
    // The two at J1-A and the justified one; not the hidden one.
    expect(value(dash.completed)).toBe(3);
    // In progress now, of any date: neither the customer's draft nor the hidden nomination, nor the
    // completed and cancelled ones (the Completed figure counts the first).
    expect(dash.states.map((s) => [s.status, s.value])).toEqual([['Booked', 1]]);
    expect(dash.states[0]!.link.filter).toEqual({ status: 'Booked' });
    // The −1 % one: the +2 % is justified, the −2 % hidden.
    expect(value(dash.highVarianceOpen)).toBe(1);
    expect(value(dash.vettingsWaiting)).toBe(1);
    expect([value(dash.vettings.open), value(dash.vettings.expiring)]).toEqual([2, 1]);
    expect(dash.documentsAwaiting.map((x) => [x.type, x.value])).toEqual([
      ['quantity', 1],
      ['quality', 0],
      ['billOfLading', 0],
    ]);
  });

  it('narrows the period: the last ten days hold one berthing', async () => {
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const from = terminalDay(new Date(t.clock.now.getTime() - 9 * DAY), 'Asia/Singapore');
    const dash = await get<TerminalDashboard>(logistics, `?from=${from}&to=${to}`);
    expect(dash.throughput.map((p) => p.tonnes)).toEqual([1020, 1003]);
    expect(value(dash.completed)).toBe(2);
    expect(dash.waitingHours).toBe(2.5);
    expect(value(dash.berthings)).toBe(1);
    expect(dash.berthings.link.filter).toEqual({ searchDateType: 'allFast', startDate: from, endDate: to });
  });

  it("gives a customer its own nominations, next berthings, variance and ships' vettings", async () => {
    const dash = await get<CustomerDashboard>(customer);
    expect(dash.kind).toBe('customer');
    expect(dash.nextBerthings.map((n) => [n.bargeName, n.berth])).toEqual([['Harbour Star 1', 'J2-A']]);
    expect(value(dash.berthingsAhead)).toBe(1);
    // Its own draft counts for it; completed ones (its hidden one too) are the Completed figure's.
    expect(dash.states.map((s) => [s.status, s.value])).toEqual([
      ['Created', 1],
      ['Booked', 1],
    ]);
    // (+0.3 − 1 + 2 − 2) / 4 = −0.175 %; three beyond the threshold, explained or not.
    expect(value(dash.completed)).toBe(4);
    expect(dash.averageVariance).toBe(-0.175);
    expect(value(dash.highVariance)).toBe(3);
    expect(dash.vettings.map((v) => [v.status, v.value])).toEqual([
      [1, 1],
      [2, 1],
      [6, 3],
    ]);
    expect(dash).not.toHaveProperty('occupancy');
  });

  it('links every figure of each audience to a list that shows exactly its count', async () => {
    // Terminal: 1 state, berthings, on time, completed, 2 products, high variance, 3 of vettings
    // (waiting, under review, ending soon), 3 certificate lists (the statement of facts has no list
    // of its own, so no tile: the screen's link would open the CQs). Customer: 2 states, berthings ahead,
    // completed, high variance, 3 vetting statuses. Both: off-spec certificates (issue 34; none here, its link still checked).
    for (const [who, token, count, nonZero] of [
      ['logistics', logistics, 14, 11],
      ['customer', customer, 9, 8],
    ] as const) {
      const figures = figuresOf(await get<DashboardResult>(token));
      // Most of them not zero: a list that ignored a filter would show more than its figure.
      expect(figures.length, who).toBe(count);
      expect(figures.filter((f) => f.figure.value > 0).length, who).toBe(nonZero);
      for (const { path, figure } of figures)
        expect({ who, path, total: await listTotal(token, figure.link) }).toEqual({ who, path, total: figure.value });
    }
  });

  it("counts each thing once: throughput's counts add up to the period's Completed figure, no state bar repeats it", async () => {
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const daysBefore = (n: number) => terminalDay(new Date(t.clock.now.getTime() - n * DAY), 'Asia/Singapore');
    // The last 30 days, the last 10 (one of the J1-A berthings drops out) and the last 2 (none completed).
    for (const query of ['', `?from=${daysBefore(9)}&to=${to}`, `?from=${daysBefore(1)}&to=${to}`]) {
      const dash = await get<TerminalDashboard>(logistics, query);
      const byProduct = dash.throughput.reduce((sum, p) => sum + p.value, 0);
      expect({ query, byProduct }).toEqual({ query, byProduct: value(dash.completed) });
      expect(dash.completed.link.filter).toEqual({
        status: 'Completed',
        searchDateType: 'completedAt',
        startDate: dash.from,
        endDate: dash.to,
      });
    }
    // Neither audience shows completed or cancelled nominations a second time as a state; the
    // terminal sees no draft.
    for (const [token, drafts] of [
      [logistics, false],
      [customer, true],
    ] as const) {
      const dash = await get<DashboardResult>(token);
      const shown = dash.states.map((s) => s.status);
      expect(shown.filter((s) => s === 'Completed' || s === 'Cancelled')).toEqual([]);
      expect(shown.includes('Created')).toBe(drafts);
    }
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

  it('lists as next berthings only calls still to berth: one being signed has berthed', async () => {
    const before = await get<CustomerDashboard>(customer);
    await t.asOwner(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, berth_id, estimated_berth_time,
                                duration_hours, created_by, created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, 'Signing in Progress', $3, $4, 4,
               (SELECT id FROM users WHERE user_name = 'customer'), $5, $5)`,
      [d.barges.star1, d.products.mgo, d.berths['J2-A'], new Date(now + HOUR), new Date(now - 2 * DAY)],
    );
    const after = await get<CustomerDashboard>(customer);
    expect(value(after.berthingsAhead)).toBe(value(before.berthingsAhead));
    expect(after.nextBerthings).toEqual(before.nextBerthings);
  });
});
