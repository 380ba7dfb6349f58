import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo } from '../support/nominations.js';
import type { CallFigures, PortCallFigures } from '../../contract/schemas/portCall.js';
import type { TerminalDashboard } from '../../contract/schemas/dashboard.js';
import type { Settings } from '../../contract/schemas/settings.js';
import { addDays, terminalDay } from '../../contract/datetime.js';
import { HOUR, DAY, MINUTE } from '../../contract/time.js';

/**
 * DECISIONS.md §10's figures from actual times over calls whose numbers are worked out by hand.
 * The clock stands at 12:00 in Singapore, so the default period (the 30 days up to today) runs from
 * 29 days ago at 00:00 to today at 24:00, 720 h per berth, 2,880 h for the four berths.
 *   A  J1-A  STRAITS  arrived −2 h, all fast +30 min of plan (on time), alongside 12 h, pumped 10 h, 1,000 t
 *   B  J1-A  STRAITS  arrived −4 h, all fast +2 h of plan (late), alongside 6 h, pumped 5 h, 1,000 t nominated
 *   C  J2-A  OTHER    arrived −1 h, all fast on plan, alongside 6 h, pumped 4 h, 2,000 t actual
 *   F  J1-B  STRAITS  alongside since 30 h ago, planned for 10 h: counts to now; 3 h late
 *   G  J2-B  STRAITS  planned an hour ago for 4 h, not yet all fast: holds the 3 h from now on
 *   I  J2-A  OTHER    all fast 2 h before the period, cast off 4 h into it: 4 h held, no call
 *   D  J1-A  STRAITS  all fast 40 days ago: outside
 *   E  J2-A  OTHER    hidden from the terminal: never counted for it
 */
let t: TestApp;
let d: Demo;
let logistics: string;
let customer: string;
let straits: number;
let other: number;
let now: number;
let today: string;
let periodStart: number;

test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
  // 04:00 UTC is 12:00 in Singapore: every window below stays inside its day.
  t.clock.now = new Date(`${terminalDay(new Date(), 'Asia/Singapore')}T04:00:00Z`);
  now = t.clock.now.getTime();
  today = terminalDay(t.clock.now, 'Asia/Singapore');
  periodStart = Date.parse(`${addDays(today, -29)}T00:00:00+08:00`);
  logistics = await t.login('logistics');
  customer = await t.login('customer');
  const [s] = await t.asOwner<{ id: number }>(`SELECT id FROM companies WHERE code = 'STRAITS'`);
  straits = s!.id;
  const [o] = await t.asOwner<{ id: number }>(
    `INSERT INTO companies (code, name, kind) SELECT 'OTHERCO', 'Other Oil Co', kind FROM companies WHERE id = $1 RETURNING id`,
    [straits],
  );
  other = o!.id;
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const call = async (v: {
    berth: keyof Demo['berths'];
    company: number;
    status: string;
    ebt: number;
    hours: number;
    arrived?: number;
    allFast?: number;
    castOff?: number;
    pumping?: number;
    quantity?: number;
    actual?: number;
    hidden?: boolean;
  }) => {
    await t.asOwner(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, berth_id,
                                estimated_berth_time, duration_hours, hide_from_terminal, created_by, created_at,
                                updated_at, actual_arrived_at, actual_all_fast_at, actual_cast_off_at, pumping_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, (SELECT id FROM users WHERE user_name = 'customer'), $11, $11,
               $12, $13, $14, $15)`,
      [
        v.company,
        d.barges.star1,
        d.products.mgo,
        v.quantity ?? 1000,
        v.actual ?? null,
        v.status,
        d.berths[v.berth],
        iso(v.ebt),
        v.hours,
        v.hidden ?? false,
        iso(v.ebt - 60 * DAY),
        iso(v.arrived ?? null),
        iso(v.allFast ?? null),
        iso(v.castOff ?? null),
        v.pumping ?? null,
      ],
    );
  };
  const a = now - 3 * DAY;
  await call({ berth: 'J1-A', company: straits, status: 'Completed', ebt: a, hours: 12, arrived: a - 2 * HOUR,
    allFast: a + 30 * MINUTE, castOff: a + 12.5 * HOUR, pumping: 600, actual: 1000 }); // prettier-ignore
  const b = now - 10 * DAY;
  await call({ berth: 'J1-A', company: straits, status: 'Completed', ebt: b, hours: 6, arrived: b - 2 * HOUR,
    allFast: b + 4 * HOUR, castOff: b + 10 * HOUR, pumping: 300 }); // prettier-ignore
  const c = now - 5 * DAY;
  await call({ berth: 'J2-A', company: other, status: 'Completed', ebt: c, hours: 6, arrived: c - HOUR,
    allFast: c, castOff: c + 6 * HOUR, pumping: 240, actual: 2000 }); // prettier-ignore
  await call({ berth: 'J1-B', company: straits, status: 'Signing in Progress', ebt: now - 33 * HOUR, hours: 10,
    allFast: now - 30 * HOUR }); // prettier-ignore
  await call({ berth: 'J2-B', company: straits, status: 'Booked', ebt: now - HOUR, hours: 4 });
  await call({ berth: 'J2-A', company: other, status: 'Completed', ebt: periodStart - 2 * HOUR, hours: 6,
    allFast: periodStart - 2 * HOUR, castOff: periodStart + 4 * HOUR, pumping: 200 }); // prettier-ignore
  const dd = now - 40 * DAY;
  await call({ berth: 'J1-A', company: straits, status: 'Completed', ebt: dd, hours: 6, arrived: dd,
    allFast: dd, castOff: dd + 6 * HOUR, pumping: 300 }); // prettier-ignore
  const e = now - 2 * DAY;
  await call({ berth: 'J2-A', company: other, status: 'Completed', ebt: e, hours: 6, arrived: e - 9 * HOUR,
    allFast: e, castOff: e + 6 * HOUR, pumping: 60, hidden: true }); // prettier-ignore
});

const figures = (token: string, query = '') =>
  t.ok<PortCallFigures>({ method: 'GET', url: `/api/dashboard/port-calls${query}`, token });

/** The barging list's total with a figure's filter, as the dashboard's link opens it. */
async function listTotal(token: string, link: CallFigures['link']): Promise<number> {
  const query = new URLSearchParams({ pageNum: '1', pageSize: '1', ...link.filter });
  return (await t.ok<{ total: number }>({ method: 'GET', url: `/api/jput/nomination/list/?${query}`, token })).total;
}

describe('port call figures', () => {
  it("gives the terminal its calls' waiting, alongside, pumping, net rate, occupancy and punctuality", async () => {
    const f = await figures(logistics);
    expect([f.from, f.to]).toEqual([addDays(today, -29), today]);
    // A, B, C and F; not the hidden E, the call before the period (I) or 40 days ago (D), nor G not yet all fast.
    expect(f.terminal).toMatchObject({
      calls: 4,
      // (2.5 + 6 + 1) / 3: F's arrival is not recorded.
      waitingHours: 3.2,
      // (12 + 6 + 6) / 3: F is still alongside.
      alongsideHours: 8,
      // (10 + 5 + 4) / 3.
      pumpingHours: 6.3,
      // (1,000 actual + 1,000 nominated + 2,000 actual) / 19 pumping hours.
      netRate: 210.5,
      // 12 + 6 + 6 + 30 (F to now) + 3 (G from now) + 4 (I inside the period) = 61 h of 2,880.
      occupancy: 2.1,
      // A and C within the hour of plan; B 2 h late (as its 4 h waiting gave it); F 3 h late.
      onTime: 2,
      onTimePercent: 50,
    });
  });

  it('gives each berth and each customer its own figures', async () => {
    const f = await figures(logistics);
    const berth = (name: string) => f.berths.find((b) => b.berth === name)!;
    expect(f.berths.map((b) => b.berth)).toEqual(['J1-A', 'J1-B', 'J2-A', 'J2-B']);
    // 18 h of 720; (2.5 + 6) / 2 rounded up; 2,000 t over 15 h.
    expect(berth('J1-A')).toMatchObject({ calls: 2, waitingHours: 4.3, alongsideHours: 9, pumpingHours: 7.5 });
    expect(berth('J1-A')).toMatchObject({ netRate: 133.3, occupancy: 2.5, onTime: 1, onTimePercent: 50 });
    // F: 30 h of 720, in progress; nothing known but its all fast.
    expect(berth('J1-B')).toMatchObject({ calls: 1, waitingHours: null, alongsideHours: null, occupancy: 4.2 });
    expect(berth('J1-B')).toMatchObject({ pumpingHours: null, netRate: null, onTime: 0, onTimePercent: 0 });
    // C's 6 h and I's 4 h inside the period; the hidden E holds nothing for the terminal.
    expect(berth('J2-A')).toMatchObject({ calls: 1, occupancy: 1.4, netRate: 500 });
    // G: no call all fast, its 3 h from now held.
    expect(berth('J2-B')).toMatchObject({ calls: 0, occupancy: 0.4, onTimePercent: null, waitingHours: null });
    expect(f.customers.map((c) => [c.company, c.calls])).toEqual([
      ['Other Oil Co', 1],
      ['Straits Bunkering Pte. Ltd.', 3],
    ]);
    // STRAITS: A 12 + B 6 + F 30 + G 3 = 51 h of 2,880.
    expect(f.customers.find((c) => c.companyId === straits)).toMatchObject({ occupancy: 1.8, onTime: 1 });
    const narrowed = await figures(logistics, `?companyId=${other}`);
    expect(narrowed.customers.map((c) => [c.companyId, c.calls, c.occupancy])).toEqual([[other, 1, 0.3]]);
    expect(narrowed.terminal!.calls).toBe(4);
  });

  it("gives a customer only its own company's calls, whatever company it asks for", async () => {
    for (const query of ['', `?companyId=${other}`]) {
      const f = await figures(customer, query);
      expect(f.terminal).toBeNull();
      expect(f.berths).toEqual([]);
      expect(f.customers.map((c) => [c.companyId, c.calls, c.onTime, c.occupancy])).toEqual([[straits, 3, 1, 1.8]]);
    }
  });

  it("counts the calls all fast within the period's days, both ends included", async () => {
    const aDay = terminalDay(new Date(now - 3 * DAY + 30 * MINUTE), 'Asia/Singapore');
    expect((await figures(logistics, `?from=${aDay}&to=${aDay}`)).terminal).toMatchObject({
      calls: 1,
      pumpingHours: 10,
    });
    const bDay = terminalDay(new Date(now - 10 * DAY + 4 * HOUR), 'Asia/Singapore');
    expect((await figures(logistics, `?from=${bDay}&to=${aDay}`)).terminal!.calls).toBe(3);
    // I's all fast, the evening before the default period, is a call of that day.
    const iDay = addDays(today, -30);
    expect((await figures(logistics, `?from=${iDay}&to=${iDay}`)).terminal!.calls).toBe(1);
    expect((await figures(logistics, `?from=${addDays(today, 1)}&to=${addDays(today, 1)}`)).terminal).toMatchObject({
      calls: 0,
      occupancy: 0,
    });
  });

  it('refuses a bad period or company with a 400 naming the field', async () => {
    for (const query of [
      `?from=${today}&to=${addDays(today, -1)}`,
      '?from=31/12/2026',
      '?companyId=abc',
      `?from=${addDays(today, -400)}&to=${today}`,
      '?berth=1',
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/dashboard/port-calls${query}`, token: logistics });
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(400);
    }
    const barge = await t.login('barge');
    expect((await t.call({ method: 'GET', url: '/api/dashboard/port-calls', token: barge })).status).toBe(403);
    // An id past the database's integers is refused by name, not by the database's generic refusal.
    for (const url of [
      '/api/dashboard/port-calls?companyId=99999999999',
      '/api/jput/nomination/list/?berthId=99999999999',
    ]) {
      const res = await t.call({ method: 'GET', url, token: logistics });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(url.includes('companyId') ? 'companyId' : 'berthId');
      expect((res.body as { key?: string }).key, url).not.toBe('server.badRequest');
    }
  });

  it('holds a berth to its completed pumping for a call closed without cast off or planned hours', async () => {
    // 100 days ago at 12:00 in Singapore: all fast, pumping completed 6 h later, closed with no cast off.
    const at = now - 100 * DAY;
    const day = terminalDay(new Date(at), 'Asia/Singapore');
    await t.asOwner(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, berth_id, estimated_berth_time,
                                duration_hours, created_by, created_at, updated_at, actual_all_fast_at,
                                actual_completed_at)
       VALUES ($1, $2, $3, 500, 'Completed', $4, $5, NULL, (SELECT id FROM users WHERE user_name = 'customer'), $5, $5,
               $5, $6)`,
      [
        other,
        d.barges.star1,
        d.products.mgo,
        d.berths['J1-A'],
        new Date(at).toISOString(),
        new Date(at + 6 * HOUR).toISOString(),
      ],
    );
    const f = await figures(logistics, `?from=${day}&to=${day}`);
    // 6 h of J1-A's 24.
    expect(f.berths.find((b) => b.berth === 'J1-A')).toMatchObject({ calls: 1, occupancy: 25 });
  });

  it("draws the statement of facts' all fast to cast off on the berth board, to now while alongside", async () => {
    const days = `from=${addDays(today, -4)}&to=${today}`;
    const board = await t.ok<{
      windows: {
        nominationId: number;
        berthId: number;
        start: number;
        actualStart: number | null;
        actualEnd: number | null;
      }[];
    }>({ method: 'GET', url: `/api/berthBoard?${days}`, token: logistics });
    const on = (berth: keyof Demo['berths'], start: number) =>
      board.windows.find((w) => w.berthId === d.berths[berth] && w.start === start)!;
    const a = now - 3 * DAY;
    expect(on('J1-A', a)).toMatchObject({ actualStart: a + 30 * MINUTE, actualEnd: a + 12.5 * HOUR });
    expect(on('J1-B', now - 33 * HOUR)).toMatchObject({ actualStart: now - 30 * HOUR, actualEnd: null });
    expect(on('J2-B', now - HOUR)).toMatchObject({ actualStart: null, actualEnd: null });
  });

  it('links each group to the barging list that shows exactly its calls, and its on-time calls', async () => {
    const f = await figures(logistics);
    const groups: CallFigures[] = [f.terminal!, ...f.berths, ...f.customers];
    for (const g of groups) {
      expect(await listTotal(logistics, g.link)).toBe(g.calls);
      expect(await listTotal(logistics, g.onTimeLink)).toBe(g.onTime);
    }
    expect(f.terminal!.link.filter).toEqual({ searchDateType: 'allFast', startDate: f.from, endDate: f.to });
    expect(f.terminal!.onTimeLink.filter).toMatchObject({ onTime: 'true', onTimeHours: '1' });
    const own = (await figures(customer)).customers[0]!;
    expect(await listTotal(customer, own.link)).toBe(3);
    expect(await listTotal(customer, own.onTimeLink)).toBe(1);
  });

  it("gives the dashboard's cards the terminal's own figures: berthings, waiting, on time and its percent", async () => {
    const f = await figures(logistics);
    const dash = await t.ok<TerminalDashboard>({ method: 'GET', url: '/api/dashboard', token: logistics });
    expect([dash.from, dash.to]).toEqual([f.from, f.to]);
    expect({
      calls: dash.berthings.value,
      waitingHours: dash.waitingHours,
      onTime: dash.onTime.value,
      onTimePercent: dash.onTimePercent,
    }).toEqual({ calls: 4, waitingHours: f.terminal!.waitingHours, onTime: 2, onTimePercent: 50 });
    expect(f.terminal).toMatchObject({ calls: 4, onTime: 2, onTimePercent: 50 });
  });

  it("counts a list's on time without hours with the terminal's tolerance, as the figures do", async () => {
    const { portCall } = await t.ok<Settings>({ method: 'GET', url: '/api/settings', token: logistics });
    const tolerance = (hours: number) =>
      t.ok({
        method: 'PUT',
        url: '/api/settings',
        token: logistics,
        payload: { portCall: { ...portCall, onTimeToleranceHours: hours } },
      });
    try {
      // At 3 h, F (all fast 3 h late) is on time too: A, C and F (B, 4 h late, is not).
      await tolerance(3);
      const f = await figures(logistics);
      expect(f.onTimeToleranceHours).toBe(3);
      expect(f.terminal!.onTime).toBe(3);
      // A bookmarked link names no hours: the list reads the setting, not a default of 1 h (A and C).
      const { onTimeHours, ...bookmark } = f.terminal!.onTimeLink.filter;
      expect(onTimeHours).toBe('3');
      expect(await listTotal(logistics, { resource: 'nominations', filter: bookmark })).toBe(3);
    } finally {
      await tolerance(portCall.onTimeToleranceHours);
    }
  });
});
