/**
 * The ship vetting list (issue 16) as terminal logistics opens it, over 100k vettings of 500 ships,
 * against its floor: a bare Fastify + pg route with a named prepared statement, the page read by the
 * (updated_at, id) index and joined to its ships and companies, the count as an uncorrelated
 * subquery in the same round trip. Both serve the
 * same rows. autocannon in its own process, 50 connections, rounds interleaved. Prints one JSON
 * line: requests per second, p99, and the ratios portal/floor (target ≥ 0.8) and p99 portal/floor.
 * DATABASE_URL when set, else an embedded PostgreSQL.
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
const FLOOR = {
  rows: `SELECT v.id, v.ship_id, s.name AS ship_name, s.imo, s.kind AS ship_kind, c.name AS company_name, v.status,
                v.operation, v.eta, v.updated_at, v.expires_at, v.status IN (1, 3) AS waiting,
                (SELECT count(*)::int FROM ship_vettings cv WHERE cv.status <> 0) AS total
           FROM ship_vettings v JOIN ships s ON s.id = v.ship_id JOIN companies c ON c.id = v.company_id
          WHERE v.status <> 0
          ORDER BY v.updated_at DESC, v.id DESC LIMIT $1 OFFSET $2`,
};

async function seedRows(url: string) {
  await sql(
    url,
    `INSERT INTO ships (name, imo, loa, kind, company_id)
     SELECT 'Vetted ' || lpad(g::text, 3, '0'), (3000000 + g)::text, 40 + g % 110, 'vessel',
            (SELECT id FROM companies WHERE code = 'STRAITS')
       FROM generate_series(1, 500) AS g`,
  );
  // Every status but the draft the terminal never sees, a tenth of them each; none decided, so the
  // rows are written in one statement (the decided-vetting trigger guards updates only).
  await sql(
    url,
    `INSERT INTO ship_vettings (ship_id, company_id, status, operation, product_ids, eta, created_by, created_at,
                                submitted_at, updated_at, expires_at)
     SELECT (SELECT min(id) FROM ships WHERE imo LIKE '3%') + g % 500,
            (SELECT id FROM companies WHERE code = 'STRAITS'), 1 + g % 10,
            (ARRAY['load', 'discharge'])[1 + g % 2]::vetting_operation, ARRAY[(SELECT min(id) FROM products)],
            now() + (g % 30 || ' days')::interval, (SELECT id FROM users WHERE user_name = 'customer'),
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
            CASE WHEN 1 + g % 10 = 6 THEN now() + interval '200 days' END
       FROM generate_series(1, ${ROWS}) AS g`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

async function main() {
  const bench = await benchDatabase('vetting');
  const { url, database } = bench;
  await seedRows(url);
  const portal = await startPortal(database);

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const pageSize = 20;
  const bare = await startBare(async () => {
    const rows = (await pool.query({ name: 'rows', text: FLOOR.rows, values: [pageSize, 0] })).rows;
    return { code: 200, msg: 'success', data: { rows, total: rows[0]?.total ?? 0 } };
  });
  const floorCheck = (await (await fetch(bare.url)).json()) as { data: { rows: { id: number }[]; total: number } };

  const portalUrl = `${portal.base}/api/shipVettings/list?pageNum=1&pageSize=${pageSize}`;
  const check = await fetch(portalUrl, { headers: portal.headers });
  const body = (await check.json()) as { data: { rows: { id: number }[]; total: number } };
  if (check.status !== 200 || body.data.rows.length !== pageSize)
    throw new Error(`portal answered ${check.status} with ${body.data.rows?.length} rows`);
  if (
    floorCheck.data.total !== body.data.total ||
    floorCheck.data.rows.map((r) => r.id).join() !== body.data.rows.map((r) => r.id).join()
  )
    throw new Error(`the floor found ${floorCheck.data.total}, the portal ${body.data.total}`);

  const {
    portal: portalRes,
    bare: bareRes,
    ratio,
    p99Ratio,
  } = await portalVersusBare(portalUrl, portal.headers, bare.url);

  await portal.close();
  await bare.close();
  await pool.end();
  await bench.cleanup();

  process.stdout.write(
    `${JSON.stringify({
      bench: 'vetting',
      database: bench.target,
      rows: ROWS,
      matching: body.data.total,
      connections: CONNECTIONS,
      seconds: SECONDS,
      portal: portalRes,
      floor: bareRes,
      ratio,
      target: 0.8,
      p99Ratio,
    })}\n`,
  );
}

runBench(main);
