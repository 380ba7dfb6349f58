/**
 * The nomination list (terminal scope, several statuses and a search) over 100k nominations against
 * a bare Fastify + pg route running the very same SQL: autocannon, 50 connections, 10 s each.
 * Prints one JSON line. Uses DATABASE_URL when set, else embedded PostgreSQL.
 */
import pg from 'pg';
import { nominationListQuery } from '../contract/schemas/nominations.js';
import { listStatements } from '../server/modules/nominations/nominations.repository.js';
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
const QUERY = `statusString=${encodeURIComponent('Pending Jetty Information,Jetty Assigned,Booked,Completed')}&searchValue=Barge%2001&pageNum=2&pageSize=20`;

async function seedRows(url: string) {
  await sql(
    url,
    `
    INSERT INTO ships (name, imo, loa, kind, company_id)
    SELECT 'Barge ' || lpad(g::text, 3, '0'), (2000000 + g)::text, 40 + g % 90, 'barge', (SELECT id FROM companies WHERE code = 'HARBOURLINK')
    FROM generate_series(1, 500) AS g`,
  );
  await sql(
    url,
    `
    INSERT INTO nominations (company_id, barge_id, product_id, tank_id, quantity, nominated_qty_max, barge_readiness_time, eta, status,
                             created_by, created_at, updated_at, berth_id, estimated_berth_time, duration_hours)
    SELECT (SELECT id FROM companies WHERE code = 'STRAITS'),
           (SELECT id FROM ships WHERE imo = (2000001 + g % 500)::text),
           (SELECT min(id) FROM products) + g % 4, NULL, 500 + g % 4000, 5000,
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
           (ARRAY['Created','Pending Approval','Pending Jetty Information','Jetty Assigned','Booked','Completed','Cancelled',
                  'Pending Barge Readiness Time'])[1 + g % 8]::nomination_status,
           (SELECT id FROM users WHERE user_name = 'customer'), now() - (g || ' minutes')::interval, now(),
           CASE WHEN g % 8 IN (3, 4, 5) THEN (SELECT min(id) FROM berths) + g % 4 END,
           CASE WHEN g % 8 IN (3, 4, 5) THEN now() - (g || ' minutes')::interval END,
           CASE WHEN g % 8 IN (3, 4, 5) THEN 3 END
    FROM generate_series(1, ${ROWS}) AS g`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

async function main() {
  const bench = await benchDatabase('nominations');
  const { url, database } = bench;
  await seedRows(url);

  const portal = await startPortal(database);

  // The exact statements the portal runs for this caller and query.
  const principal = {
    id: 0,
    userName: 'logistics',
    nickName: '',
    userType: 1,
    role: 1,
    companyId: null,
    shipId: null,
    sessionId: 0,
  };
  const q = nominationListQuery.parse(Object.fromEntries(new URLSearchParams(QUERY)));
  const statements = listStatements(database.db, principal, q);
  const page = statements.page.toSQL();
  const count = statements.count.toSQL();

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const offset = (q.pageNum - 1) * q.pageSize;
  // The same rule as the portal: no count when a short page tells the total.
  const bare = await startBare(async () => {
    const rows = await pool.query(page.sql, page.params);
    const short = rows.rows.length < q.pageSize && (q.pageNum === 1 || rows.rows.length > 0);
    const total = short ? offset + rows.rows.length : (await pool.query(count.sql, count.params)).rows[0].total;
    return { code: 200, msg: 'success', data: { rows: rows.rows, total } };
  });

  const portalUrl = `${portal.base}/api/jput/nomination/list/?${QUERY}`;
  const check = await fetch(portalUrl, { headers: portal.headers });
  const body = (await check.json()) as { data: { rows: unknown[]; total: number } };
  if (check.status !== 200 || body.data.rows.length !== 20)
    throw new Error(`portal answered ${check.status} with ${body.data.rows.length} rows`);

  const { portal: portalRes, bare: bareRes, ratio } = await portalVersusBare(portalUrl, portal.headers, bare.url);

  await portal.close();
  await bare.close();
  await pool.end();
  await bench.cleanup();

  process.stdout.write(
    `${JSON.stringify({
      bench: 'nominations',
      database: bench.target,
      rows: ROWS,
      matching: body.data.total,
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
