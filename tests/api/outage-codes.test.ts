import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/app.js';
import { withDb } from '../support/net.js';
import { tcpProxy, type TcpProxy } from '../support/tcpProxy.js';
import { APP_ROLE, openDatabase } from '../../server/db/client.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';

/**
 * Each SQLSTATE class that means "the database is unavailable" (issue 30, 9), raised for real by
 * PostgreSQL: the request answers 503 in the envelope with Retry-After, and the failure is counted
 * under its class in /api/metrics — which also proves which code the request met. The classes that
 * cannot be raised on demand (disk full, out of memory, crash shutdown, I/O errors, serialisation
 * failures) are checked one by one in server/platform/errors.unit.test.ts.
 */
const TOKEN = 'metrics-token-for-outage-codes-01';
const LIST = '/api/jput/tank/getList';

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Runs SQL on the server's maintenance database: the test's own may refuse connections. */
async function onServer(text: string, values?: unknown[]): Promise<void> {
  const c = new pg.Client({ connectionString: inject('adminUrl') });
  await c.connect();
  try {
    await c.query(text, values);
  } finally {
    await c.end();
  }
}

/** A connection of the database's owner to the test's database, for locks held across statements. */
async function ownerOf(dbName: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: withDb(inject('adminUrl'), dbName) });
  await c.connect();
  return c;
}

/**
 * Ends every connection the app opened before this call, and waits until its pool holds only
 * connections opened since (which take the database's new settings). A background task may open
 * one in between and keep it idle for the pool's 30 s, so "the pool is empty" is not the test.
 */
async function dropAppConnections(t: TestApp): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    const since = (await admin.query<{ now: string }>('SELECT clock_timestamp()::text AS now')).rows[0]!.now;
    await until(async () => {
      const ours = `FROM pg_stat_activity WHERE datname = $1 AND application_name = 'berth'`;
      await admin.query(`SELECT pg_terminate_backend(pid) ${ours} AND backend_start < $2`, [t.dbName, since]);
      const { rows } = await admin.query<{ fresh: number }>(`SELECT count(*)::int AS fresh ${ours}`, [t.dbName]);
      return t.database.pool.totalCount === rows[0]!.fresh;
    }, 'the pool to let its connections go');
  } finally {
    await admin.end();
  }
}

/** berth_db_errors_total of one class and outcome. */
async function dbErrors(t: TestApp, sqlClass: string, outcome = 'unavailable'): Promise<number> {
  const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = new RegExp(`^berth_db_errors_total\\{class="${sqlClass}",outcome="${outcome}"\\} (\\d+)$`, 'm');
  return Number(line.exec(res.body)?.[1] ?? 0);
}

async function expectOutage(t: TestApp, token: string, sqlClass: string): Promise<void> {
  const before = await dbErrors(t, sqlClass);
  const res = await t.app.inject({ url: LIST, headers: { authorization: `Bearer ${token}` } });
  expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() as unknown }).toMatchObject(
    {
      status: 503,
      retryAfter: '2',
      body: { code: 503, msg: MESSAGES_EN.server.unavailable, key: 'server.unavailable' },
    },
  );
  expect(await dbErrors(t, sqlClass)).toBe(before + 1);
}

const listAnswers = async (t: TestApp, token: string) => (await t.call({ method: 'GET', url: LIST, token })).status;

describe('on the usual pool', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await onServer(`ALTER DATABASE ${t.dbName} WITH ALLOW_CONNECTIONS true`);
    await t.close();
  });

  it('answers 503 while the database does not allow connections (55000, maintenance), then serves again', async () => {
    await onServer(`ALTER DATABASE ${t.dbName} WITH ALLOW_CONNECTIONS false`);
    try {
      await dropAppConnections(t);
      await expectOutage(t, admin, '55');
    } finally {
      await onServer(`ALTER DATABASE ${t.dbName} WITH ALLOW_CONNECTIONS true`);
    }
    expect(await listAnswers(t, admin)).toBe(200);
  });

  it('answers 503 when an administrator ends the connection of a request in flight (57P01)', async () => {
    const o = await ownerOf(t.dbName);
    try {
      await o.query('BEGIN');
      await o.query('LOCK TABLE tanks IN ACCESS EXCLUSIVE MODE');
      const before = await dbErrors(t, '57');
      const waiting = t.app.inject({ url: LIST, headers: { authorization: `Bearer ${admin}` } });
      await until(
        async () =>
          (
            await o.query(
              `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
               WHERE datname = $1 AND application_name = 'berth' AND wait_event_type = 'Lock'`,
              [t.dbName],
            )
          ).rowCount === 1,
        'the request waiting on the lock',
      );
      const res = await waiting;
      expect({ status: res.statusCode, retryAfter: res.headers['retry-after'] }).toEqual({
        status: 503,
        retryAfter: '2',
      });
      expect(res.json()).toMatchObject({ code: 503, msg: MESSAGES_EN.server.unavailable });
      expect(await dbErrors(t, '57')).toBe(before + 1);
    } finally {
      await o.query('ROLLBACK');
      await o.end();
    }
    expect(await listAnswers(t, admin)).toBe(200);
  });

  it('answers 503 when a lock is not granted within lock_timeout (55P03: a maintenance lock holds the table)', async () => {
    await onServer(`ALTER DATABASE ${t.dbName} SET lock_timeout = '200ms'`);
    const o = await ownerOf(t.dbName);
    try {
      await dropAppConnections(t); // new connections take the database's setting
      await o.query('BEGIN');
      await o.query('LOCK TABLE tanks IN ACCESS EXCLUSIVE MODE');
      await expectOutage(t, admin, '55');
    } finally {
      await o.query('ROLLBACK');
      await o.end();
      await onServer(`ALTER DATABASE ${t.dbName} RESET lock_timeout`);
    }
    expect(await listAnswers(t, admin)).toBe(200);
  });
});

describe('a login role that has used up its connections (53300)', () => {
  const role = `berth_t_login_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    await onServer(`CREATE ROLE ${role} LOGIN PASSWORD 'outage-codes' IN ROLE ${APP_ROLE}`);
    t = await createTestApp({
      config: { metricsToken: TOKEN },
      openDb: (url) => {
        const u = new URL(url);
        u.username = role;
        u.password = 'outage-codes';
        return openDatabase(u.toString(), { max: 4, role: APP_ROLE });
      },
    });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    await onServer(`DROP ROLE IF EXISTS ${role}`);
  });

  it('answers 503 while the connection limit refuses a new connection, then serves again', async () => {
    await onServer(`ALTER ROLE ${role} CONNECTION LIMIT 0`);
    try {
      await dropAppConnections(t);
      await expectOutage(t, admin, '53');
    } finally {
      await onServer(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
    }
    expect(await listAnswers(t, admin)).toBe(200);
  });
});

describe('through a relay, with short timeouts', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    const target = new URL(inject('adminUrl'));
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({
      config: { metricsToken: TOKEN },
      openDb: (url) =>
        openDatabase(proxy.via(url), {
          max: 4,
          role: APP_ROLE,
          timeouts: { connectMs: 800, statementMs: 400, idleInTransactionMs: 2_000 },
        }),
    });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    proxy.refuse(false);
    await t.close();
    await proxy.close();
  });

  it('answers 503 when the statement timeout cancels a statement (57014)', async () => {
    const o = await ownerOf(t.dbName);
    try {
      await o.query('BEGIN');
      await o.query('LOCK TABLE tanks IN ACCESS EXCLUSIVE MODE');
      await expectOutage(t, admin, '57');
    } finally {
      await o.query('ROLLBACK');
      await o.end();
    }
    expect(await listAnswers(t, admin)).toBe(200);
  });

  it('counts a connection the network refuses as class 08', async () => {
    proxy.refuse(true);
    proxy.cutAll();
    try {
      await until(() => t.database.pool.totalCount === 0, 'the pool to let its connections go');
      await expectOutage(t, admin, '08');
    } finally {
      proxy.refuse(false);
    }
    await until(async () => (await listAnswers(t, admin)) === 200, 'serving again');
  });
});
