import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { withDb } from '../support/net.js';
import { tcpProxy, type TcpProxy } from '../support/tcpProxy.js';
import { APP_ROLE, openDatabase } from '../../server/db/client.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';

/**
 * The database drops, stalls or goes away (issue 14, 1, 5 and 6): the process lives, every request
 * answers — 503 in the envelope while PostgreSQL is unavailable — nothing is half-written, and the
 * app carries on when PostgreSQL is back. A process that died here would fail the whole run.
 */
const LIST = '/api/jput/tank/getList';
const UNAVAILABLE = { code: 503, msg: MESSAGES_EN.server.unavailable };
const tank = (n: string) => ({ method: 'POST' as const, url: '/api/tanks', payload: { name: `Tank ${n}`, number: n } });

async function owner(dbName: string) {
  const c = new pg.Client({ connectionString: withDb(inject('adminUrl'), dbName) });
  await c.connect();
  return c;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('connections dropped under write load', () => {
  let t: TestApp;
  let admin: string;
  test.beforeAll(async ({ api, admin: token }) => {
    t = api;
    admin = token;
  });

  it('answers 503 for the writes in flight, keeps the process, writes nothing half and recovers', async () => {
    const o = await owner(t.dbName);
    // The writes wait on a lock inside their transactions, so the termination is sure to hit them there.
    await o.query('BEGIN');
    await o.query('LOCK TABLE tanks IN ACCESS EXCLUSIVE MODE');
    const writes = ['TX1', 'TX2', 'TX3', 'TX4', 'TX5', 'TX6'].map((n) => t.call({ ...tank(n), token: admin }));
    // Read by a second connection: inside the locking transaction the activity view would not change.
    const monitor = await owner(t.dbName);
    const waiting = async () =>
      (
        await monitor.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [t.dbName],
        )
      ).rows[0]!.n;
    await until(async () => (await waiting()) === 6, 'six writes waiting on the lock');
    await o.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE 'berth%'`,
      [t.dbName],
    );
    await o.query('ROLLBACK');
    await monitor.end();
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(answers[0]!.body).toMatchObject(UNAVAILABLE);
    const half = await o.query(`SELECT count(*)::int AS n FROM tanks WHERE number LIKE 'TX%'`);
    const audited = await o.query(`SELECT count(*)::int AS n FROM audit_log WHERE after::text LIKE '%TX%'`);
    await o.end();
    expect([half.rows[0].n, audited.rows[0].n]).toEqual([0, 0]);

    const again = await t.call({ ...tank('TX7'), token: admin });
    expect(again.status).toBe(200);
  });
});

describe('PostgreSQL away, stalled, back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let admin: string;
  beforeAll(async () => {
    const target = new URL(inject('adminUrl'));
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({
      openDb: (url) =>
        openDatabase(proxy.via(url), {
          max: 4,
          role: APP_ROLE,
          timeouts: { connectMs: 800, statementMs: 1_000, idleInTransactionMs: 2_000 },
        }),
    });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await proxy.close();
  });

  it('works as the configured timeouts on every connection', async () => {
    const rows = await t.database.pool.query<{ s: string; i: string }>(
      `SELECT current_setting('statement_timeout') AS s, current_setting('idle_in_transaction_session_timeout') AS i`,
    );
    expect(rows.rows[0]).toEqual({ s: '1s', i: '2s' });
  });

  it('answers 503 in the envelope while the database refuses connections, then recovers', async () => {
    proxy.refuse(true);
    proxy.cutAll();
    for (const req of [
      { method: 'GET' as const, url: '/api/ready' },
      { method: 'POST' as const, url: '/api/login', payload: { username: 'admin', password: 'wrong-but-long' } },
      { method: 'GET' as const, url: LIST, token: admin },
      { ...tank('TY1'), token: admin },
    ]) {
      const res = await t.call(req);
      expect({ url: req.url, status: res.status, body: res.body }).toMatchObject({
        url: req.url,
        status: 503,
        body: UNAVAILABLE,
      });
    }
    proxy.refuse(false);
    await until(async () => (await t.call({ method: 'GET', url: '/api/ready' })).status === 200, 'ready again');
    expect((await t.call({ ...tank('TY2'), token: admin })).status).toBe(200);
  });

  it('says not ready while the network stalls, answers requests with 503 after the statement timeout, and recovers', async () => {
    await t.call({ method: 'GET', url: LIST, token: admin });
    proxy.stall();
    try {
      // The stall never ends while these run: an answer can only come from the app's own timeouts.
      const ready = await t.call({ method: 'GET', url: '/api/ready' });
      expect(ready.status).toBe(503);
      const list = await t.call({ method: 'GET', url: LIST, token: admin });
      expect({ status: list.status, body: list.body }).toMatchObject({ status: 503, body: UNAVAILABLE });
    } finally {
      proxy.resume();
    }
    await until(async () => (await t.call({ method: 'GET', url: '/api/ready' })).status === 200, 'ready again');
    expect((await t.call({ method: 'GET', url: LIST, token: admin })).status).toBe(200);
  });
});

describe('a process that is stopping', () => {
  it('in its grace, says not ready but answers requests, each closing its connection', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.login('admin');
      t.app.draining = true; // what SIGTERM sets at once, before the grace (shutdown.ts)
      const res = await t.app.inject({ url: LIST, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).toBe('close');
      expect((await t.call({ method: 'GET', url: '/api/ready' })).status).toBe(503);
      t.app.draining = false;
      expect((await t.call({ method: 'GET', url: '/api/ready' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('once its listener is closed, answers new requests with 503 in the envelope and Connection: close, but still its metrics', async () => {
    const token = 'metrics-token-for-tests-0123456789';
    const t = await createTestApp({ config: { metricsToken: token } });
    try {
      const admin = await t.login('admin');
      // What the preClose hook sets as the listener closes (shutdown.ts).
      t.app.draining = true;
      t.app.closing = true;
      const res = await t.app.inject({ url: LIST, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(UNAVAILABLE);
      expect(res.headers.connection).toBe('close');
      expect(res.headers['retry-after']).toBe('2');
      expect((await t.call({ method: 'GET', url: '/api/ready' })).status).toBe(503);
      const metrics = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^berth_draining 1$/m);
    } finally {
      await t.close();
    }
  });
});
