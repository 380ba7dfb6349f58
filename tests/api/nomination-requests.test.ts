import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord, RequestRecord } from '../../contract/schemas/nominations.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const read = (id: number) =>
  t.ok<NominationRecord>({ method: 'GET', url: `/api/jput/nomination/${id}`, token: k.logistics });
const count = async (token = k.logistics) =>
  (
    await t.ok<{ pendingApprovalCount: number }>({
      method: 'GET',
      url: '/api/jput/request/getPendingApprovalCount',
      token,
    })
  ).pendingApprovalCount;

describe('change requests', () => {
  const kinds = [
    [
      'requestNominatedQtyMaxUpdate',
      (id: number) => ({ id, nominatedQtyMax: 1500 }),
      (n: NominationRecord) => n.nominatedQtyMax,
      1500,
      1200,
    ],
    [
      'requestProductUpdate',
      (id: number) => ({ id, productId: d.products.vlsfo, note: 'Customer switched grade' }),
      (n: NominationRecord) => n.productId,
      () => d.products.vlsfo,
      () => d.products.mgo,
    ],
    [
      'requestTankUpdate',
      (id: number) => ({ id, tankId: d.tanks.T101 }),
      (n: NominationRecord) => n.tankId,
      () => d.tanks.T101,
      null,
    ],
    [
      'requestForModification',
      (id: number) => ({ id, changes: { quantity: 800, remarks: 'Split cargo' } }),
      (n: NominationRecord) => [n.quantity, n.remarks],
      [800, 'Split cargo'],
      [1000, null],
    ],
  ] as const;

  it.each(kinds)(
    '%s: approving applies the proposed values, and the badge count follows',
    async (path, body, pick, approved) => {
      const n = await nominationAt(
        t,
        d,
        k,
        'Pending Jetty Information',
        path === 'requestTankUpdate' ? { tankId: null } : {},
      );
      const before = await count();
      const r = await t.ok<RequestRecord>({
        method: 'POST',
        url: `/api/jput/nomination/${path}`,
        token: k.customer,
        payload: body(n.id),
      });
      expect(r.status).toBe('Pending');
      expect(await count()).toBe(before + 1);
      expect((await read(n.id)).pendingRequests).toBe(1);
      const decided = await t.ok<RequestRecord>({
        method: 'PUT',
        url: '/api/jput/request',
        token: k.control,
        payload: { id: r.id },
      });
      expect(decided).toMatchObject({ status: 'Approved', decidedByName: 'Control Room', decidedByRole: 2 });
      expect(await count()).toBe(before);
      const want = typeof approved === 'function' ? approved() : approved;
      expect(pick(await read(n.id))).toEqual(want);
      const logRows = (
        await t.ok<{ rows: { action: number; detail: string }[] }>({
          method: 'GET',
          url: `/api/jput/nominationLog/list?BId=${n.id}`,
          token: k.logistics,
        })
      ).rows;
      expect(logRows.map((l) => l.action)).toEqual(expect.arrayContaining([14, 10]));
    },
  );

  it.each(kinds)(
    '%s: rejecting needs a reason and leaves the nomination as it was',
    async (path, body, pick, _approved, original) => {
      const n = await nominationAt(
        t,
        d,
        k,
        'Pending Jetty Information',
        path === 'requestTankUpdate' ? { tankId: null } : {},
      );
      const r = await t.ok<RequestRecord>({
        method: 'POST',
        url: `/api/jput/nomination/${path}`,
        token: k.customer,
        payload: body(n.id),
      });
      const blank = await t.call({
        method: 'POST',
        url: '/api/jput/request/reject',
        token: k.logistics,
        payload: { id: r.id, reason: '  ' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({
        msg: MESSAGES_EN.spec.reasonRequired,
        key: 'spec.reasonRequired',
        field: 'reason',
      });
      const rejected = await t.ok<RequestRecord>({
        method: 'POST',
        url: '/api/jput/request/reject',
        token: k.logistics,
        payload: { id: r.id, reason: 'Berth plan is fixed' },
      });
      expect(rejected).toMatchObject({ status: 'Rejected', reason: 'Berth plan is fixed' });
      const want = typeof original === 'function' ? original() : original;
      expect(pick(await read(n.id))).toEqual(want);
      const again = await t.call({
        method: 'PUT',
        url: '/api/jput/request',
        token: k.logistics,
        payload: { id: r.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(MESSAGES_EN.nominations.requestDecided);
    },
  );

  it('takes requests only from the owner, only after acknowledgement, one pending per type', async () => {
    const draft = await nominationAt(t, d, k, 'Pending Approval');
    const early = await t.call({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: draft.id, nominatedQtyMax: 2000 },
    });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(MESSAGES_EN.nominations.requestState);
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
          token: k.barge,
          payload: { id: n.id, nominatedQtyMax: 2000 },
        })
      ).status,
    ).toBe(403);
    await t.ok({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: n.id, nominatedQtyMax: 2000 },
    });
    const twice = await t.call({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: n.id, nominatedQtyMax: 2100 },
    });
    expect(twice.body.msg).toBe(MESSAGES_EN.nominations.requestPending);
    const same = await t.call({
      method: 'POST',
      url: '/api/jput/nomination/requestProductUpdate',
      token: k.customer,
      payload: { id: n.id, productId: d.products.mgo },
    });
    expect(same.body.msg).toBe(MESSAGES_EN.nominations.noChange);
    expect(
      (await t.call({ method: 'PUT', url: '/api/jput/request', token: k.customer, payload: { id: 1 } })).status,
    ).toBe(403);
  });

  it('refuses to approve a product the assigned jetty has no line for, and changes nothing', async () => {
    const n = await nominationAt(t, d, k, 'Jetty Assigned', {}, { berth: 'J1-A', hours: 40 });
    const r = await t.ok<RequestRecord>({
      method: 'POST',
      url: '/api/jput/nomination/requestProductUpdate',
      token: k.customer,
      payload: { id: n.id, productId: d.products.gasoline },
    });
    const res = await t.call({ method: 'PUT', url: '/api/jput/request', token: k.logistics, payload: { id: r.id } });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('Jetty J1 has no line for Gasoline 95 RON');
    expect((res.body.data as { violations: { rule: string }[] }).violations.map((v) => v.rule)).toEqual(['noLine']);
    expect((await read(n.id)).productId).toBe(d.products.mgo);
    const list = await t.ok<{ rows: RequestRecord[] }>({
      method: 'GET',
      url: `/api/jput/request/list?applyType=1&nominationId=${n.id}`,
      token: k.logistics,
    });
    expect(list.rows[0]!.status).toBe('Pending');
  });

  it('lists pending (1), processed (2) and all (3 / showAllRequest), in scope', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const a = await t.ok<RequestRecord>({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: n.id, nominatedQtyMax: 3000 },
    });
    const b = await t.ok<RequestRecord>({
      method: 'POST',
      url: '/api/jput/nomination/requestForModification',
      token: k.customer,
      payload: { id: n.id, changes: { remarks: 'x' } },
    });
    await t.ok({
      method: 'POST',
      url: '/api/jput/request/reject',
      token: k.logistics,
      payload: { id: b.id, reason: 'No' },
    });
    const ids = async (q: string) =>
      (
        await t.ok<{ rows: RequestRecord[] }>({
          method: 'GET',
          url: `/api/jput/request/list?nominationId=${n.id}&${q}`,
          token: k.logistics,
        })
      ).rows.map((r) => r.id);
    expect(await ids('applyType=1')).toEqual([a.id]);
    expect(await ids('applyType=2')).toEqual([b.id]);
    expect((await ids('applyType=3&showAllRequest=true')).sort()).toEqual([a.id, b.id].sort());
    const page = await t.ok<{ rows: RequestRecord[]; total: number }>({
      method: 'GET',
      url: '/api/jput/request/list?applyType=3',
      token: k.customer,
    });
    expect(page.rows.length).toBeLessThanOrEqual(10);
    expect((await t.call({ method: 'GET', url: '/api/jput/request/list', token: k.barge })).status).toBe(403);
  });

  it('lets the customer withdraw a pending request (logged as Customer Request Deleted)', async () => {
    const n = await nominationAt(t, d, k, 'Pending Jetty Information');
    const r = await t.ok<RequestRecord>({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: n.id, nominatedQtyMax: 5000 },
    });
    const withdrawn = await t.ok<RequestRecord>({
      method: 'DELETE',
      url: `/api/jput/request/${r.id}`,
      token: k.customer,
    });
    expect(withdrawn.status).toBe('Withdrawn');
    const logRows = (
      await t.ok<{ rows: { action: number; actionLabel: string }[] }>({
        method: 'GET',
        url: `/api/jput/nominationLog/list?BId=${n.id}`,
        token: k.customer,
      })
    ).rows;
    expect(logRows.at(-1)).toMatchObject({ action: 15, actionLabel: 'Customer Request Deleted' });
  });
});
