import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import type { VettingRecord } from '../../contract/schemas/vetting.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import { DAY } from '../../contract/time.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let inspector: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  inspector = await t.login('inspector');
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const dayFromNow = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);

async function upload(token: string, id: number, kind: string, dates: Record<string, string> = {}) {
  const query = new URLSearchParams({ kind, ...dates }).toString();
  return t.call({
    method: 'POST',
    url: `/api/shipVettings/${id}/documents?${query}`,
    token,
    ...multipart(`${kind}.pdf`, PDF),
  });
}
const step = (token: string, id: number, action: string, reason?: string) =>
  t.call({
    method: 'POST',
    url: `/api/shipVettings/${id}/step`,
    token,
    payload: { action, ...(reason ? { reason } : {}) },
  });
const finding = (id: number, kind: string, token = inspector) =>
  t.call({
    method: 'POST',
    url: `/api/shipVettings/${id}/findings`,
    token,
    payload: {
      kind,
      inspectedOn: dayFromNow(0),
      place: 'Eastern anchorage',
      observations: 'Hoses in order',
      recommendation: 'accept',
    },
  });
/** A valid IMO number (check digit) that no ship has yet. */
async function freshImo(): Promise<string> {
  for (let n = 871234; ; n++) {
    const digits = String(n).split('').map(Number);
    const imo = `${n}${digits.reduce((a, x, i) => a + x * (7 - i), 0) % 10}`;
    if (!(await t.asOwner('SELECT 1 FROM ships WHERE imo = $1', [imo])).length) return imo;
  }
}
const get = (token: string, id: number) =>
  t.ok<VettingRecord>({ method: 'GET', url: `/api/shipVettings/${id}`, token });

/** A submitted vetting with complete, valid documents for a known ship. */
async function submitted(shipId: number, etaDays = 10): Promise<VettingRecord> {
  const v = await t.ok<VettingRecord>({
    method: 'POST',
    url: '/api/shipVettings',
    token: k.customer,
    payload: {
      shipId,
      operation: 'load',
      productIds: [d.products.mgo],
      eta: new Date(t.clock.now.getTime() + etaDays * DAY).toISOString(),
    },
  });
  expect((await upload(k.customer, v.id, 'particulars')).status).toBe(200);
  expect((await upload(k.customer, v.id, 'sire', { inspectedOn: dayFromNow(-30) })).status).toBe(200);
  for (const kind of ['pi', 'class', 'iopp'])
    expect((await upload(k.customer, v.id, kind, { expiresOn: dayFromNow(400) })).status).toBe(200);
  expect((await step(k.customer, v.id, 'submit')).status).toBe(200);
  return get(k.customer, v.id);
}

async function accepted(shipId: number) {
  const v = await submitted(shipId);
  for (const [token, action] of [[k.logistics, 'sendToInspector']] as const)
    expect((await step(token, v.id, action)).status).toBe(200);
  expect((await finding(v.id, 'respond')).status).toBe(200);
  expect((await step(k.logistics, v.id, 'accept')).status).toBe(200);
  return get(k.customer, v.id);
}

describe('a new vessel through the vetting desk', () => {
  it('is nominated with documents, checked, sent back for more, inspected and accepted, each step logged with the spec labels', async () => {
    const imo = await freshImo();
    const created = await t.ok<VettingRecord>({
      method: 'POST',
      url: '/api/shipVettings',
      token: k.customer,
      payload: {
        newShip: { name: 'Ocean Vetting', imo, loa: 140, kind: 'vessel', portOfRegistry: 'Singapore' },
        operation: 'discharge',
        productIds: [d.products.mgo, d.products.vlsfo],
        eta: new Date(t.clock.now.getTime() + 20 * DAY).toISOString(),
        remarks: 'First call',
      },
    });
    expect(created).toMatchObject({ status: 0, shipName: 'Ocean Vetting', imo, editable: true, steps: ['submit'] });
    // A draft without particulars cannot be submitted; the terminal does not see it yet.
    expect((await step(k.customer, created.id, 'submit')).body.msg).toBe(MESSAGES_EN.vetting.missingDocuments);
    expect((await t.call({ method: 'GET', url: `/api/shipVettings/${created.id}`, token: k.logistics })).status).toBe(
      404,
    );
    expect((await upload(k.customer, created.id, 'pi')).body.msg).toBe(MESSAGES_EN.vetting.expiryRequired);
    expect((await upload(k.customer, created.id, 'sire')).body.msg).toBe(MESSAGES_EN.vetting.inspectionRequired);
    await upload(k.customer, created.id, 'particulars');
    await upload(k.customer, created.id, 'sire', { inspectedOn: dayFromNow(-300) });
    await upload(k.customer, created.id, 'pi', { expiresOn: dayFromNow(-1) });
    await upload(k.customer, created.id, 'class', { expiresOn: dayFromNow(10) });
    await upload(k.customer, created.id, 'iopp', { expiresOn: dayFromNow(365) });
    expect((await step(k.customer, created.id, 'submit')).status).toBe(200);

    const seen = await get(k.logistics, created.id);
    expect(seen).toMatchObject({ status: 1, waiting: true, steps: ['sendToInspector', 'askMore', 'reject'] });
    const checks = Object.fromEntries(seen.checks!.map((c) => [c.key, c]));
    expect(checks.imo).toMatchObject({ passed: true });
    expect(checks.loa).toMatchObject({ passed: true, loa: 140, berths: ['J2-A'] });
    expect(checks.documents).toMatchObject({
      passed: false,
      items: [
        { kind: 'pi', state: 'expired', expiresOn: dayFromNow(-1) },
        { kind: 'class', state: 'expiresBeforeEta' },
        { kind: 'iopp', state: 'valid' },
      ],
    });
    expect(checks.sire).toMatchObject({ passed: false, maxAgeMonths: 6 });
    expect(checks.blacklist).toMatchObject({ passed: true });
    expect(seen.documents).toHaveLength(5);
    expect((await get(k.customer, created.id)).checks).toBeNull();

    expect((await step(k.logistics, created.id, 'askMore')).body.msg).toBe(MESSAGES_EN.spec.reasonRequired);
    expect((await step(k.logistics, created.id, 'askMore', 'The P&I certificate has expired')).status).toBe(200);
    const asked = await get(k.customer, created.id);
    expect(asked).toMatchObject({
      status: 8,
      waiting: true,
      requestReason: 'The P&I certificate has expired',
      steps: ['resubmit'],
    });
    expect((await step(k.customer, created.id, 'resubmit')).body.msg).toBe(MESSAGES_EN.vetting.noDocuments);
    expect((await upload(k.customer, created.id, 'pi', { expiresOn: dayFromNow(500) })).status).toBe(200);
    expect((await step(k.customer, created.id, 'resubmit')).status).toBe(200);
    const back = await get(k.logistics, created.id);
    expect(back.status).toBe(1);
    expect(back.checks!.find((c) => c.key === 'documents')).toMatchObject({
      items: [{ kind: 'pi', state: 'valid' }, {}, {}],
    });

    expect((await step(k.logistics, created.id, 'sendToInspector')).status).toBe(200);
    expect((await get(inspector, created.id)).findingKinds).toEqual(['respond', 'anchorage', 'observation']);
    expect((await finding(created.id, 'anchorage')).status).toBe(200);
    expect((await finding(created.id, 'respond')).status).toBe(200);
    expect((await step(k.logistics, created.id, 'accept')).status).toBe(200);
    const done = await get(k.customer, created.id);
    expect(done).toMatchObject({ status: 6, decision: 'Accepted', editable: false, steps: [] });
    expect(done.findings.map((f) => f.kind)).toEqual(['anchorage', 'respond']);
    const expires = new Date(t.clock.now);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(done.expiresAt).toBe(expires.toISOString());

    const log = await t.ok<{ rows: { actionLabel: string; userName: string | null }[]; total: number }>({
      method: 'GET',
      url: `/api/jput/shipVetting/log/list?BId=${created.id}`,
      token: k.customer,
    });
    expect(log.rows.map((r) => r.actionLabel)).toEqual([
      'Pending Logistics',
      'More Information Required',
      'Customer Uploaded Document',
      'Customer Uploaded Document',
      'Pending Inspector',
      'Anchorage Inspection',
      'Inspector Responded',
      'Accepted',
    ]);
    // Everyone concerned heard, in words the browser routes to ship vetting.
    const notices = await t.asOwner<{ user_name: string; bid: number; message_params: unknown }>(
      `SELECT u.user_name, n.bid, n.message_params FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.bid = $1 AND n.message_key LIKE 'vettingNotices.%'`,
      [created.id],
    );
    expect(new Set(notices.map((n) => n.user_name))).toEqual(
      new Set(['customer', 'companyadmin', 'logistics', 'inspector']),
    );
    expect(MESSAGES_EN.vettingNotices.moved).toContain('Ship Vetting');
  });
});

/** The transition table of DECISIONS.md §5, written out here independently of contract/vetting.ts. */
const ALLOWED: Record<string, { who: 'customer' | 'logistics'; from: number[] }> = {
  submit: { who: 'customer', from: [0] },
  resubmit: { who: 'customer', from: [8] },
  sendToInspector: { who: 'logistics', from: [1] },
  askMore: { who: 'logistics', from: [1] },
  reject: { who: 'logistics', from: [1, 3] },
  accept: { who: 'logistics', from: [3] },
  suspend: { who: 'logistics', from: [6] },
  reinstate: { who: 'logistics', from: [10] },
};
const FINDINGS: Record<string, number[]> = { respond: [2, 4, 7], anchorage: [2], observation: [2] };

/** A vetting placed straight in `status` (as the owner, undecided), with particulars, and for 8 a document uploaded after the request. */
async function placed(status: number): Promise<number> {
  const [row] = await t.asOwner<{ id: number }>(
    `INSERT INTO ship_vettings (ship_id, company_id, status, operation, product_ids, created_by, created_at, updated_at)
     SELECT $1, u.company_id, $2, 'load', ARRAY[$3]::integer[], u.id, now() - interval '1 day', now() - interval '1 day' FROM users u WHERE u.user_name = 'customer'
     RETURNING id`,
    [d.barges.pearl, status, d.products.mgo],
  );
  const id = row!.id;
  const doc = (at: string) =>
    t.asOwner(
      `INSERT INTO vetting_documents (vetting_id, kind, file_name, mime_type, size, content, uploaded_by, uploaded_at)
       SELECT $1, 'particulars', 'q88.pdf', 'application/pdf', 3, '\\x255044', id, ${at} FROM users WHERE user_name = 'customer'`,
      [id],
    );
  await doc("now() - interval '2 hours'");
  if (status === 8) {
    await t.asOwner(
      `INSERT INTO vetting_log (vetting_id, action, to_status, at) VALUES ($1, 8, 8, now() - interval '1 hour')`,
      [id],
    );
    await doc('now()');
    await t.asOwner(`INSERT INTO vetting_log (vetting_id, action, at) VALUES ($1, 9, now())`, [id]);
  }
  return id;
}

describe('the transition table', () => {
  it('allows each step from exactly the statuses of DECISIONS §5, for exactly its role (403 other roles, 409 other states)', async () => {
    const tokenOf = { customer: k.customer, logistics: k.logistics };
    for (const [action, rule] of Object.entries(ALLOWED)) {
      for (let status = 0; status <= 10; status++) {
        if (status === 0 && rule.who === 'logistics') continue; // a draft is not the terminal's to see
        const id = await placed(status);
        const reason = 'Because the table says so';
        const other = rule.who === 'customer' ? k.logistics : k.customer;
        if (status !== 0)
          expect((await step(other, id, action, reason)).status, `${action} by the other side from ${status}`).toBe(
            403,
          );
        const res = await step(tokenOf[rule.who], id, action, reason);
        expect(res.status, `${action} from ${status}: ${res.body.msg}`).toBe(rule.from.includes(status) ? 200 : 409);
      }
    }
    for (const [kind, from] of Object.entries(FINDINGS)) {
      for (let status = 1; status <= 10; status++) {
        const id = await placed(status);
        expect((await finding(id, kind, k.logistics)).status).toBe(403);
        const res = await finding(id, kind);
        expect(res.status, `${kind} from ${status}: ${res.body.msg}`).toBe(from.includes(status) ? 200 : 409);
      }
    }
    // The inspector takes no decisions of the terminal's.
    expect((await step(inspector, await placed(1), 'sendToInspector')).status).toBe(403);
  });

  it('needs a reason to refuse, ask for more or suspend, in the spec words', async () => {
    expect((await step(k.logistics, await placed(1), 'reject')).body.msg).toBe('Please enter a reason for rejection');
    expect((await step(k.logistics, await placed(1), 'askMore', '   ')).body.msg).toBe('A reason is required');
    expect((await step(k.logistics, await placed(6), 'suspend')).body.msg).toBe('A reason is required');
  });
});

describe('a decided vetting', () => {
  it('is immutable in the database too, while an acceptance may still be suspended and reinstated', async () => {
    const v = await accepted(d.barges.pearl);
    const refused = async (sql: string) => {
      await expect(t.asOwner(sql, [v.id])).rejects.toThrow(/decided|never change|append-only/);
    };
    await refused(`UPDATE ship_vettings SET decision_reason = 'rewritten' WHERE id = $1`);
    await refused(`UPDATE ship_vettings SET decision = 'Rejected' WHERE id = $1`);
    await refused(`UPDATE ship_vettings SET status = 5 WHERE id = $1`);
    await refused(`UPDATE ship_vettings SET eta = now() WHERE id = $1`);
    await refused(`DELETE FROM ship_vettings WHERE id = $1`);
    await refused(`UPDATE vetting_documents SET expires_on = '2099-01-01' WHERE vetting_id = $1`);
    await refused(`DELETE FROM vetting_documents WHERE vetting_id = $1`);
    await refused(
      `INSERT INTO vetting_documents (vetting_id, kind, file_name, mime_type, size, content, uploaded_by, uploaded_at)
       SELECT $1, 'other', 'x.pdf', 'application/pdf', 1, '\\x25', created_by, now() FROM ship_vettings WHERE id = $1`,
    );
    await refused(`UPDATE vetting_log SET detail = 'x' WHERE vetting_id = $1`);
    expect((await upload(k.customer, v.id, 'other')).status).toBe(409);
    expect(
      (await t.call({ method: 'PUT', url: `/api/shipVettings/${v.id}`, token: k.customer, payload: { remarks: 'x' } }))
        .status,
    ).toBe(409);
    expect((await step(k.logistics, v.id, 'suspend', 'Collision under investigation')).status).toBe(200);
    expect(await get(k.customer, v.id)).toMatchObject({
      status: 10,
      suspensionReason: 'Collision under investigation',
      decision: 'Accepted',
    });
    expect((await step(k.logistics, v.id, 'reinstate')).status).toBe(200);
    expect((await get(k.customer, v.id)).status).toBe(6);
  });

  it('is followed by a new vetting linked to it when the ship is vetted again', async () => {
    const first = await accepted(d.barges.star2);
    const again = await submitted(d.barges.star2);
    expect(again.previousId).toBe(first.id);
    expect((await get(k.logistics, again.id)).history!.map((h) => h.id)).toContain(first.id);
  });
});

describe('who sees which vetting', () => {
  it('scopes by company; the terminal and inspector see submitted ones; the badge counts what waits on each', async () => {
    const mine = await submitted(d.barges.pearl);
    const other = await submitted(d.barges.pearl);
    await t.asOwner(
      `UPDATE ship_vettings SET company_id = (SELECT id FROM companies WHERE code = 'ACCUSURV') WHERE id = $1`,
      [other.id],
    );
    expect((await t.call({ method: 'GET', url: `/api/shipVettings/${other.id}`, token: k.customer })).status).toBe(404);
    expect((await step(k.customer, other.id, 'submit')).status).toBe(404);
    const listed = await t.ok<{ rows: { id: number }[] }>({
      method: 'GET',
      url: '/api/shipVettings/list?pageSize=100',
      token: k.customer,
    });
    expect(listed.rows.map((r) => r.id)).toContain(mine.id);
    expect(listed.rows.map((r) => r.id)).not.toContain(other.id);
    expect((await get(k.logistics, other.id)).id).toBe(other.id);
    expect(
      (await t.call({ method: 'GET', url: `/api/shipVettings/${mine.id}`, token: await t.login('surveyor') })).status,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/shipVettings/list', token: await t.login('admin') })).status).toBe(
      403,
    );

    const count = (token: string) =>
      t.ok<number>({ method: 'GET', url: '/api/jput/shipVetting/getUnseenCount', token });
    const before = {
      logistics: await count(k.logistics),
      inspector: await count(inspector),
      customer: await count(k.customer),
    };
    await step(k.logistics, mine.id, 'sendToInspector');
    expect(await count(k.logistics)).toBe(before.logistics - 1);
    expect(await count(inspector)).toBe(before.inspector + 1);
    const asked = await submitted(d.barges.pearl);
    await step(k.logistics, asked.id, 'askMore', 'Send the class certificate');
    expect(await count(k.customer)).toBe(before.customer + 1);
    const waiting = await t.ok<{ rows: { id: number; waiting: boolean }[] }>({
      method: 'GET',
      url: '/api/shipVettings/list?waiting=true&pageSize=100',
      token: k.customer,
    });
    expect(waiting.rows.map((r) => r.id)).toContain(asked.id);
    expect(waiting.rows.every((r) => r.waiting)).toBe(true);
  });
});

describe("the vetting list's filters", () => {
  it("keeps several statuses, or those whose acceptance ends within so many days (the dashboard's figures)", async () => {
    // A ship of this test's own, so that its vettings decide no other test's barge.
    const [ship] = await t.asOwner<{ id: number }>(
      `INSERT INTO ships (name, imo, loa, kind) VALUES ('Filter Trial', $1, 80, 'barge') RETURNING id`,
      [await freshImo()],
    );
    const byId = new Map<number, string>();
    for (const [name, status, days] of [
      ['with logistics', 1, null],
      ['with the inspector', 2, null],
      ['responded', 3, null],
      ['rejected', 5, null],
      ['ends in 10 days', 6, 10],
      ['ends in 40 days', 6, 40],
      ['ended yesterday', 6, -1],
      ['suspended, ends in 10 days', 10, 10],
    ] as const) {
      const [row] = await t.asOwner<{ id: number }>(
        `INSERT INTO ship_vettings (ship_id, company_id, status, operation, product_ids, expires_at, created_by,
                                    created_at, updated_at)
         SELECT $1, u.company_id, $2, 'load', '{}', $3, u.id, now(), now() FROM users u WHERE u.user_name = 'customer'
         RETURNING id`,
        [ship!.id, status, days === null ? null : new Date(t.clock.now.getTime() + days * DAY)],
      );
      byId.set(row!.id, name);
    }
    /** The vettings the list shows with `filter`, by name. */
    const listed = async (filter: string) =>
      (
        await t.ok<{ rows: { id: number }[] }>({
          method: 'GET',
          url: `/api/shipVettings/list?pageSize=100&shipId=${ship!.id}&${filter}`,
          token: k.logistics,
        })
      ).rows
        .map((r) => byId.get(r.id))
        .sort();
    expect(await listed('statuses=1,2,3')).toEqual(['responded', 'with logistics', 'with the inspector']);
    expect(await listed('statuses=5,10')).toEqual(['rejected', 'suspended, ends in 10 days']);
    expect(await listed('status=6&expiresWithin=30')).toEqual(['ends in 10 days']);
    expect(await listed('expiresWithin=30')).toEqual(['ends in 10 days', 'suspended, ends in 10 days']);
    expect(await listed('expiresWithin=41')).toEqual([
      'ends in 10 days',
      'ends in 40 days',
      'suspended, ends in 10 days',
    ]);
    for (const wrong of ['statuses=1,11', 'statuses=1,,2', 'expiresWithin=0']) {
      const res = await t.call({ method: 'GET', url: `/api/shipVettings/list?${wrong}`, token: k.logistics });
      expect({ wrong, status: res.status }).toEqual({ wrong, status: 400 });
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/shipVettings/list?statuses=1,11', token: k.logistics })).body.msg,
    ).toBe(MESSAGES_EN.nominations.unknownStatus);
  });
});

describe('unqualified ships', () => {
  it('lists rejected, expired and suspended ships with the hand blacklist, and refuses their nominations with the reason', async () => {
    const v = await submitted(d.barges.star2);
    expect((await step(k.logistics, v.id, 'reject', 'SIRE findings not closed')).status).toBe(200);
    const list = await t.ok<{
      rows: { source: string; shipId: number; vettingStatus: number | null; reason: string }[];
    }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list?pageSize=100',
      token: k.logistics,
    });
    expect(list.rows).toContainEqual(
      expect.objectContaining({
        source: 'vetting',
        shipId: d.barges.star2,
        vettingStatus: 5,
        reason: 'SIRE findings not closed',
      }),
    );
    const refused = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeId: d.barges.star2 }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This barge cannot be nominated: its latest ship vetting is Rejected');
    // An acceptance afterwards qualifies it again.
    const again = await submitted(d.barges.star2);
    await step(k.logistics, again.id, 'sendToInspector');
    await finding(again.id, 'respond');
    await step(k.logistics, again.id, 'accept');
    const allowed = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeId: d.barges.star2 }),
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses a barge without an accepted vetting when the setting asks for one', async () => {
    const body = nominationBody(d, { bargeId: d.barges.star1 });
    expect(
      (await t.call({ method: 'POST', url: '/api/jput/nomination', token: k.customer, payload: body })).status,
    ).toBe(200);
    await t.ok({ method: 'PUT', url: '/api/settings', token: k.logistics, payload: { bargesNeedVetting: true } });
    try {
      const refused = await t.call({ method: 'POST', url: '/api/jput/nomination', token: k.customer, payload: body });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(MESSAGES_EN.vetting.vettingNeeded);
    } finally {
      await t.ok({ method: 'PUT', url: '/api/settings', token: k.logistics, payload: { bargesNeedVetting: false } });
    }
  });
});
