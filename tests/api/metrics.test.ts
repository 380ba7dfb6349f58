import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';

/** What operators watch (issue 14, 9): Prometheus metrics behind a token, and logs that keep request ids. */
const TOKEN = 'metrics-token-for-tests-0123456789';
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', { config: { metricsToken: TOKEN } });
let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses callers without the token', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const admin = await t.login('admin');
    expect(
      (await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${admin}` } })).statusCode,
    ).toBe(401);
  });

  it('counts requests by route pattern and status, times them, and shows the pool, streams and jobs', async () => {
    const admin = await t.login('admin');
    await t.call({ method: 'GET', url: '/api/jput/tank/getList', token: admin });
    await t.call({ method: 'GET', url: '/api/tanks/999999', token: admin });
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/berth_http_requests_total\{method="GET",route="\/api\/jput\/tank\/getList",status="200"\} 1/);
    expect(text).toMatch(/berth_http_requests_total\{method="GET",route="\/api\/tanks\/:id",status="404"\} 1/);
    expect(text).toMatch(
      /berth_http_request_duration_seconds_count\{method="GET",route="\/api\/jput\/tank\/getList"\} 1/,
    );
    expect(text).toMatch(/berth_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/berth_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/berth_live_streams 0/);
    expect(text).toMatch(/berth_planner_jobs\{state="queued"\} 0/);
    expect(text).toMatch(/berth_process_resident_memory_bytes \d+/);
  });
});

/** The value of one series of a scrape (the first when several match). */
async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}
const valueOf = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
};
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the series of issue 30', () => {
  it('counts database failures answered by SQLSTATE class and outcome', async () => {
    const admin = await t.login('admin');
    const series = 'berth_db_errors_total{class="42",outcome="internal"}';
    const before = valueOf(await scrape(), series);
    // A defect: the list reads a column that is gone (42703, undefined column).
    await t.asOwner('ALTER TABLE tanks RENAME COLUMN number TO number_gone');
    try {
      expect((await t.call({ method: 'GET', url: '/api/jput/tank/getList', token: admin })).status).toBe(500);
    } finally {
      await t.asOwner('ALTER TABLE tanks RENAME COLUMN number_gone TO number');
    }
    expect(valueOf(await scrape(), series)).toBe((Number.isNaN(before) ? 0 : before) + 1);
  });

  it('counts changes answered again from their Idempotency-Key', async () => {
    const admin = await t.login('admin');
    const before = valueOf(await scrape(), 'berth_idempotent_replays_total');
    // The series is there, a whole count (NaN when missing): the exact figure is checked below as before + 2.
    expect(Number.isInteger(before)).toBe(true);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tanks',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'metrics-replay-0001' },
        payload: { name: 'Tank MR1', number: 'MR1' },
      });
    expect((await create()).statusCode).toBe(200);
    expect((await create()).headers['idempotent-replayed']).toBe('true');
    expect((await create()).headers['idempotent-replayed']).toBe('true');
    expect(valueOf(await scrape(), 'berth_idempotent_replays_total')).toBe(before + 2);
  });

  it("shows the notification listener's connection and counts its reconnects", async () => {
    const text = await scrape();
    expect(valueOf(text, 'berth_notification_listener_connected')).toBe(1);
    const before = valueOf(text, 'berth_notification_listener_reconnects_total');
    await t.asOwner(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'berth-listen'`,
      [t.dbName],
    );
    // It tries again after a second.
    await until(
      async () => valueOf(await scrape(), 'berth_notification_listener_reconnects_total') === before + 1,
      'the listener to reconnect',
    );
    expect(valueOf(await scrape(), 'berth_notification_listener_connected')).toBe(1);
  });

  it('shows the audit rows waiting to be sealed', async () => {
    const admin = await t.login('admin');
    await until(async () => valueOf(await scrape(), 'berth_audit_unsealed_rows') === 0, 'the sealer to catch up');
    // The sealer's lock held elsewhere (another process sealing): the new rows wait.
    const { default: pg } = await import('pg');
    const { withDb } = await import('../support/net.js');
    const { inject } = await import('vitest');
    const holder = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(727003)');
      for (const n of ['MA1', 'MA2'])
        await t.ok({ method: 'POST', url: '/api/tanks', token: admin, payload: { name: `Tank ${n}`, number: n } });
      expect(valueOf(await scrape(), 'berth_audit_unsealed_rows')).toBeGreaterThanOrEqual(2);
    } finally {
      await holder.end();
    }
    await until(async () => valueOf(await scrape(), 'berth_audit_unsealed_rows') === 0, 'the sealer to seal them');
  });

  it('is scraped while the process drains before it stops, and says so', async () => {
    const { buildApp } = await import('../../server/app.js');
    const { stopGracefully } = await import('../../server/platform/shutdown.js');
    const app = await buildApp({
      database: t.database,
      logger: false,
      config: { version: 'test', trustProxy: false, logLevel: 'silent', metricsToken: TOKEN },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stopping = stopGracefully(app, { graceMs: 1_500, drainMs: 1_000 });
    try {
      const res = await fetch(`${address}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(valueOf(text, 'berth_draining')).toBe(1);
      expect(valueOf(text, 'berth_notification_listener_connected')).toBe(1);
      expect(Number.isInteger(valueOf(text, 'berth_audit_unsealed_rows'))).toBe(true);
      expect((await fetch(`${address}/api/ready`)).status).toBe(503);
    } finally {
      await stopping;
    }
  });
});

describe('structured logs', () => {
  it("keep the load balancer's request id on every line of a request, failures included", async () => {
    const lines: string[] = [];
    // A second app on the same database, logging here.
    const { buildApp } = await import('../../server/app.js');
    const app = await buildApp({
      database: t.database,
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } },
      config: { version: 'test', trustProxy: false, logLevel: 'info', proofsPerMinute: 100_000 },
    });
    await app.ready();
    await app.inject({ url: '/api/tanks/1', headers: { 'x-request-id': 'lb-request-0001' } });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-request-id': 'lb-request-0002' },
      payload: { username: 'admin', password: 'not the password' },
    });
    await app.close();
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    const first = entries.filter((e) => e.reqId === 'lb-request-0001');
    const second = entries.filter((e) => e.reqId === 'lb-request-0002');
    expect(first.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(second.map((e) => e.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request refused', 'request completed']),
    );
  });
});
