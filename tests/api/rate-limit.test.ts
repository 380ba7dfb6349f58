import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
// The real limit, not the suites' generous one.
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern; it needs none.
test.override('appOptions', async ({}) => ({ config: { proofsPerMinute: 20 } }));
test.beforeAll(async ({ api }) => {
  t = api;
});

const tryLogin = (username: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { username, password: 'Wrong#Password1' },
  });

describe('sign-in limits (shared by every API process, in PostgreSQL)', () => {
  it('lets one address try 20 passwords a minute, then answers 429 with Retry-After, whatever the names', async () => {
    for (let i = 0; i < 20; i++) expect((await tryLogin(`spray${i}`)).statusCode).toBe(401);
    const over = await tryLogin('spray20');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 429, msg: MESSAGES_EN.server.tooMany, data: null });
    // Another address is not held back; the first one is free again after the minute.
    expect((await tryLogin('spray21', '203.0.113.8')).statusCode).toBe(401);
    t.clock.advance(61_000);
    expect((await tryLogin('spray22')).statusCode).toBe(401);
    const rows = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'proof-ip:%'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('lets one account be tried 20 times a minute from any number of addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await tryLogin('nobody.here', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    expect((await tryLogin('nobody.here', '198.51.100.99')).statusCode).toBe(429);
  });
});
