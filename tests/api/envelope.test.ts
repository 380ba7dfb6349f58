import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/client.js';
import type { TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';

/**
 * Every answer of /api is `{ code, msg, data }` (issue 31, 11): `data` is there on every refusal,
 * null when there is nothing to show, whatever raised it — a schema, the body parser, the router,
 * the guard, a service, the rate limit or the database.
 */
// One PDF check a minute, so the second is over the limit.
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { verifiesPerMinute: 1 } });

let t: TestApp;
let customer: string;
let logistics: string;
test.beforeAll(async ({ api, tokens }) => {
  t = api;
  customer = tokens.customer;
  logistics = tokens.logistics;
});

const json = { 'content-type': 'application/json' };

async function expectEnvelope(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, msg: expect.any(String) as unknown });
  expect('data' in body, res.body).toBe(true);
  expect(body.data).toBeNull();
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('every refusal of /api carries data: null', () => {
  it.each<[string, number, () => InjectOptions]>([
    ['unreadable JSON', 400, () => ({ method: 'POST', url: '/api/login', headers: json, payload: '{"username":' })],
    ['an empty JSON body', 400, () => ({ method: 'POST', url: '/api/login', headers: json, payload: '' })],
    ['a body its schema refuses', 400, () => ({ method: 'POST', url: '/api/login', payload: { username: 7 } })],
    ['a query its schema refuses', 400, () => ({ url: '/api/tanks/list?pageNum=x', headers: auth(logistics) })],
    ['a route that does not exist', 404, () => ({ url: '/api/no/such/route' })],
    ['no token', 401, () => ({ url: '/api/getInfo' })],
    [
      'a role without the right',
      403,
      () => ({ method: 'POST', url: '/api/tanks', headers: auth(customer), payload: { name: 'T', number: 'T' } }),
    ],
    ['a record that does not exist', 404, () => ({ url: '/api/ships/99999', headers: auth(logistics) })],
    [
      'a body too large',
      413,
      () => ({
        method: 'POST',
        url: '/api/login',
        headers: json,
        payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
      }),
    ],
    [
      'a content type the API does not take',
      415,
      () => ({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
    ],
    [
      'a multipart call without a file',
      400,
      () => ({
        method: 'POST',
        url: '/api/documents/verify',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      }),
    ],
  ])('%s (%i)', async (_what, status, request) => {
    await expectEnvelope(await t.app.inject(request()), status);
  });

  it('a duplicate (409)', async () => {
    const tank = {
      method: 'POST' as const,
      url: '/api/tanks',
      headers: auth(logistics),
      payload: { name: 'Envelope', number: 'ENV-1' },
    };
    expect((await t.app.inject(tank)).statusCode).toBe(200);
    await expectEnvelope(await t.app.inject(tank), 409);
  });

  it('the rate limit (429)', async () => {
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents/verify',
        remoteAddress: '203.0.113.61',
        ...multipart('a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      });
    expect((await verify()).statusCode).not.toBe(429);
    await expectEnvelope(await verify(), 429);
  });

  it('the database unavailable (503)', async () => {
    // A process whose PostgreSQL refuses connections: every call that needs it answers 503.
    const database = openDatabase('postgres://berth@127.0.0.1:1/berth', { timeouts: { connectMs: 2_000 } });
    const app = await buildApp({
      database,
      logger: false,
      config: { version: '9.9.9-test', trustProxy: false, logLevel: 'silent' },
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'customer', password: 'x' },
      });
      await expectEnvelope(res, 503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
