import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import type { ProductRecord } from '../../contract/schemas/products.js';
import type { TerminalDashboard, CustomerDashboard } from '../../contract/schemas/dashboard.js';
import { offSpecRecipients } from '../../server/modules/documents/documents.offSpec.repository.js';

/**
 * Off-spec certificates of quality (issue 34, DECISIONS.md §11): the product's limits, the mark at
 * signing, who is told, and where it shows (nomination, list filter, dashboard).
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
let surveyor: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  surveyor = await t.login('surveyor');
});

const post = <T = DocumentRecord>(url: string, token: string, payload?: object) =>
  t.ok<T>({ method: 'POST', url, token, payload });
const get = <T>(url: string, token: string) => t.ok<T>({ method: 'GET', url, token });

const LIMITS = [
  { test: 'sulphur', min: null, max: 0.5 },
  { test: 'flashPoint', min: 60, max: null },
];

let slot = 0;
/** A certificate of quality with these results signed by the named surveyor on a fresh nomination. */
async function signedCoq(tests: object[]): Promise<{ n: NominationRecord; coq: DocumentRecord }> {
  const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 30 + 4 * slot++ });
  await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
  const draft = await post('/api/documents', surveyor, {
    nominationId: n.id,
    type: 'quality',
    content: { samplingType: 'Running', tests },
  });
  await post(`/api/documents/${draft.id}/send`, surveyor);
  const coq = await post(`/api/documents/${draft.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
  return { n, coq };
}

async function setLimits(productId: number, specLimits: object[]) {
  const p = await get<ProductRecord>(`/api/products/${productId}`, k.logistics);
  return t.call({
    method: 'PUT',
    url: `/api/products/${productId}`,
    token: k.logistics,
    payload: { name: p.name, type: p.type, specLimits },
  });
}

const usersNamed = async (names: string[]) =>
  (await t.asOwner<{ id: number }>('SELECT id FROM users WHERE user_name = ANY($1) ORDER BY id', [names])).map(
    (r) => r.id,
  );

describe('product specification limits', () => {
  it('are saved with their units, audited, and kept when an older client leaves them out', async () => {
    const res = await setLimits(d.products.mgo, [...LIMITS, { test: 'density15', unit: 'kg/m³', max: 900 }]);
    expect(res.status).toBe(200);
    const saved = res.body.data as ProductRecord;
    expect(saved.specLimits).toEqual([
      { test: 'sulphur', unit: '% m/m', min: null, max: 0.5 },
      { test: 'flashPoint', unit: '°C', min: 60, max: null },
      { test: 'density15', unit: 'kg/m³', min: null, max: 900 },
    ]);
    // A client written before the limits sends name and type only: the limits stay.
    const old = await t.call({
      method: 'PUT',
      url: `/api/products/${d.products.mgo}`,
      token: k.logistics,
      payload: { name: saved.name, type: saved.type },
    });
    expect(old.status).toBe(200);
    expect((old.body.data as ProductRecord).specLimits).toHaveLength(3);
    const [audit] = await t.asOwner<{ after: { specLimits: unknown[] } }>(
      `SELECT after FROM audit_log WHERE entity = 'product' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(d.products.mgo)],
    );
    expect(audit?.after.specLimits).toHaveLength(3);
  });

  it.each([
    [[{ test: 'colour', max: 1 }], '0.test'],
    [[{ test: 'water' }], '0.max'],
    [[{ test: 'water', min: 2, max: 1 }], '0.max'],
    [
      [
        { test: 'water', max: 1 },
        { test: 'water', max: 2 },
      ],
      '1.test',
    ],
  ])('refuses %j naming the field', async (specLimits, field) => {
    const res = await setLimits(d.products.gasoline, specLimits);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(`specLimits.${field}`);
  });

  it('refuses laytime hours beyond 240 per 1,000 t, and a customer may not change limits', async () => {
    const p = await get<ProductRecord>(`/api/products/${d.products.gasoline}`, k.logistics);
    const res = await t.call({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token: k.logistics,
      payload: { name: p.name, type: p.type, laytimeHoursPerKt: 241 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('laytimeHoursPerKt');
    const customer = await t.call({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token: k.customer,
      payload: { name: p.name, type: p.type, specLimits: [] },
    });
    expect(customer.status).toBe(403);
  });
});

describe('a certificate of quality signed off-spec', () => {
  it('is marked with its failing tests, logged, and told to logistics and the customer only', async () => {
    // The test nominations are of marine gasoil (tests/support/nominations.ts nominationBody).
    expect((await setLimits(d.products.mgo, LIMITS)).status).toBe(200);
    const { n, coq } = await signedCoq([
      { parameter: 'Sulfur content', method: 'ISO 8754', unit: '% m/m', max: 0.5, result: 0.62 },
      { parameter: 'Flash point', method: 'ISO 2719', unit: '°C', min: 60, result: 72 },
    ]);
    expect(coq.status).toBe('Signed');
    expect(coq.offSpec).toEqual([
      { test: 'sulphur', parameter: 'Sulfur content', result: 0.62, min: null, max: 0.5, unit: '% m/m' },
    ]);
    const nomination = await get<NominationRecord>(`/api/jput/nomination/${n.id}`, k.customer);
    expect(nomination.offSpec).toBe(true);

    const told = await t.asOwner<{ user_id: number; message_params: { number: string; id: number } }>(
      `SELECT user_id, message_params FROM notifications WHERE message_key = 'qualityNotices.offSpec' AND bid = $1 ORDER BY user_id`,
      [n.id],
    );
    const expected = await t.asOwner<{ id: number }>(
      `SELECT id FROM users WHERE status = 'Active' AND ((user_type = 1 AND role = 1)
         OR (user_type = 2 AND role IN (4, 5) AND company_id = $1)) ORDER BY id`,
      [n.companyId],
    );
    expect(told.map((r) => r.user_id)).toEqual(expected.map((r) => r.id));
    expect(told.map((r) => r.user_id)).toEqual(expect.arrayContaining(await usersNamed(['logistics', 'customer'])));
    for (const other of await usersNamed(['barge', 'loadingmaster', 'controlroom', 'surveyor']))
      expect(told.map((r) => r.user_id)).not.toContain(other);
    expect(told[0]?.message_params).toMatchObject({ number: coq.number, id: n.id });

    const [logged] = await t.asOwner<{ detail_key: string }>(
      `SELECT detail_key FROM nomination_log WHERE nomination_id = $1 AND detail_key = 'qualityLog.offSpec'`,
      [n.id],
    );
    expect(logged).toBeDefined();
    // The log reads it with the failing test named (the English text beside its key and parameters).
    const log = await get<{ rows: { detail: string | null }[] }>(
      `/api/jput/nominationLog/list?BId=${n.id}`,
      k.customer,
    );
    expect(log.rows.map((r) => r.detail)).toContain(`${coq.number} is off-spec: Sulphur 0.62 % m/m above max 0.5`);
  });

  it('tells only the customer of a nomination hidden from the terminal', async () => {
    const [company] = await t.asOwner<{ company_id: number }>(
      `SELECT company_id FROM users WHERE user_name = 'customer'`,
    );
    const companyId = company!.company_id;
    const customers = await t.asOwner<{ id: number }>(
      `SELECT id FROM users WHERE status = 'Active' AND user_type = 2 AND role IN (4, 5) AND company_id = $1 ORDER BY id`,
      [companyId],
    );
    const hidden = await offSpecRecipients(t.database.db, { companyId, hideFromTerminal: true });
    expect(hidden.sort((a, b) => a - b)).toEqual(customers.map((r) => r.id));
    const shown = await offSpecRecipients(t.database.db, { companyId, hideFromTerminal: false });
    expect(shown).toEqual(expect.arrayContaining(await usersNamed(['logistics'])));
  });

  it('an on-spec one is not marked and tells no one of it', async () => {
    const { n, coq } = await signedCoq([
      { parameter: 'Sulphur', method: 'ISO 8754', unit: '% m/m', max: 0.5, result: 0.5 },
      { parameter: 'Flash point', method: 'ISO 2719', unit: '°C', min: 60, result: 60 },
    ]);
    expect(coq.offSpec).toBeNull();
    expect((await get<NominationRecord>(`/api/jput/nomination/${n.id}`, k.logistics)).offSpec).toBe(false);
    const told = await t.asOwner(
      `SELECT 1 FROM notifications WHERE message_key = 'qualityNotices.offSpec' AND bid = $1`,
      [n.id],
    );
    expect(told).toHaveLength(0);
  });

  it('is what the list filter and the dashboard count, for logistics and the customer', async () => {
    const { n } = await signedCoq([
      { parameter: 'Sulphur', method: 'ISO 8754', unit: 'mg/kg', result: 5500, max: 5000 },
    ]);
    for (const [token, kind] of [
      [k.logistics, 'terminal'],
      [k.customer, 'customer'],
    ] as const) {
      const board = await get<TerminalDashboard | CustomerDashboard>('/api/dashboard', token);
      expect(board.kind).toBe(kind);
      const figure = board.offSpec!;
      expect(figure.value).toBeGreaterThanOrEqual(1);
      expect(figure.link.filter).toMatchObject({ offSpec: 'true' });
      const query = new URLSearchParams({ ...figure.link.filter, pageNum: '1', pageSize: '100' });
      const list = await get<{ rows: NominationRecord[]; total: number }>(`/api/jput/nomination/list/?${query}`, token);
      expect(list.total).toBe(figure.value);
      expect(list.rows.map((r) => r.id)).toContain(n.id);
      expect(list.rows.every((r) => r.offSpec)).toBe(true);
    }
    const none = await get<{ rows: NominationRecord[] }>(
      `/api/jput/nomination/list/?offSpec=false&pageSize=100`,
      k.logistics,
    );
    expect(none.rows.map((r) => r.id)).not.toContain(n.id);
  });
});
