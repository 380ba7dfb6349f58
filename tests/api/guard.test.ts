import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { canAccess } from '../../contract/permissions.js';
import { DEMO_USERS } from '../../demo/seed.js';
import { DAY } from '../../contract/time.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

describe('the guard', () => {
  it.each(DEMO_USERS.map((u) => [u.userName, u.userType, u.role] as const))(
    'lets %s read the audit log only when the permission table says so',
    async (userName, userType, role) => {
      const token = await t.login(userName);
      const res = await t.call({ method: 'GET', url: '/api/auditLog/list', token });
      const allowed = canAccess({ userType, role }, 'list', 'auditLog');
      expect(res.status).toBe(allowed ? 200 : 403);
    },
  );

  it('answers 401 before 403: no token, no verdict on rights', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auditLog/list' })).status).toBe(401);
  });

  it('lists the audit log newest first with filters and a total', async () => {
    const token = await t.login('logistics');
    await t.login('customer');
    const res = await t.call({
      method: 'GET',
      url: '/api/auditLog/list?pageSize=10&action=login&searchValue=customer',
      token,
    });
    expect(res.status).toBe(200);
    const data = res.body.data as { rows: { action: string; userName: string; at: string }[]; total: number };
    expect(data.total).toBeGreaterThanOrEqual(1);
    expect(data.rows.every((r) => r.action === 'login' && r.userName === 'customer')).toBe(true);
    const all = (await t.call({ method: 'GET', url: '/api/auditLog/list?pageSize=50', token })).body.data as {
      rows: { at: string }[];
    };
    const times = all.rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by time window and entity, and pages', async () => {
    const token = await t.login('logistics');
    const future = new Date(t.clock.now.getTime() + DAY).toISOString();
    const none = await t.call({
      method: 'GET',
      url: `/api/auditLog/list?startDate=${encodeURIComponent(future)}`,
      token,
    });
    expect(none.body.data).toEqual({ rows: [], total: 0 });
    const past = new Date(t.clock.now.getTime() - DAY).toISOString();
    const windowed = await t.call({
      method: 'GET',
      url: `/api/auditLog/list?entity=session&startDate=${encodeURIComponent(past)}&endDate=${encodeURIComponent(future)}&pageSize=1&pageNum=2`,
      token,
    });
    const data = windowed.body.data as { rows: { entity: string }[]; total: number };
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.rows).toHaveLength(1);
    expect(data.rows[0]?.entity).toBe('session');
  });

  it('refuses to start with a route that declares no access rule', async () => {
    const { buildApp } = await import('../../server/app.js');
    const app = await buildApp({
      database: t.database,
      logger: false,
      config: { version: 'x', trustProxy: false, logLevel: 'silent' },
    });
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });
});

describe('public calls', () => {
  it('reports health, readiness and the version in msg', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health' })).body.data).toEqual({ status: 'up' });
    expect((await t.call({ method: 'GET', url: '/api/ready' })).body.data).toEqual({ status: 'ready' });
    const v = await t.call({ method: 'GET', url: '/api/jput/version' });
    expect(v.body).toEqual({ code: 200, msg: '9.9.9-test', data: null });
  });

  it('serves OpenAPI with every spine call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const p of [
      '/api/login',
      '/api/logout',
      '/api/getInfo',
      '/api/system/user/updatePass',
      '/api/jput/version',
      '/api/health',
      '/api/ready',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
