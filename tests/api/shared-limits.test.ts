import { afterAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import { buildApp } from '../../server/app.js';
import { APP_ROLE, openDatabase } from '../../server/db/client.js';
import type { TestApp } from '../support/app.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { test as apiTest } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { withDb } from '../support/net.js';
import { HOUR } from '../../contract/time.js';

// Both processes check PDFs with the same, reachable limit; the rest keep their real ones.
const VERIFIES = 10;
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { verifiesPerMinute: VERIFIES } });

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };

/** A second API process on the same database and clock, as a load balancer spreads calls over several. */
async function secondProcess(): Promise<typeof other> {
  const database = openDatabase(withDb(inject('adminUrl'), t.dbName), { max: 4, role: APP_ROLE });
  const app = await buildApp({
    database,
    clock: () => t.clock.now,
    logger: false,
    config: { version: '9.9.9-test', trustProxy: false, logLevel: 'silent', verifiesPerMinute: VERIFIES },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

test.beforeAll(async ({ api }) => {
  t = api;
  other = await secondProcess();
});
afterAll(async () => {
  await other?.close();
});

const registration = (i: number): InjectOptions => ({
  method: 'POST',
  url: '/api/register',
  payload: {
    kind: 'customer',
    companyName: `Spread Shipping ${i} Pte. Ltd.`,
    country: 'sg',
    userName: `spread.${i}`,
    nickName: `Spread ${i}`,
    email: `spread.${i}@example.com`,
    password: TEST_PASSWORD,
  },
});
const verification = (): InjectOptions => ({
  method: 'POST',
  url: '/api/documents/verify',
  ...multipart('x.pdf', Buffer.from('x')),
});
const codeRequest = (): InjectOptions => ({ method: 'GET', url: '/api/bargeAuthCode?username=nobody.barge' });
const partnerExchange = (i: number): InjectOptions => ({ method: 'GET', url: `/api/mvpAuthCode?code=forged${i}` });

/**
 * Sends `limit` calls from one address, the first `first` through this process and the rest through
 * the other; then one more through each, and one from another address.
 */
async function spread(call: (i: number) => InjectOptions, limit: number, first: number, from: string) {
  const within: number[] = [];
  for (let i = 0; i < limit; i++) {
    const app = i < first ? t.app : other.app;
    within.push((await app.inject({ ...call(i), remoteAddress: from })).statusCode);
  }
  const over = [
    await other.app.inject({ ...call(limit), remoteAddress: from }),
    await t.app.inject({ ...call(limit + 1), remoteAddress: from }),
  ];
  const elsewhere = await other.app.inject({ ...call(limit + 2), remoteAddress: '198.51.100.200' });
  return { within, over, elsewhere };
}

const expectTooMany = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 429, msg: MESSAGES_EN.server.tooMany, data: null });
};

describe('the public limits hold for all API processes together (counted in PostgreSQL)', () => {
  it('takes 10 registrations an hour from one address across two processes: 6 through one and 4 through the other, then 429 on both', async () => {
    const { within, over, elsewhere } = await spread(registration, 10, 6, '203.0.113.101');
    expect(within).toEqual(Array(10).fill(200));
    over.forEach(expectTooMany);
    expect(elsewhere.statusCode).toBe(200);
    // The hour ends for both processes at once.
    t.clock.advance(HOUR);
    expect((await other.app.inject({ ...registration(20), remoteAddress: '203.0.113.101' })).statusCode).toBe(200);
  });

  it('takes the configured number of PDF checks a minute from one address across two processes, then 429 on both', async () => {
    const { within, over, elsewhere } = await spread(verification, VERIFIES, 6, '203.0.113.102');
    // A file that is none of ours is checked all the same (200, "not found").
    expect(within).toEqual(Array(VERIFIES).fill(200));
    over.forEach(expectTooMany);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('takes 20 barge code requests an hour from one address across two processes, then 429 on both', async () => {
    const { within, over, elsewhere } = await spread(codeRequest, 20, 11, '203.0.113.103');
    expect(within).toEqual(Array(20).fill(200));
    over.forEach(expectTooMany);
    expect(elsewhere.statusCode).toBe(200);
  });

  it("takes 60 partner servers' signed code exchanges in 10 minutes from one address across two processes, then 429 on both", async () => {
    const { within, over, elsewhere } = await spread(partnerExchange, 60, 31, '203.0.113.104');
    // Unsigned, each costs a refusal (401) until the limit, then not even that.
    expect(within).toEqual(Array(60).fill(401));
    over.forEach(expectTooMany);
    expect(elsewhere.statusCode).toBe(401);
  });
});
