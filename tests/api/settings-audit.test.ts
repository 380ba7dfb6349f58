import { MESSAGES_EN } from '../../contract/messages/index.js';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { DEFAULT_SETTINGS, type PartnerAppRecord, type Settings } from '../../contract/schemas/settings.js';
import type { AuditVerifyResult } from '../../contract/schemas/audit.js';

let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
});

describe('settings', () => {
  it('starts from the defaults, takes a subset, and the time zone reaches getInfo', async () => {
    expect(await t.ok<Settings>({ method: 'GET', url: '/api/settings', token: admin })).toEqual(DEFAULT_SETTINGS);
    const changed = await t.ok<Settings>({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { varianceThreshold: 0.75, timeZone: 'Asia/Shanghai', trial: false },
    });
    expect(changed).toMatchObject({
      varianceThreshold: 0.75,
      timeZone: 'Asia/Shanghai',
      trial: false,
      billingRates: DEFAULT_SETTINGS.billingRates,
    });
    expect((await t.ok<{ timeZone: string }>({ method: 'GET', url: '/api/getInfo', token: admin })).timeZone).toBe(
      'Asia/Shanghai',
    );
  });

  it('refuses an unknown time zone, a negative threshold and a bad currency', async () => {
    const tz = await t.call({ method: 'PUT', url: '/api/settings', token: admin, payload: { timeZone: 'Mars/Base' } });
    expect(tz.status).toBe(400);
    expect(tz.body).toMatchObject({
      msg: MESSAGES_EN.validation.timeZone,
      key: 'validation.timeZone',
      field: 'timeZone',
    });
    expect(
      (await t.call({ method: 'PUT', url: '/api/settings', token: admin, payload: { varianceThreshold: -1 } })).status,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/settings',
          token: admin,
          payload: { billingRates: { currency: 'dollars', berthHourRate: 1, perTonneRate: 1 } },
        })
      ).status,
    ).toBe(400);
  });

  it('lets everyone read and only terminal admins change', async () => {
    const customer = await t.login('customer');
    expect((await t.call({ method: 'GET', url: '/api/settings', token: customer })).status).toBe(200);
    expect(
      (await t.call({ method: 'PUT', url: '/api/settings', token: customer, payload: { trial: true } })).status,
    ).toBe(403);
  });
});

describe('partner apps', () => {
  it('issues a key shown once, keeps only its hash, and rotates it', async () => {
    const app = await t.ok<PartnerAppRecord>({
      method: 'POST',
      url: '/api/partnerApps',
      token: admin,
      payload: { name: 'MVP Marine', scope: 'vessel:read login', redirectUri: 'https://mvp.example/callback' },
    });
    expect(app.keyIssuedAt).toBeNull();
    const first = await t.ok<{ key: string }>({ method: 'POST', url: `/api/partnerApps/${app.id}/key`, token: admin });
    const [row] = await t.asOwner<{ key_hash: string }>('SELECT key_hash FROM partner_apps WHERE id = $1', [app.id]);
    expect(row?.key_hash).toBe(createHash('sha256').update(first.key).digest('hex'));
    const read = await t.call({ method: 'GET', url: `/api/partnerApps/${app.id}`, token: admin });
    expect(JSON.stringify(read.body)).not.toContain(first.key);
    const second = await t.ok<{ key: string }>({ method: 'POST', url: `/api/partnerApps/${app.id}/key`, token: admin });
    expect(second.key).not.toBe(first.key);
    const audit = await t.asOwner<{ action: string; after: string }>(
      "SELECT action, after::text FROM audit_log WHERE entity = 'partnerApp' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'issueKey', 'rotateKey']);
    expect(audit.some((a) => a.after.includes(first.key) || a.after.includes(second.key))).toBe(false);
  });

  it('refuses a redirect URI that is not a web address', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/partnerApps',
      token: admin,
      payload: { name: 'X', scope: 'login', redirectUri: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
  });
});

describe('the audit log is append-only and hash-chained', () => {
  it('refuses the application role any update or delete of audit rows', async () => {
    await expect(t.database.pool.query('UPDATE audit_log SET action = $1', ['forged'])).rejects.toThrow(
      /permission denied|append-only/,
    );
    await expect(t.database.pool.query('DELETE FROM audit_log')).rejects.toThrow(/permission denied|append-only/);
    await expect(t.database.pool.query('TRUNCATE audit_log')).rejects.toThrow(/permission denied|append-only/);
    const [role] = (await t.database.pool.query<{ current_user: string }>('SELECT current_user')).rows;
    expect(role?.current_user).toBe('berth_app');
  });

  it('refuses even the owner while the triggers stand', async () => {
    await expect(t.asOwner("UPDATE audit_log SET action = 'forged'")).rejects.toThrow(/append-only/);
  });

  it('verifies an intact chain, and finds an edited row, a removed row and a removed tail', async () => {
    for (let i = 0; i < 3; i++) await t.login('customer');
    const ok = await t.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token: admin });
    expect(ok).toMatchObject({ ok: true, broken: null });
    expect(ok.rows).toBeGreaterThanOrEqual(4);
    const ids = (await t.asOwner<{ id: string }>('SELECT id FROM audit_log ORDER BY id')).map((r) => Number(r.id));
    // A DBA with the owner's rights could do this; the chain is what shows it.
    await t.asOwner(
      `ALTER TABLE audit_log DISABLE TRIGGER audit_no_change; UPDATE audit_log SET user_name = 'someone else' WHERE id = ${ids[1]}; ALTER TABLE audit_log ENABLE TRIGGER audit_no_change`,
    );
    expect(await t.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token: admin })).toMatchObject({
      ok: false,
      broken: { id: ids[1], reason: 'edited' },
    });
  });

  it('finds a row removed from the middle', async () => {
    const t2 = await createTestApp();
    try {
      const token = await t2.login('logistics');
      for (let i = 0; i < 3; i++) await t2.login('customer');
      // Sealed first (verify seals what is pending): the chain covers what is sealed.
      expect(await t2.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token })).toMatchObject({
        ok: true,
        pending: 0,
      });
      const ids = (await t2.asOwner<{ id: string }>('SELECT id FROM audit_log ORDER BY id')).map((r) => Number(r.id));
      await t2.asOwner(
        `ALTER TABLE audit_log DISABLE TRIGGER audit_no_change; DELETE FROM audit_log WHERE id = ${ids[1]}; ALTER TABLE audit_log ENABLE TRIGGER audit_no_change`,
      );
      expect(await t2.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token })).toMatchObject({
        ok: false,
        broken: { id: ids[2], reason: 'removed' },
      });
      await t2.asOwner(
        `ALTER TABLE audit_log DISABLE TRIGGER audit_no_change; DELETE FROM audit_log WHERE id >= ${ids[1]}; ALTER TABLE audit_log ENABLE TRIGGER audit_no_change`,
      );
      expect(await t2.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token })).toMatchObject({
        ok: false,
        broken: { reason: 'tail removed' },
      });
    } finally {
      await t2.close();
    }
  });

  it('keeps the chain in id order under concurrent writers', async () => {
    const t3 = await createTestApp();
    try {
      await Promise.all(Array.from({ length: 12 }, () => t3.login('customer')));
      const token = await t3.login('logistics');
      expect(await t3.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token })).toMatchObject({
        ok: true,
      });
    } finally {
      await t3.close();
    }
  });

  it('writes no audit row for a refused change', async () => {
    const before = (await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
    await t.call({ method: 'POST', url: '/api/tanks', token: admin, payload: { name: 'Dup', number: 'T101' } });
    const after = (await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
    expect(after).toBe(before);
  });
});
