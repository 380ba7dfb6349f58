import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { callWith, complete, recordedCall } from '../support/laytime.js';
import { HOUR, MINUTE } from '../../contract/time.js';
import type { BillingRecord } from '../../contract/schemas/billing.js';
import { berthHoursOf, hoursBetween } from '../../server/modules/billing/billing.make.js';

/**
 * Review 34: the berth hours come from the statement of facts (the call's actual times since issue
 * 33) before the mooring report; line amounts are half up on the exact decimal value.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const recordOf = async (nominationId: number) => {
  const list = await t.ok<{ rows: BillingRecord[] }>({
    method: 'GET',
    url: '/api/billing-records?pageSize=100',
    token: k.logistics,
  });
  return list.rows.find((r) => r.nominationId === nominationId)!;
};
const berth = (r: BillingRecord) => r.lines.find((l) => l.kind === 'berth')!;

/** A mooring report whose all fast → cast off is `hours` long, ending now. */
const moored = (nominationId: number, hours: number) => {
  const castOff = t.clock.now.getTime();
  const allFast = castOff - hours * HOUR;
  return t.ok({
    method: 'POST',
    url: '/api/mooringReports',
    token: k.logistics,
    payload: {
      nominationId,
      firstLineAshore: new Date(allFast - 15 * MINUTE).toISOString(),
      allFast: new Date(allFast).toISOString(),
      castOff: new Date(castOff).toISOString(),
      linesUsed: 6,
    },
  });
};

describe('the berth hours of a billing record', () => {
  it("come from the statement of facts' all fast → cast off, over the mooring report", async () => {
    // SoF: all fast 551 min ago, cast off 120 min ago = 431 min = 7.1833… h → 7.18 h.
    const call = await recordedCall(t, d, k, callWith({ allFast: 551 }));
    await moored(call.id, 2.75); // a mooring report that disagrees: not used
    await complete(t, k, call.id);
    const r = await recordOf(call.id);
    expect(r.hoursSource).toBe('sof');
    // 7.18 h × 350 = 2,513.00
    expect(berth(r)).toMatchObject({ quantity: 7.18, unitPrice: 350, amount: 2513 });
    expect(berth(r).source).toEqual({ dues: 'berth', hoursSource: 'sof' });
  });

  it('come from the mooring report when the SoF has no cast off', async () => {
    const call = await recordedCall(t, d, k, callWith({ allFast: 300 }).slice(0, 2)); // arrived, all fast
    await moored(call.id, 2.75);
    await complete(t, k, call.id);
    const r = await recordOf(call.id);
    expect(r.hoursSource).toBe('mooring');
    expect(berth(r)).toMatchObject({ quantity: 2.75, amount: 962.5 }); // 2.75 × 350
  });

  it('are picked best first, each span counted only when complete and forward', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1) + h * HOUR);
    const sof = { from: at(0), to: at(7.5) };
    const mooring = { from: at(0), to: at(3) };
    expect(berthHoursOf(sof, mooring, 2)).toEqual({ hours: 7.5, hoursSource: 'sof' });
    expect(berthHoursOf({ from: at(0), to: null }, mooring, 2)).toEqual({ hours: 3, hoursSource: 'mooring' });
    expect(berthHoursOf({ from: at(5), to: at(4) }, undefined, 2)).toEqual({ hours: 2, hoursSource: 'window' });
    expect(berthHoursOf({ from: null, to: null }, { from: at(0), to: null }, null)).toEqual({
      hours: 0,
      hoursSource: 'window',
    });
    // to 2 decimals, half up: 30 s is 0.0083 h → 0.01; 18 s is 0.005 h → 0.01; 17 s → 0.00
    expect(hoursBetween(at(0), new Date(at(0).getTime() + 30_000))).toBe(0.01);
    expect(hoursBetween(at(0), new Date(at(0).getTime() + 18_000))).toBe(0.01);
    expect(hoursBetween(at(0), new Date(at(0).getTime() + 17_000))).toBe(0);
  });
});

describe('a corrected line', () => {
  it('is quantity × unit price half up on the exact values: 0.18 × 102.25 = 18.405 → 18.41', async () => {
    const call = await recordedCall(t, d, k, callWith({ allFast: 400 }));
    await complete(t, k, call.id);
    const r = await recordOf(call.id);
    const fixed = await t.ok<BillingRecord>({
      method: 'POST',
      url: `/api/billing-records/${r.id}/correct`,
      token: k.logistics,
      payload: { lineId: berth(r).id, quantity: 0.18, unitPrice: 102.25, reason: 'Short stay' },
    });
    expect(berth(fixed)).toMatchObject({ quantity: 0.18, unitPrice: 102.25, amount: 18.41 });
    const others = r.lines.filter((l) => l.kind !== 'berth').reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(Math.round(fixed.total * 100)).toBe(others + 1841);
  });
});
