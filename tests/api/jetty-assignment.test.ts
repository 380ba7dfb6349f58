import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import type { BoardData, PlanResult } from '../../contract/schemas/berthBoard.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

type Refusal = {
  status: number;
  body: { msg: string; data: { violations: { rule: string; params: Record<string, unknown> }[] } | null };
};
const assign = (id: number, berth: keyof Demo['berths'], hours: number, token = k.logistics) =>
  t.call({
    method: 'POST',
    url: `/api/jput/nomination/assign/${id}`,
    token,
    payload: { berthId: d.berths[berth], estimatedBerthTime: at(t, hours) },
  }) as Promise<Refusal>;
const rules = (r: Refusal) => r.body.data?.violations.map((v) => v.rule);

describe('the jetty rule engine on assignment', () => {
  it('refuses a barge longer than the berth, naming the numbers', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', { bargeId: d.barges.star2 });
    const r = await assign(n.id, 'J2-B', 100);
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('LOA 92.0 m exceeds berth J2-B max 85.0 m');
    expect(r.body).toMatchObject({
      key: 'list.items',
      params: {
        items: expect.arrayContaining([{ key: 'rules.loaAbove', params: { loa: '92.0', berth: 'J2-B', max: '85.0' } }]),
      },
    });
    expect(rules(r)).toContain('loaAbove');
  });

  it('refuses a barge shorter than the berth minimum', async () => {
    await t.asOwner('UPDATE berths SET min_loa = 80 WHERE name = $1', ['J1-B']);
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', { bargeId: d.barges.star1 });
    const r = await assign(n.id, 'J1-B', 110);
    expect(r.body.msg).toContain('LOA 78.5 m is below berth J1-B min 80.0 m');
    await t.asOwner('UPDATE berths SET min_loa = 30 WHERE name = $1', ['J1-B']);
  });

  it('refuses a jetty without a line for the product', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', {
      productId: d.products.gasoline,
      tankId: d.tanks.T301,
    });
    const r = await assign(n.id, 'J1-A', 120);
    expect(r.body.msg).toContain('Jetty J1 has no line for Gasoline 95 RON');
    expect((await assign(n.id, 'J2-A', 120)).status).toBe(200);
  });

  it('refuses an overlapping window on the berth, changeover included, and accepts one after it', async () => {
    const first = await nominationAt(t, d, k, 'Pending Jetty Information');
    expect((await assign(first.id, 'J1-B', 200)).status).toBe(200); // 1000 t at 500 t/h: 2 h, until +202 h
    const second = await nominationAt(t, d, k, 'Pending Jetty Information');
    const r = await assign(second.id, 'J1-B', 202.5);
    expect(r.status).toBe(409);
    expect(rules(r)).toEqual(['overlap']);
    expect(r.body.msg).toContain(`by nomination #${first.id} (60 min changeover)`);
    const after = await assign(second.id, 'J1-B', 203);
    expect(after.body.msg).toBe('success');
  });

  it('refuses an unqualified barge and a jetty closed by an open equipment report', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', {
      bargeId: d.barges.star2,
      productId: d.products.vlsfo,
      tankId: null,
    });
    const report = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: k.control,
      payload: {
        jettyId: (await t.asOwner<{ id: number }>("SELECT id FROM jetties WHERE number = 'J2'"))[0]!.id,
        equipment: 'Loading arm 3',
        location: 'J2',
        severity: 'critical',
        closesJetty: true,
      },
    });
    const closed = await assign(n.id, 'J2-A', 300);
    expect(closed.body.msg).toContain(`Jetty J2 is closed by open equipment report #${report.id} (Loading arm 3)`);
    await t.ok({
      method: 'POST',
      url: `/api/equipmentReports/${report.id}/resolve`,
      token: k.logistics,
      payload: { resolution: 'Repaired' },
    });
    const blacklisted = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: k.logistics,
      payload: { shipId: d.barges.star2, reason: 'Vetting expired' },
    });
    const r = await assign(n.id, 'J2-A', 300);
    expect(rules(r)).toEqual(['unqualified']);
    expect(r.body.msg).toBe('Barge Harbour Star 2 is on the unqualified list');
    await t.ok({
      method: 'POST',
      url: `/api/unqualifiedShips/${blacklisted.id}/lift`,
      token: k.logistics,
      payload: { reason: 'Renewed' },
    });
    expect((await assign(n.id, 'J2-A', 300)).status).toBe(200);
  });

  it('refuses a berth time before the barge is ready, and lets only logistics and control room assign', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    expect(rules(await assign(n.id, 'J1-A', 0.5))).toEqual(['beforeReadiness']);
    expect((await assign(n.id, 'J1-A', 400, k.customer)).status).toBe(403);
    expect((await assign(n.id, 'J1-A', 400, k.control)).status).toBe(200);
  });

  it('explains why not a berth without assigning', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information', {
      bargeId: d.barges.star2,
      productId: d.products.vlsfo,
      tankId: null,
    });
    const why = await t.ok<{ violations: { rule: string }[] }>({
      method: 'POST',
      url: `/api/jput/nomination/checkBerth/${n.id}`,
      token: k.control,
      payload: { berthId: d.berths['J2-B'], estimatedBerthTime: at(t, 500) },
    });
    expect(why.violations.map((v) => v.rule)).toEqual(['loaAbove']);
    expect(
      (await t.ok<NominationRecord>({ method: 'GET', url: `/api/jput/nomination/${n.id}`, token: k.control })).berthId,
    ).toBeNull();
  });
});

describe('the berth board and the auto-planner', () => {
  it('shows berths, assigned windows and the nominations waiting for a berth', async () => {
    const waiting = await nominationAt(t, d, k, 'Pending Jetty Information');
    // Acknowledged, no readiness time yet: on the board as next in line, not silently absent.
    const unready = await nominationAt(t, d, k, 'Pending Barge Readiness Time');
    const placed = await nominationAt(t, d, k, 'Jetty Assigned', {}, { berth: 'J1-B', hours: 600 });
    const from = at(t, 590);
    const to = at(t, 620);
    const board = await t.ok<BoardData>({
      method: 'GET',
      url: `/api/berthBoard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      token: k.control,
    });
    expect(board.berths.map((b) => b.name)).toEqual(['J1-A', 'J1-B', 'J2-A', 'J2-B']);
    expect(board.windows.find((w) => w.nominationId === placed.id)).toMatchObject({
      berthId: d.berths['J1-B'],
      status: 'Jetty Assigned',
      bargeName: 'Harbour Star 1',
    });
    expect(board.unassigned.map((u) => u.nominationId)).toContain(waiting.id);
    expect(board.unassigned.find((u) => u.nominationId === unready.id)).toMatchObject({
      status: 'Pending Barge Readiness Time',
      readiness: null,
    });
    expect(
      (await t.call({ method: 'GET', url: `/api/berthBoard?from=${from}&to=${to}`, token: k.customer })).status,
    ).toBe(403);
    const tooLong = await t.call({
      method: 'GET',
      url: '/api/berthBoard?from=2026-01-01&to=2026-03-01',
      token: k.control,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe(MESSAGES_EN.nominations.periodTooLong);
  });

  it('proposes valid slots for every waiting nomination, no worse than first come first served, and accepts them together', async () => {
    await t.asOwner(
      "UPDATE nominations SET status = 'Cancelled' WHERE status IN ('Barge Ready', 'Pending Jetty Information')",
    );
    const ids: number[] = [];
    for (const [barge, product] of [
      ['star2', 'vlsfo'],
      ['star1', 'mgo'],
      ['pearl', 'mgo'],
      ['star1', 'vlsfo'],
    ] as const) {
      if (barge === 'pearl') await t.asOwner('UPDATE ship_blacklist SET lifted_on = now() WHERE lifted_on IS NULL');
      ids.push(
        (
          await nominationAt(t, d, k, 'Pending Jetty Information', {
            bargeId: d.barges[barge],
            productId: d.products[product],
            tankId: null,
            quantity: 3000,
            nominatedQtyMax: null,
          })
        ).id,
      );
    }
    const plan = await t.ok<PlanResult>({
      method: 'POST',
      url: '/api/planner/propose',
      token: k.control,
      payload: { from: at(t, 0), to: at(t, 48) },
    });
    expect(plan.proposals.map((p) => p.nominationId).sort()).toEqual([...ids].sort());
    expect(plan.totalWaitMinutes).toBeLessThanOrEqual(plan.firstComeWaitMinutes);
    const star2 = plan.proposals.find((p) => p.bargeName === 'Harbour Star 2')!;
    expect(star2.berth).not.toBe('J2-B');
    expect(
      plan.excluded.find((e) => e.nominationId === star2.nominationId && e.berth === 'J2-B')!.violations[0]!.rule,
    ).toBe('loaAbove');
    const accepted = await t.ok<NominationRecord[]>({
      method: 'POST',
      url: '/api/planner/accept',
      token: k.control,
      payload: {
        proposals: plan.proposals.map((p) => ({
          nominationId: p.nominationId,
          berthId: p.berthId,
          estimatedBerthTime: p.estimatedBerthTime,
        })),
      },
    });
    expect(accepted.every((n) => n.status === 'Jetty Assigned')).toBe(true);
  });

  it('accepts all or nothing: one broken proposal leaves every nomination unassigned', async () => {
    const a = await nominationAt(t, d, k, 'Pending Jetty Information');
    const b = await nominationAt(t, d, k, 'Pending Jetty Information', { bargeId: d.barges.star2 });
    const res = await t.call({
      method: 'POST',
      url: '/api/planner/accept',
      token: k.control,
      payload: {
        proposals: [
          { nominationId: a.id, berthId: d.berths['J1-A'], estimatedBerthTime: at(t, 700) },
          { nominationId: b.id, berthId: d.berths['J2-B'], estimatedBerthTime: at(t, 700) },
        ],
      },
    });
    expect(res.status).toBe(409);
    for (const id of [a.id, b.id])
      expect(
        (await t.ok<NominationRecord>({ method: 'GET', url: `/api/jput/nomination/${id}`, token: k.control })).berthId,
      ).toBeNull();
  });
});
