import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

/** What operators watch (issue 14, 9): Prometheus metrics behind a token, and logs that keep request ids. */
const TOKEN = 'metrics-token-for-tests-0123456789';
test.override('appOptions', { config: { metricsToken: TOKEN } });
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
