/**
 * The portal's authenticated list call against a bare Fastify + pg route running the same SQL as
 * named prepared statements (parsed and planned once per connection: the best this hardware does),
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
// The same rows as the portal: hidden nominations' rows left out (DECISIONS.md §9).
const VISIBLE = 'NOT (coalesce(nomination_id, 0) = ANY (ARRAY(SELECT id FROM nominations WHERE hide_from_terminal)))';
const BARE_SQL = {
  page: `SELECT id, at, user_id, user_name, role, action, entity, entity_id, before, after, ip, request_id
           FROM audit_log WHERE action = $1 AND ${VISIBLE} ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
  count: `SELECT count(*)::int AS total FROM audit_log WHERE action = $1 AND ${VISIBLE}`,
};

/** 100k rows in one statement, sealed into the chain and vacuumed before anything is measured. */
async function seedRows(url: string) {
  await sql(
    url,
    `
    INSERT INTO audit_log (at, user_id, user_name, role, action, entity, entity_id, after, ip, request_id)
    SELECT now() - (g || ' seconds')::interval, 1 + g % 14, 'user' || (g % 14), g % 14,
           (ARRAY['login','logout','update','create','lock'])[1 + g % 5], 'nomination', (g % 5000)::text,
           jsonb_build_object('quantity', g), '10.0.0.' || (g % 250), md5(g::text)
    FROM generate_series(1, ${ROWS}) AS g`,
  );
  await sql(url, 'DO $$ BEGIN WHILE audit_seal(5000) = 5000 LOOP END LOOP; END $$');
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
      pool.query({ name: 'page', text: BARE_SQL.page, values: [q.action, size, (Number(q.pageNum) - 1) * size] }),
      pool.query({ name: 'count', text: BARE_SQL.count, values: [q.action] }),
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
