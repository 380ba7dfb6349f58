import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { PilotRecord } from '../../contract/schemas/pilots.js';
import type { EquipmentReportRecord } from '../../contract/schemas/equipmentReports.js';
import type { UnqualifiedRecord } from '../../contract/schemas/unqualifiedShips.js';
import type { JettyRecord } from '../../contract/schemas/jetties.js';
import type { ShipRecord } from '../../contract/schemas/ships.js';
import { terminalDay } from '../../contract/datetime.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let admin: string;
let jettyId: number;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
  jettyId = (await t.ok<{ rows: JettyRecord[] }>({ method: 'GET', url: '/api/jetties/list', token: admin })).rows[0]!
    .id;
});

describe('pilots and tug boats', () => {
  it('records who created a pilot and when; the head of pilot manages them, a customer cannot', async () => {
    const head = await t.login('headpilot');
    const p = await t.ok<PilotRecord>({
      method: 'POST',
      url: '/api/pilots',
      token: head,
      payload: { name: 'Capt. Lee Kok Wah', kind: 'pilot', contact: '+65 9000 0001' },
    });
    expect(p).toMatchObject({ createdByName: 'Capt. Chen Jun', createdByRole: 12, kind: 'pilot', active: true });
    expect(Date.parse(p.createdOn)).not.toBeNaN();
    const tug = await t.ok<PilotRecord>({
      method: 'POST',
      url: '/api/pilots',
      token: head,
      payload: { name: 'Tug Bulldog', kind: 'tug' },
    });
    const tugs = await t.ok<{ rows: PilotRecord[] }>({ method: 'GET', url: '/api/pilots/list?kind=tug', token: head });
    expect(tugs.rows.map((r) => r.id)).toEqual([tug.id]);
    expect((await t.call({ method: 'GET', url: '/api/pilots/list', token: await t.login('customer') })).status).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'POST', url: '/api/pilots', token: await t.login('pilot'), payload: { name: 'X' } }))
        .status,
    ).toBe(403);
  });
});

describe('equipment reports', () => {
  const report = (over: object = {}) => ({
    jettyId,
    equipment: 'Loading arm 2',
    location: 'J1 north platform',
    severity: 'high',
    closesJetty: true,
    description: 'Hydraulic leak',
    ...over,
  });

  it('lets terminal staff report, lists open reports first, and lets logistics resolve', async () => {
    const control = await t.login('controlroom');
    const first = await t.ok<EquipmentReportRecord>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: control,
      payload: report(),
    });
    expect(first).toMatchObject({
      open: true,
      reportedByName: 'Control Room',
      reportedByRole: 2,
      jettyNumber: 'J1',
      resolvedOn: null,
    });
    t.clock.advance(MINUTE);
    const second = await t.ok<EquipmentReportRecord>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: control,
      payload: report({ equipment: 'Fender 4', closesJetty: false, severity: 'low' }),
    });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/equipmentReports/${second.id}/resolve`,
          token: control,
          payload: { resolution: 'x' },
        })
      ).status,
    ).toBe(403);
    const resolved = await t.ok<EquipmentReportRecord>({
      method: 'POST',
      url: `/api/equipmentReports/${second.id}/resolve`,
      token: admin,
      payload: { resolution: 'Fender replaced' },
    });
    expect(resolved).toMatchObject({
      open: false,
      resolvedByName: 'Tan Wei Ming',
      resolvedByRole: 1,
      resolution: 'Fender replaced',
    });
    const again = await t.call({
      method: 'POST',
      url: `/api/equipmentReports/${second.id}/resolve`,
      token: admin,
      payload: { resolution: 'twice' },
    });
    expect(again.status).toBe(409);
    const list = await t.ok<{ rows: EquipmentReportRecord[] }>({
      method: 'GET',
      url: '/api/equipmentReports/list',
      token: control,
    });
    const firstResolved = list.rows.findIndex((r) => !r.open);
    expect(list.rows.slice(0, firstResolved).every((r) => r.open)).toBe(true);
    expect(list.rows.slice(firstResolved).every((r) => !r.open)).toBe(true);
    const open = await t.ok<{ rows: EquipmentReportRecord[] }>({
      method: 'GET',
      url: '/api/equipmentReports/list?state=open',
      token: control,
    });
    expect(open.rows.map((r) => r.id)).toContain(first.id);
    expect(open.rows.map((r) => r.id)).not.toContain(second.id);
  });

  it('requires the fields and a reason to resolve, and keeps it from customers', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/equipmentReports',
      token: admin,
      payload: report({ equipment: '' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      msg: MESSAGES_EN.spec.requiredField,
      key: 'spec.requiredField',
      field: 'equipment',
    });
    const r = await t.ok<EquipmentReportRecord>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: admin,
      payload: report(),
    });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/equipmentReports/${r.id}/resolve`,
          token: admin,
          payload: { resolution: ' ' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/equipmentReports/list', token: await t.login('customer') })).status,
    ).toBe(403);
  });

  it('lets only the reporter or logistics correct an open report', async () => {
    const control = await t.login('controlroom');
    const r = await t.ok<EquipmentReportRecord>({
      method: 'POST',
      url: '/api/equipmentReports',
      token: admin,
      payload: report(),
    });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/equipmentReports/${r.id}`,
          token: control,
          payload: report({ severity: 'low' }),
        })
      ).status,
    ).toBe(403);
    const fixed = await t.ok<EquipmentReportRecord>({
      method: 'PUT',
      url: `/api/equipmentReports/${r.id}`,
      token: admin,
      payload: report({ severity: 'critical' }),
    });
    expect(fixed.severity).toBe('critical');
  });
});

describe('unqualified ships', () => {
  it('blacklists with a reason and date, refuses it twice, and lifts it with a reason', async () => {
    const ships = await t.ok<{ rows: ShipRecord[] }>({
      method: 'GET',
      url: '/api/ships/list?searchValue=pearl',
      token: admin,
    });
    const pearl = ships.rows[0]!;
    const sysadmin = await t.login('admin');
    const entry = await t.ok<UnqualifiedRecord>({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: sysadmin,
      payload: { shipId: pearl.id, reason: 'Failed hose pressure test', blacklistedOn: '2026-11-01' },
    });
    expect(entry).toMatchObject({
      shipName: 'Harbour Pearl',
      blacklistedOn: '2026-11-01',
      blacklistedByName: 'System Administrator',
      blacklistedByRole: 0,
      liftedOn: null,
    });
    expect((await t.ok<ShipRecord>({ method: 'GET', url: `/api/ships/${pearl.id}`, token: admin })).unqualified).toBe(
      true,
    );
    const twice = await t.call({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: sysadmin,
      payload: { shipId: pearl.id, reason: 'again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(MESSAGES_EN.records.alreadyBlacklisted);
    const noReason = await t.call({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: sysadmin,
      payload: { shipId: pearl.id, reason: '' },
    });
    expect(noReason.status).toBe(400);
    const lifted = await t.ok<UnqualifiedRecord>({
      method: 'POST',
      url: `/api/unqualifiedShips/${entry.id}/lift`,
      token: sysadmin,
      payload: { reason: 'Retested and passed' },
    });
    expect(lifted).toMatchObject({ liftedByName: 'System Administrator', liftReason: 'Retested and passed' });
    const current = await t.ok<{ rows: UnqualifiedRecord[] }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list',
      token: sysadmin,
    });
    expect(current.rows.map((r) => r.id)).not.toContain(entry.id);
    const history = await t.ok<{ rows: UnqualifiedRecord[] }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list?state=lifted',
      token: sysadmin,
    });
    expect(history.rows.map((r) => r.id)).toContain(entry.id);
  });

  it('dates an entry without a date to today in the terminal zone', async () => {
    const ships = await t.ok<{ rows: ShipRecord[] }>({
      method: 'GET',
      url: '/api/ships/list?searchValue=star%202',
      token: admin,
    });
    const entry = await t.ok<UnqualifiedRecord>({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: admin,
      payload: { shipId: ships.rows[0]!.id, reason: 'Expired certificate' },
    });
    expect(entry.blacklistedOn).toBe(terminalDay(t.clock.now, 'Asia/Singapore'));
  });

  it('keeps the list from customers and the changes from control room', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/unqualifiedShips/list', token: await t.login('customer') })).status,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/unqualifiedShips',
          token: await t.login('controlroom'),
          payload: { shipId: 1, reason: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
