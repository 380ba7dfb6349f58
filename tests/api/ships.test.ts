import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { ShipRecord, VesselOption } from '../../contract/schemas/ships.js';

let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
});

const barge = {
  name: 'Lion City 7',
  imo: '9395044',
  loa: 71.2,
  portOfRegistry: 'Singapore',
  customCode: 'LC7',
  kind: 'barge',
};

describe('ships and barges', () => {
  it('creates a ship with a valid IMO and refuses a wrong check digit or a taken IMO', async () => {
    const ship = await t.ok<ShipRecord>({ method: 'POST', url: '/api/ships', token: admin, payload: barge });
    expect(ship).toMatchObject({ name: 'Lion City 7', imo: '9395044', loa: 71.2, unqualified: false });
    const bad = await t.call({
      method: 'POST',
      url: '/api/ships',
      token: admin,
      payload: { ...barge, imo: '9395045' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: MESSAGES_EN.validation.imo, key: 'validation.imo', field: 'imo' });
    const taken = await t.call({
      method: 'POST',
      url: '/api/ships',
      token: admin,
      payload: { ...barge, name: 'Other' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(MESSAGES_EN.records.imoTaken);
    const loa = await t.call({
      method: 'POST',
      url: '/api/ships',
      token: admin,
      payload: { ...barge, imo: '9074729', loa: -3 },
    });
    expect(loa.status).toBe(400);
  });

  it('lets a barge operator add barges to its own company only', async () => {
    const op = await t.login('bargeoperator');
    const own = await t.ok<ShipRecord>({
      method: 'POST',
      url: '/api/ships',
      token: op,
      payload: { ...barge, name: 'HL Barge 9', imo: '9450648', companyId: null },
    });
    expect(own.companyName).toMatch(/HarbourLink/);
    const vessel = await t.call({
      method: 'POST',
      url: '/api/ships',
      token: op,
      payload: { ...barge, name: 'Big', imo: '9501332', kind: 'vessel' },
    });
    expect(vessel.status).toBe(403);
    expect(vessel.body.msg).toBe(MESSAGES_EN.records.bargesOnly);
  });

  it("refuses a barge operator editing another operator's barge", async () => {
    const other = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: { code: 'RIVAL', name: 'Rival Barging', kind: 'barge_operator' },
    });
    const theirs = await t.ok<ShipRecord>({
      method: 'POST',
      url: '/api/ships',
      token: admin,
      payload: { ...barge, name: 'Rival 1', imo: '9612583', companyId: other.id },
    });
    const op = await t.login('bargeoperator');
    const res = await t.call({
      method: 'PUT',
      url: `/api/ships/${theirs.id}`,
      token: op,
      payload: { ...barge, name: 'Mine', imo: '9612583' },
    });
    expect(res.status).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/ships/${theirs.id}`, token: op })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/ships/${theirs.id}`, token: op })).status).toBe(403);
    const mine = await t.ok<{ rows: ShipRecord[] }>({ method: 'GET', url: '/api/ships/list?pageSize=100', token: op });
    expect(mine.rows.every((s) => s.companyName?.startsWith('HarbourLink'))).toBe(true);
  });

  it("scopes a customer to its own company's ships and refuses it any change", async () => {
    const customer = await t.login('customer');
    const list = await t.ok<{ rows: ShipRecord[]; total: number }>({
      method: 'GET',
      url: '/api/ships/list',
      token: customer,
    });
    expect(list.total).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/ships', token: customer, payload: barge })).status).toBe(403);
  });

  it('shows a barge user only its own barge', async () => {
    const b = await t.login('barge');
    const list = await t.ok<{ rows: ShipRecord[] }>({ method: 'GET', url: '/api/ships/list', token: b });
    expect(list.rows.map((s) => s.name)).toEqual(['Harbour Star 1']);
  });

  it('searches vessels by name prefix or IMO prefix', async () => {
    const customer = await t.login('customer');
    const byName = await t.ok<VesselOption[]>({
      method: 'GET',
      url: '/api/jput/vessel/search?pattern=harbour%20s',
      token: customer,
    });
    expect(byName.map((v) => v.name)).toEqual(['Harbour Star 1', 'Harbour Star 2']);
    const byImo = await t.ok<VesselOption[]>({
      method: 'GET',
      url: '/api/jput/vessel/search?pattern=93214',
      token: customer,
    });
    expect(byImo.map((v) => v.imo)).toEqual(['9321483']);
    expect(await t.ok({ method: 'GET', url: '/api/jput/vessel/search?pattern=%25', token: customer })).toEqual([]);
  });

  it("offers the caller's selectable vessels", async () => {
    const op = await t.login('bargeoperator');
    const vessels = await t.ok<VesselOption[]>({ method: 'GET', url: '/api/jput/vessel/selectVessel', token: op });
    expect(vessels.length).toBeGreaterThanOrEqual(3);
    expect(vessels.every((v) => v.kind === 'barge')).toBe(true);
  });
});
