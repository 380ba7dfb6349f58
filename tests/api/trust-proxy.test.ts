import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';

let t: TestApp;
// One load balancer in front (TRUST_PROXY=1) and the real sign-in limit.
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { trustProxy: 1, proofsPerMinute: 20 } });
test.beforeAll(async ({ api }) => {
  t = api;
});

const PROXY = '10.0.0.5';
const forged = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** What the load balancer passes on: whatever the client wrote, then the address it saw. */
const throughProxy = (client: string) => ({ 'x-forwarded-for': `${forged()}, ${client}` });

describe('behind a trusted proxy, the client is the address the proxy saw', () => {
  it('meets the sign-in limit after 20 failures from one client, whatever it writes into X-Forwarded-For, and audits that address', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: PROXY,
        headers: throughProxy(client),
        payload: { username: `spray${i}`, password: 'Wrong#Password1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const ips = await t.asOwner<{ ip: string }>("SELECT DISTINCT ip FROM audit_log WHERE action = 'login_failed'");
    expect(ips.map((r) => r.ip)).toEqual([client]);
  });

  it("records the proxy's client address on the session and the sign-in's audit entry", async () => {
    const client = '203.0.113.60';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: throughProxy(client),
      payload: { username: 'customer', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await t.asOwner<{ ip: string }>(
      "SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'customer' ORDER BY s.id DESC LIMIT 1",
    );
    expect(session?.ip).toBe(client);
    const [audit] = await t.asOwner<{ ip: string }>(
      "SELECT ip FROM audit_log WHERE action = 'login' AND user_name = 'customer' ORDER BY id DESC LIMIT 1",
    );
    expect(audit?.ip).toBe(client);
  });

  it('holds registrations to 10 an hour per client, whatever it writes into X-Forwarded-For', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: PROXY,
        headers: throughProxy('203.0.113.70'),
        payload: {
          kind: 'customer',
          companyName: `Forged Forwarding ${i} Pte. Ltd.`,
          country: 'sg',
          userName: `forged.${i}`,
          nickName: `Forged ${i}`,
          email: `forged.${i}@example.com`,
          password: TEST_PASSWORD,
        },
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(200);
    const over = await register(10);
    expect(over.statusCode).toBe(429);
  });
});

describe('trusted proxies named by address', () => {
  it('takes X-Forwarded-For only from those proxies: a client reaching the app directly is counted by its own address', async () => {
    const listed = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'], proofsPerMinute: 20 } });
    try {
      const tryFrom = (remoteAddress: string, headers: Record<string, string>) =>
        listed.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          headers,
          payload: { username: 'nobody.here', password: 'Wrong#Password1' },
        });
      await tryFrom(PROXY, throughProxy('203.0.113.80'));
      await tryFrom('198.51.100.9', throughProxy('203.0.113.81'));
      const ips = await listed.asOwner<{ ip: string }>(
        "SELECT ip FROM audit_log WHERE action = 'login_failed' ORDER BY id",
      );
      expect(ips.map((r) => r.ip)).toEqual(['203.0.113.80', '198.51.100.9']);
    } finally {
      await listed.close();
    }
  });
});
