import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import type { TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';

let t: TestApp;
// The real failure limit, not the suites' generous one; a ceiling on every try low enough to reach.
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { proofsPerMinute: 20, proofAttemptsPerMinute: 30 } });
test.beforeAll(async ({ api }) => {
  t = api;
});

const signIn = (username: string, remoteAddress: string, password = 'Wrong#Password1') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

const expectTooMany = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 429, msg: MESSAGES_EN.server.tooMany, data: null });
};

describe('sign-in limits count failures (shared by every API process, in PostgreSQL)', () => {
  it('lets one user sign in 30 times in a minute from one address: successes are not held against the limits', async () => {
    for (let i = 0; i < 30; i++) expect((await signIn('customer', '203.0.113.20', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets one address fail 20 times a minute, then answers 429 with Retry-After, whatever the names', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(`spray${i}`, '203.0.113.7')).statusCode).toBe(401);
    expectTooMany(await signIn('spray20', '203.0.113.7'));
    // Until the minute ends, even the right password; another address is not held back.
    expectTooMany(await signIn('companyadmin', '203.0.113.7', TEST_PASSWORD));
    expect((await signIn('spray21', '203.0.113.8')).statusCode).toBe(401);
    t.clock.advance(61_000);
    expect((await signIn('spray22', '203.0.113.7')).statusCode).toBe(401);
    const rows = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'proof-ip:%'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('lets one account fail 20 times a minute from any number of addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn('nobody.here', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    expectTooMany(await signIn('nobody.here', '198.51.100.99'));
  });

  it('keeps the whole failure allowance for an address whose sign-ins succeed in between', async () => {
    const from = '203.0.113.30';
    for (let i = 0; i < 19; i++) expect((await signIn(`typo${i}`, from)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn('surveyor', from, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('typo19', from)).statusCode).toBe(401);
    expectTooMany(await signIn('typo20', from));
  });

  it('counts failures on every sign-in route together: a barge code after 20 wrong passwords is refused', async () => {
    const from = '203.0.113.40';
    for (let i = 0; i < 20; i++) expect((await signIn(`mixed${i}`, from)).statusCode).toBe(401);
    const barge = await t.app.inject({
      method: 'POST',
      url: '/api/bargeLogin',
      remoteAddress: from,
      payload: { username: 'barge', code: '123456' },
    });
    expectTooMany(barge);
  });

  it('lets exactly 20 of a burst of parallel wrong passwords through to be tried', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(`burst${i}`, '203.0.113.50')));
    // Each try is counted by one atomic statement before it is tried: no two see the same count.
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('caps every try of one address, successes included, at the ceiling', async () => {
    const from = '203.0.113.60';
    for (let i = 0; i < 30; i++) expect((await signIn('loadingmaster', from, TEST_PASSWORD)).statusCode).toBe(200);
    expectTooMany(await signIn('loadingmaster', from, TEST_PASSWORD));
    t.clock.advance(61_000);
    expect((await signIn('loadingmaster', from, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
