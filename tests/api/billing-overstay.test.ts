import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import { DEFAULT_SETTINGS, type Settings } from '../../contract/schemas/settings.js';
import { makeBillingRecord } from '../../server/modules/billing/billing.make.js';
import { overstayHundredths, syncOverstayLine } from '../../server/modules/billing/billing.overstay.js';
import { lineCents } from '../../contract/money.js';

/**
 * The berth-overstay line (DECISIONS §11, issue 34 §2): the barge's or customer's time over laytime
 * at the overstay tariff, hours to 2 decimals half up, amount half up to the cent; it follows later
 * laytime versions while the record is a Draft and never changes an Approved one. Laytime results
 * are written here as rows: the line depends on the result, not on how it was computed.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
/** Each call its own berth slot, a day apart. */
let slot = 0;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const withRate = (overstayHourRate: number): Settings => ({
  ...DEFAULT_SETTINGS,
  laytime: { ...DEFAULT_SETTINGS.laytime, overstayHourRate },
});

/** The nomination's next laytime version, with this overstay (and time over) and terminal delay. */
async function laytime(nominationId: number, overstayMinutes: number, terminalDelayMinutes = 0) {
  const [row] = await t.asOwner<{ version: number }>(
    `INSERT INTO laytime_results (nomination_id, version, reason, allowed_minutes, used_minutes, excluded_minutes,
                                  terminal_delay_minutes, over_minutes, saved_minutes, overstay_minutes, basis, lines,
                                  computed_at)
     SELECT $1, coalesce(max(version), 0) + 1, 'corrected', 180, 180 + $2, $3, $3, $2, 0, $2, '{}', '[]', now()
       FROM laytime_results WHERE nomination_id = $1
     RETURNING version`,
    [nominationId, overstayMinutes, terminalDelayMinutes],
  );
  return row!.version;
}

const read = (id: number) =>
  t.ok<BillingRecord>({ method: 'GET', url: `/api/billing-records/${id}`, token: k.logistics });
const overstay = (r: BillingRecord) => r.lines.find((l) => l.kind === 'overstay');
/** The total is the sum of the lines, summed in cents. */
const sumOf = (r: BillingRecord) => r.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100;
const sync = (nominationId: number, settings: Settings = DEFAULT_SETTINGS) =>
  t.app.db.transaction((tx) => syncOverstayLine(tx, nominationId, t.clock.now, settings));

/** A call with its laytime already written, billed the way the completion bills it. */
async function billed(overstayMinutes: number, settings: Settings = DEFAULT_SETTINGS, terminalDelay = 0) {
  const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 24 * ++slot });
  const version = await laytime(n.id, overstayMinutes, terminalDelay);
  const id = await t.app.db.transaction((tx) => makeBillingRecord(tx, n.id, t.clock.now, settings));
  return { n, id, version };
}

describe('the berth-overstay line', () => {
  it('counts hours to 2 decimals half up: 1 min is 0.02 h, 95 min 1.58 h, 100 min 1.67 h', async () => {
    expect([1, 9, 95, 100, 0].map(overstayHundredths)).toEqual([2, 15, 158, 167, 0]);
    // The line's amount is contract/money.ts lineCents (unit-tested there): 0.30 h × 102.25 = 30.675 → 30.68.
    expect(lineCents(0.3, 102.25)).toBe(3068);
    // A large rate over many hours stays exact: 999,999.99 h × 999,999.9999 = 999,999,989,900.000001.
    expect(lineCents(999_999.99, 999_999.9999)).toBe(99_999_998_990_000);
  });

  it('is made with the record: 95 min over at 500/h is 1.58 h and 790.00, in the total', async () => {
    const { id, version } = await billed(95, DEFAULT_SETTINGS, 130);
    const r = await read(id);
    expect(overstay(r)).toMatchObject({
      quantity: 1.58,
      unitPrice: 500,
      amount: 790,
      source: { laytimeVersion: version, overstayMinutes: 95 },
    });
    expect(r.total).toBe(sumOf(r));
    expect(r.lines.filter((l) => l.kind !== 'overstay').length).toBe(4);
    expect(r.laytime).toEqual({ overMinutes: 95, terminalDelayMinutes: 130, version });
  });

  it('rounds half up to the cent where a float would not: 0.3 h at 102.25/h is 30.68 (30.675)', async () => {
    // 18 minutes is 0.3 h; 0.3 × 102.25 = 30.675, which Math.round(x * 100) in floats makes 30.67.
    expect(Math.round(0.3 * 102.25 * 100) / 100).toBe(30.67);
    const { id } = await billed(18, withRate(102.25));
    const r = await read(id);
    expect(overstay(r)).toMatchObject({ quantity: 0.3, unitPrice: 102.25, amount: 30.68 });
    expect(r.total).toBe(sumOf(r));
  });

  it('is not made when there is no time over the barge or customer caused', async () => {
    const { id } = await billed(0);
    const r = await read(id);
    expect(overstay(r)).toBeUndefined();
    expect(r.total).toBe(sumOf(r));
  });

  it('follows a later laytime version on a Draft, goes at zero, and leaves an Approved record alone', async () => {
    const { n, id } = await billed(30);
    const before = await read(id);
    expect(overstay(before)).toMatchObject({ quantity: 0.5, amount: 250 });

    const v2 = await laytime(n.id, 150);
    await sync(n.id);
    let r = await read(id);
    expect(overstay(r)).toMatchObject({ quantity: 2.5, amount: 1250, source: { laytimeVersion: v2 } });
    expect(r.lines.filter((l) => l.kind === 'overstay').length).toBe(1);
    expect(r.total).toBe(sumOf(r));
    expect(r.total).toBe(before.total + 1000);

    await laytime(n.id, 0);
    await sync(n.id);
    r = await read(id);
    expect(overstay(r)).toBeUndefined();
    expect(r.total).toBe(before.total - 250);

    await laytime(n.id, 45);
    await sync(n.id);
    r = await t.ok<BillingRecord>({ method: 'POST', url: `/api/billing-records/${id}/approve`, token: k.logistics });
    expect(overstay(r)).toMatchObject({ quantity: 0.75, amount: 375 });

    // After approval only a credit changes the money: a new laytime version leaves it as it was.
    await laytime(n.id, 600);
    await sync(n.id);
    const approved = await read(id);
    expect(approved.lines).toEqual(r.lines);
    expect(approved.total).toBe(r.total);
  });

  it('does nothing for a call with no billing record yet', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 24 * ++slot });
    await laytime(n.id, 90);
    await sync(n.id);
    const rows = await t.asOwner(`SELECT id FROM billing_records WHERE nomination_id = $1`, [n.id]);
    expect(rows).toEqual([]);
  });
});
