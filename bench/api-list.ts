/**
 * The portal's authenticated list call against a bare Fastify + pg route running the same SQL,
 * on 100k seeded audit rows: autocannon, 50 connections, 10 s each. Prints one JSON line.
 * Uses DATABASE_URL when set (a fresh database is created on that server), else embedded PostgreSQL.
 */
import Fastify from 'fastify';
import autocannon from 'autocannon';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { ensureDatabase, openDatabase } from '../server/db/client.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/db/seed.js';

const ROWS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PASSWORD = 'Bench#Password2026';
// One filtered page with its count, as the audit screen asks for it.
const FILTER = 'action=update&pageNum=3&pageSize=20';
const BARE_SQL = {
  page: `SELECT id, at, user_id, user_name, role, action, entity, entity_id, before, after, ip, request_id
           FROM audit_log WHERE action = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
  count: 'SELECT count(*)::int AS total FROM audit_log WHERE action = $1',
};

async function seedRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    INSERT INTO audit_log (at, user_id, user_name, role, action, entity, entity_id, after, ip, request_id)
    SELECT now() - (g || ' seconds')::interval, 1 + g % 14, 'user' || (g % 14), g % 14,
           (ARRAY['login','logout','update','create','lock'])[1 + g % 5], 'nomination', (g % 5000)::text,
           jsonb_build_object('quantity', g), '10.0.0.' || (g % 250), md5(g::text)
    FROM generate_series(1, ${ROWS}) AS g`);
  await client.query('VACUUM ANALYZE audit_log');
  await client.end();
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  let url: string;
  const dbName = `berth_bench_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
  } else {
    dir = mkdtempSync(join(tmpdir(), 'berth-bench-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port: 54000 + Math.floor(Math.random() * 900) });
    stopEmbedded = embedded.stop;
    url = embedded.url.replace(/\/postgres$/, `/${dbName}`);
  }
  await ensureDatabase(url);
  const database = openDatabase(url, 20);
  await runMigrations(database.db);
  await seedDemo(database.db, PASSWORD);
  await seedRows(url);

  const portal = await buildApp({ database, logger: false, config: { version: 'bench', trustProxy: false, logLevel: 'silent' } });
  await portal.listen({ port: 0, host: '127.0.0.1' });
  const portalPort = (portal.server.address() as { port: number }).port;
  const login = await portal.inject({ method: 'POST', url: '/api/login', payload: { username: 'logistics', password: PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async (request) => {
    const q = request.query as { action: string; pageNum: string; pageSize: string };
    const size = Number(q.pageSize);
    const [rows, count] = await Promise.all([
      pool.query(BARE_SQL.page, [q.action, size, (Number(q.pageNum) - 1) * size]),
      pool.query(BARE_SQL.count, [q.action]),
    ]);
    return { code: 200, msg: 'success', data: { rows: rows.rows, total: count.rows[0].total } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  // Warm both paths, then measure each in turn on the same machine.
  await load(`http://127.0.0.1:${portalPort}/api/auditLog/list?${FILTER}`, { authorization: `Bearer ${token}` });
  await load(`http://127.0.0.1:${barePort}/bare?${FILTER}`, {});
  const portalRes = await load(`http://127.0.0.1:${portalPort}/api/auditLog/list?${FILTER}`, { authorization: `Bearer ${token}` });
  const bareRes = await load(`http://127.0.0.1:${barePort}/bare?${FILTER}`, {});

  await portal.close();
  await bare.close();
  await pool.end();
  await database.close();
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
  await stopEmbedded?.();
  if (dir) rmSync(dir, { recursive: true, force: true });

  process.stdout.write(`${JSON.stringify({
    bench: 'api-list',
    database: process.env.DATABASE_URL ? 'external' : 'embedded',
    rows: ROWS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    portal: portalRes,
    bare: bareRes,
    ratio: Number((portalRes.reqPerSec / bareRes.reqPerSec).toFixed(3)),
    target: 0.8,
  })}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
