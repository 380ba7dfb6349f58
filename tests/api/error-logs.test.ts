import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { APP_ROLE, openDatabase, type Database } from '../../server/db/client.js';
import { hashToken } from '../../server/platform/sessions.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { withDb } from '../support/net.js';

/**
 * A failed query is logged by its statement and SQLSTATE, never with its values (issue 30, 11):
 * the probe found a 500's log carrying the full SQL of the session lookup and its parameter, the
 * session's token hash — enough to find the session in a copy of the database.
 */
let t: TestApp;
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // An app of its own on the test's database, logging here, with a short statement timeout.
  database = openDatabase(withDb(inject('adminUrl'), t.dbName), {
    max: 2,
    role: APP_ROLE,
    timeouts: { statementMs: 300 },
  });
  app = await buildApp({
    database,
    logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } },
    config: { version: 'test', trustProxy: false, logLevel: 'info', proofsPerMinute: 100_000 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await t.close();
});

interface Entry {
  reqId?: string;
  level: number;
  msg: string;
  err?: { sqlState?: string; statement?: string };
}
const entriesOf = (reqId: string) => lines.map((l) => JSON.parse(l) as Entry).filter((e) => e.reqId === reqId);

describe('the log of a failed query', () => {
  it('keeps the statement, the SQLSTATE and the request id of a 500 and of a 503, and no token hash or parameter', async () => {
    const token = await t.login('admin');
    const secret = hashToken(token);
    const call = (reqId: string) =>
      app.inject({
        url: '/api/jput/tank/getList',
        headers: { authorization: `Bearer ${token}`, 'x-request-id': reqId },
      });

    // The session lookup (its parameter: the token's hash) fails as a defect: a column it reads is gone.
    await t.asOwner('ALTER TABLE users RENAME COLUMN pilot_id TO pilot_id_gone');
    try {
      const failed = await call('log-test-500-0001');
      expect(failed.statusCode).toBe(500);
      expect(failed.json<{ msg: string }>().msg).toContain('log-test-500-0001');
    } finally {
      await t.asOwner('ALTER TABLE users RENAME COLUMN pilot_id_gone TO pilot_id');
    }

    // … and as an outage: the sessions table is locked past the statement timeout.
    const o = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
    await o.connect();
    try {
      await o.query('BEGIN');
      await o.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      expect((await call('log-test-503-0001')).statusCode).toBe(503);
    } finally {
      await o.query('ROLLBACK');
      await o.end();
    }

    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(token);
    expect(all).not.toMatch(/params:/);
    const defect = entriesOf('log-test-500-0001').find((e) => e.msg === 'request failed');
    const outage = entriesOf('log-test-503-0001').find((e) => e.msg === 'unavailable');
    expect(defect?.err).toMatchObject({
      sqlState: '42703',
      statement: expect.stringMatching(/^select sessions b\w{20}$/),
    });
    expect(outage?.err).toMatchObject({
      sqlState: '57014',
      statement: expect.stringMatching(/^select sessions b\w{20}$/),
    });
  });
});
