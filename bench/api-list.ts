/**
 * The portal's authenticated list call against a bare Fastify + pg route running the same SQL,
 * on 100k seeded audit rows: autocannon, 50 connections, 10 s each. Prints one JSON line.
 * Uses DATABASE_URL when set (a fresh database is created on that server), else embedded PostgreSQL.
 */
import pg from 'pg';
import {
  benchDatabase,
  CONNECTIONS,
  portalVersusBare,
  runBench,
  SECONDS,
  sql,
  startBare,
  startPortal,
} from './support.js';

const ROWS = 100_000;
// One filtered page with its count, as the audit screen asks for it.
const FILTER = 'action=update&pageNum=3&pageSize=20';
const BARE_SQL = {
  page: `SELECT id, at, user_id, user_name, role, action, entity, entity_id, before, after, ip, request_id
           FROM audit_log WHERE action = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
  count: 'SELECT count(*)::int AS total FROM audit_log WHERE action = $1',
};

/**
 * 100k rows in one statement. The hash chain's trigger is off meanwhile: it updates one head row per
 * insert, which in one transaction costs minutes, and the list call does not read the chain.
 */
async function seedRows(url: string) {
  await sql(url, 'ALTER TABLE audit_log DISABLE TRIGGER audit_chain');
  await sql(
    url,
    `
    INSERT INTO audit_log (at, user_id, user_name, role, action, entity, entity_id, after, ip, request_id)
    SELECT now() - (g || ' seconds')::interval, 1 + g % 14, 'user' || (g % 14), g % 14,
           (ARRAY['login','logout','update','create','lock'])[1 + g % 5], 'nomination', (g % 5000)::text,
           jsonb_build_object('quantity', g), '10.0.0.' || (g % 250), md5(g::text)
    FROM generate_series(1, ${ROWS}) AS g`,
  );
  await sql(url, 'ALTER TABLE audit_log ENABLE TRIGGER audit_chain');
  await sql(url, 'VACUUM ANALYZE audit_log');
}

async function main() {
  const bench = await benchDatabase('bench');
  const { url, database } = bench;
  await seedRows(url);

  const portal = await startPortal(database);

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const bare = await startBare(async (request) => {
    const q = request.query as { action: string; pageNum: string; pageSize: string };
    const size = Number(q.pageSize);
    const [rows, count] = await Promise.all([
      pool.query(BARE_SQL.page, [q.action, size, (Number(q.pageNum) - 1) * size]),
      pool.query(BARE_SQL.count, [q.action]),
    ]);
    return { code: 200, msg: 'success', data: { rows: rows.rows, total: count.rows[0].total } };
  });

  // Warm both paths, then measure each in turn on the same machine.
  const {
    portal: portalRes,
    bare: bareRes,
    ratio,
  } = await portalVersusBare(`${portal.base}/api/auditLog/list?${FILTER}`, portal.headers, `${bare.url}?${FILTER}`);

  await portal.close();
  await bare.close();
  await pool.end();
  await bench.cleanup();

  process.stdout.write(
    `${JSON.stringify({
      bench: 'api-list',
      database: bench.target,
      rows: ROWS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      portal: portalRes,
      bare: bareRes,
      ratio,
      target: 0.8,
    })}\n`,
  );
}

runBench(main);
