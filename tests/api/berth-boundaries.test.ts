/**
 * The berth rules (contract/berthRules.ts) at their edges through the real assignment route, so a
 * slip in how the server feeds the rule engine (which lines count, which windows, which LOA) shows
 * as well as one in the engine: equal to a limit passes, just past it is refused with the rule named.
 * Closures and the unqualified list are tried through the route in jetty-assignment.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR, MINUTE } from '../../contract/time.js';
import type { JettyRecord } from '../../contract/schemas/jetties.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

type Answer = { status: number; body: { msg: string; data: { violations?: { rule: string }[] } | null } };
const assignAt = (id: number, berth: keyof Demo['berths'], when: string) =>
  t.call({
    method: 'POST',
    url: `/api/jput/nomination/assign/${id}`,
    token: k.logistics,
    payload: { berthId: d.berths[berth], estimatedBerthTime: when },
  }) as Promise<Answer>;
/** The rules that refused the call, or 'ok' when it was accepted. */
const outcome = (r: Answer) => (r.status === 200 ? 'ok' : (r.body.data?.violations ?? []).map((v) => v.rule));
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const setBerth = (name: string, column: 'min_loa' | 'max_loa', value: number) =>
  t.asOwner(`UPDATE berths SET ${column} = $1 WHERE name = $2`, [value, name]);

describe('the berth rules at their edges, through the assignment route', () => {
  it('takes a barge exactly at the berth maximum LOA and refuses it a tenth of a metre over', async () => {
    // Harbour Star 2 is 92.0 m; J2-B carries VLSFO.
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', {
      bargeId: d.barges.star2,
      productId: d.products.vlsfo,
      tankId: null,
    });
    try {
      await setBerth('J2-B', 'max_loa', 91.9);
      expect(outcome(await assignAt(n.id, 'J2-B', at(t, 100)))).toEqual(['loaAbove']);
      await setBerth('J2-B', 'max_loa', 92);
      expect(outcome(await assignAt(n.id, 'J2-B', at(t, 100)))).toBe('ok');
    } finally {
      await setBerth('J2-B', 'max_loa', 85);
    }
  });

  it('takes a barge exactly at the berth minimum LOA and refuses it a tenth of a metre under', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', {
      bargeId: d.barges.star2,
      productId: d.products.vlsfo,
      tankId: null,
    });
    try {
      await setBerth('J2-A', 'min_loa', 92.1);
      expect(outcome(await assignAt(n.id, 'J2-A', at(t, 110)))).toEqual(['loaBelow']);
      await setBerth('J2-A', 'min_loa', 92);
      expect(outcome(await assignAt(n.id, 'J2-A', at(t, 110)))).toBe('ok');
    } finally {
      await setBerth('J2-A', 'min_loa', 60);
    }
  });

  it('no longer counts the products of a jetty line that was removed, and counts them again once it is back', async () => {
    const [{ id: j1 } = { id: 0 }] = await t.asOwner<{ id: number }>("SELECT id FROM jetties WHERE number = 'J1'");
    const jetty = await t.ok<JettyRecord>({ method: 'GET', url: `/api/jetties/${j1}`, token: k.logistics });
    const l1 = jetty.lines.find((l) => l.productIds.includes(d.products.mgo))!;
    const input = (lines: JettyRecord['lines']) => ({
      number: jetty.number,
      name: jetty.name,
      berths: jetty.berths,
      lines,
      hoses: jetty.hoses,
    });
    const save = (lines: JettyRecord['lines']) =>
      t.ok({ method: 'PUT', url: `/api/jetties/${j1}`, token: k.logistics, payload: input(lines) });
    const n = await nominationAt(t, d, k, 'Pending Jetty Information'); // MGO, carried on J1 by L1 only
    try {
      await save(jetty.lines.filter((l) => l.id !== l1.id));
      expect(outcome(await assignAt(n.id, 'J1-A', at(t, 120)))).toEqual(['noLine']);
      // The line kept but no longer carrying the product: still no line for it.
      await save(jetty.lines.map((l) => (l.id === l1.id ? { ...l, productIds: [d.products.vlsfo] } : l)));
      expect(outcome(await assignAt(n.id, 'J1-A', at(t, 120)))).toEqual(['noLine']);
    } finally {
      await save(jetty.lines);
    }
    expect(outcome(await assignAt(n.id, 'J1-A', at(t, 120)))).toBe('ok');
  });

  it('refuses a berth taken out of service', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    try {
      await t.asOwner("UPDATE berths SET active = false WHERE name = 'J1-B'");
      expect(outcome(await assignAt(n.id, 'J1-B', at(t, 130)))).toEqual(['berthInactive']);
    } finally {
      await t.asOwner("UPDATE berths SET active = true WHERE name = 'J1-B'");
    }
    expect(outcome(await assignAt(n.id, 'J1-B', at(t, 130)))).toBe('ok');
  });

  it('takes a berth time equal to the readiness time and refuses one a minute before it', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const ready = n.bargeReadinessTime!;
    expect(outcome(await assignAt(n.id, 'J1-A', shift(ready, -MINUTE)))).toEqual(['beforeReadiness']);
    expect(outcome(await assignAt(n.id, 'J1-A', ready))).toBe('ok');
  });

  it('keeps the changeover after and before another window on the berth, to the minute', async () => {
    // 1000 t at 500 t/h: each holds the berth 2 h; the changeover is 60 minutes.
    const held = await nominationAt(t, d, k, 'Jetty Assigned', {}, { berth: 'J1-B', hours: 200 });
    const start = held.estimatedBerthTime!;
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    // After: the other ends at +2 h; ours may start at +3 h, not at +2 h 59.
    expect(outcome(await assignAt(n.id, 'J1-B', shift(start, 3 * HOUR - MINUTE)))).toEqual(['overlap']);
    expect(outcome(await assignAt(n.id, 'J1-B', shift(start, 3 * HOUR)))).toBe('ok');
    // Before: ours must end an hour before the other starts, so start 3 h before it, not 2 h 59.
    expect(outcome(await assignAt(n.id, 'J1-B', shift(start, -3 * HOUR + MINUTE)))).toEqual(['overlap']);
    expect(outcome(await assignAt(n.id, 'J1-B', shift(start, -3 * HOUR)))).toBe('ok');
  });
});
