import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedVettingHistory } from '../../demo/vetting/history.js';
import type { VettingRecord, VettingRow } from '../../contract/schemas/vetting.js';
import { VETTING_STATUSES } from '../../contract/enums.js';

/** The demo's ship vettings (issue 16): every status, with what each screen shows of it. */
let t: TestApp;
let made: number;
let logistics: string;
let customer: string;
test.beforeAll(async ({ api }) => {
  t = api;
  made = await seedVettingHistory(t.database.db, t.clock.now);
  logistics = await t.login('logistics');
  customer = await t.login('customer');
});

const all = async (token: string) =>
  (await t.ok<{ rows: VettingRow[] }>({ method: 'GET', url: '/api/shipVettings/list?pageSize=100', token })).rows;
const one = (id: number, token = logistics) =>
  t.ok<VettingRecord>({ method: 'GET', url: `/api/shipVettings/${id}`, token });

describe("the demo history's ship vettings", () => {
  it('hold one in every status, once, and the customer sees all of its own', async () => {
    expect(made).toBeGreaterThanOrEqual(Object.keys(VETTING_STATUSES).length);
    expect(await seedVettingHistory(t.database.db, t.clock.now)).toBe(0);
    const mine = await all(customer);
    expect(mine).toHaveLength(made);
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(Object.keys(VETTING_STATUSES).map(Number)));
    // The terminal never sees a customer's draft.
    expect((await all(logistics)).some((r) => r.status === 0)).toBe(false);
  });

  it('carry their documents, findings and log, with a failing check and an acceptance about to end', async () => {
    const rows = await all(customer);
    const records = await Promise.all(rows.filter((r) => r.status !== 0).map((r) => one(r.id)));
    for (const v of records) {
      expect(v.documents.length).toBeGreaterThanOrEqual(5);
      const log = await t.ok<{ rows: { toStatus: number | null }[] }>({
        method: 'GET',
        url: `/api/jput/shipVetting/log/list?BId=${v.id}&pageSize=100`,
        token: logistics,
      });
      expect(log.rows.at(-1)?.toStatus).toBe(v.status);
    }
    const expiredCert = records.find((v) =>
      v.checks?.some((c) => c.key === 'documents' && c.items.some((i) => i.state === 'expired')),
    );
    expect(expiredCert?.status).toBe(1);
    expect(records.filter((v) => v.status === 6 && v.expiringSoon)).toHaveLength(1);
    const again = records.find((v) => v.previousId !== null)!;
    expect((await one(again.previousId!)).status).toBe(9);
    expect(records.find((v) => v.status === 10)?.suspensionReason).toMatch(/suspended/);
    expect(records.find((v) => v.status === 3)?.findings[0]?.recommendation).toBe('accept');
  });

  it('put the rejected, suspended and expired ships on the unqualified list, and not the vetted-again one', async () => {
    const list = await t.ok<{ rows: { shipName: string; source: string; vettingStatus: number | null }[] }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list?pageSize=100',
      token: logistics,
    });
    const byVetting = list.rows.filter((r) => r.source === 'vetting');
    expect(byVetting.map((r) => r.vettingStatus).sort((a, b) => a! - b!)).toEqual([5, 10]);
    expect(byVetting.some((r) => r.shipName === 'Bukom Carrier')).toBe(false);
  });

  it('are filtered, searched and paged by the list, its total right on every page', async () => {
    const list = (query: string, token = logistics) =>
      t.ok<{ rows: VettingRow[]; total: number }>({ method: 'GET', url: `/api/shipVettings/list?${query}`, token });
    const bukom = await list('searchValue=bukom');
    expect(bukom.rows.map((r) => r.shipName)).toEqual(['Bukom Carrier', 'Bukom Carrier']);
    expect(bukom.total).toBe(2);
    expect((await list('status=6')).rows.every((r) => r.status === 6)).toBe(true);
    const waiting = await list('waiting=true');
    expect(waiting.rows.map((r) => r.status).sort((a, b) => a - b)).toEqual([1, 1, 3]);
    expect(waiting.rows.every((r) => r.waiting)).toBe(true);
    expect((await list('waiting=true', customer)).rows.map((r) => r.status)).toEqual([8]);
    const all = await list('pageSize=5&pageNum=1');
    const beyond = await list('pageSize=5&pageNum=9');
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(all.total);
    expect(all.total).toBe(made - 1);
  });
});
