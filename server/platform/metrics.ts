import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { unauthorized } from './errors.js';
import type { Db } from '../db/client.js';

/** Audit rows not yet chained (modules/audit's count, handed in by app.ts: platform imports no module). */
type UnsealedAuditRows = (db: Db, timeoutMs: number) => Promise<number>;

/** How long a scrape waits for the audit backlog's count. */
const AUDIT_QUERY_MS = 1_000;

/** The promise's value, or a rejection after `ms`. */
function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/metrics` in Prometheus's text format, for operators (docs/operations.md): requests and
 * their latency by route, the database pool and its failures by SQLSTATE class, live streams and
 * their LISTEN connection, the planner's jobs, idempotent replays, the audit sealing backlog and
 * Node's own figures. It answers while the process drains (shutdown.ts lets it through), so that
 * `berth_draining 1` can be seen. Served only when METRICS_TOKEN is set, to callers that present it as a bearer token.
 * Without it nothing is registered: no route (404), no per-request hook, no collectors.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  unsealedAuditRows: UnsealedAuditRows,
): void {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'berth_' });
  const requests = new Counter({
    name: 'berth_http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'berth_http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.pool;
  new Gauge({
    name: 'berth_db_pool_connections',
    help: 'Database connections of this process: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'berth_live_streams',
    help: 'Open notification streams of this process',
    registers: [registry],
    collect() {
      this.set(app.notificationHub.size);
    },
  });
  new Gauge({
    name: 'berth_planner_jobs',
    help: 'Planner jobs: running in its worker thread, and queued behind',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, queued } = app.planner.load();
      this.set({ state: 'running' }, running);
      this.set({ state: 'queued' }, queued);
    },
  });
  new Counter({
    name: 'berth_db_errors_total',
    help: 'Database failures answered, by SQLSTATE class (08 also for a failed connection) and outcome: unavailable (503), client (4xx), internal (500)',
    labelNames: ['class', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const e of app.databaseErrors.entries()) this.inc({ class: e.sqlClass, outcome: e.outcome }, e.count);
    },
  });
  new Counter({
    name: 'berth_idempotent_replays_total',
    help: 'Changes sent again with their Idempotency-Key and answered with the first answer',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.idempotencyReplays.count);
    },
  });
  new Gauge({
    name: 'berth_notification_listener_connected',
    help: "1 while this process's LISTEN connection for live notifications is up, 0 while it reconnects",
    registers: [registry],
    collect() {
      this.set(app.notificationHub.listener?.connected ? 1 : 0);
    },
  });
  new Counter({
    name: 'berth_notification_listener_reconnects_total',
    help: 'Times the LISTEN connection was made again after it was lost',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.notificationHub.listener?.reconnects ?? 0);
    },
  });
  new Gauge({
    name: 'berth_audit_unsealed_rows',
    help: 'Audit rows not yet chained by the sealer (NaN when the database did not answer within a second)',
    registers: [registry],
    async collect() {
      // A scrape while the database is away must still answer, with the other series.
      this.set(await withTimeout(unsealedAuditRows(app.db, AUDIT_QUERY_MS), AUDIT_QUERY_MS).catch(() => NaN));
    },
  });
  new Gauge({
    name: 'berth_draining',
    help: '1 while the process is stopping',
    registers: [registry],
    collect() {
      this.set(app.draining ? 1 : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw address: ids and queries would make a series per record.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get(
    '/api/metrics',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Prometheus metrics (METRICS_TOKEN)', hide: true },
    },
    async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}
