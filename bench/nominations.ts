/**
 * The nomination list (terminal scope, several statuses and a search) over 100k nominations, 1,000
 * matching, against its floor: a bare Fastify + pg route with the best query shape this hardware
 * allows (issue 14, 10) — the search's barges, companies and products looked up first and passed as
 * arrays, the custom code by its trigram index, named prepared statements, the page's ids found on
 * the nominations table alone and then only those rows joined, by an id array (a statement planned
 * once per connection). Both serve the same rows. autocannon in its own
 * process, 50 connections, rounds interleaved. Prints one JSON line: requests per second, p99, and
 * the ratios portal/floor (target ≥ 0.8) and p99 portal/floor (target ≤ 2). DATABASE_URL when set,
 * else an embedded PostgreSQL.
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
const STATUSES = ['Pending Jetty Information', 'Jetty Assigned', 'Booked', 'Completed'];
const SEARCH = 'Barge 01';
const QUERY = `statusString=${encodeURIComponent(STATUSES.join(','))}&searchValue=${encodeURIComponent(SEARCH)}&pageNum=2&pageSize=20`;

/** What the floor runs: four named statements. */
const WHERE = `n.hide_from_terminal = false AND n.status = ANY($1::nomination_status[])
  AND (n.barge_id = ANY($2::int[]) OR n.company_id = ANY($3::int[]) OR n.product_id = ANY($4::int[]) OR n.custom_code ILIKE $5)`;
const FLOOR = {
  lookup: `SELECT ARRAY(SELECT id FROM ships WHERE name ILIKE $1 OR imo ILIKE $1) AS ships,
                  ARRAY(SELECT id FROM companies WHERE name ILIKE $1) AS companies,
                  ARRAY(SELECT id FROM products WHERE name ILIKE $1) AS products`,
  ids: `SELECT n.id FROM nominations n WHERE ${WHERE} ORDER BY n.created_at DESC, n.id DESC LIMIT $6 OFFSET $7`,
  rows: `SELECT n.*, c.name AS company_name, s.name AS barge_name, s.imo AS barge_imo, s.loa AS barge_loa,
           s.company_id AS barge_company_id, p.name AS product_name, t.number AS tank_number, pi.name AS pilot_name,
           b.jetty_id, j.number AS jetty_number, b.name AS berth_name,
           (SELECT coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name) ORDER BY sc.name), '[]'::json)
              FROM nomination_surveyors ns JOIN companies sc ON sc.id = ns.company_id WHERE ns.nomination_id = n.id) AS surveyors,
           (SELECT count(*)::int FROM change_requests cr WHERE cr.nomination_id = n.id AND cr.status = 'Pending') AS pending_requests,
           (SELECT coalesce(json_agg(json_build_object('id', d.id, 'type', d.type, 'number', d.number, 'status', d.status,
                   'makerType', mu.user_type, 'makerCompanyId', mu.company_id)), '[]'::json)
              FROM documents d JOIN users mu ON mu.id = d.created_by WHERE d.nomination_id = n.id) AS document_links
         FROM nominations n
         JOIN companies c ON c.id = n.company_id JOIN ships s ON s.id = n.barge_id JOIN products p ON p.id = n.product_id
         LEFT JOIN tanks t ON t.id = n.tank_id LEFT JOIN pilots pi ON pi.id = n.pilot_id
         LEFT JOIN berths b ON b.id = n.berth_id LEFT JOIN jetties j ON j.id = b.jetty_id
         WHERE n.id = ANY($1::int[])
         ORDER BY n.created_at DESC, n.id DESC`,
  count: `SELECT count(*)::int AS total FROM nominations n WHERE ${WHERE}`,
};

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
  // The floor's indexes, whether or not the portal's migrations made them (a run of an older portal
  // measures against the same floor).
  await sql(
    url,
    `CREATE EXTENSION IF NOT EXISTS pg_trgm;
     CREATE INDEX IF NOT EXISTS nominations_custom_code_trgm_idx ON nominations USING gin (custom_code gin_trgm_ops);
     CREATE INDEX IF NOT EXISTS nominations_product_idx ON nominations (product_id)`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

async function main() {
  const bench = await benchDatabase('nominations');
  const { url, database } = bench;
  await seedRows(url);

  const portal = await startPortal(database);

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const pageSize = 20;
  const offset = pageSize;
  const pattern = `%${SEARCH}%`;
  const bare = await startBare(async () => {
    const m = (await pool.query({ name: 'lookup', text: FLOOR.lookup, values: [pattern] })).rows[0];
    const where = [STATUSES, m.ships, m.companies, m.products, pattern];
    const ids = (await pool.query({ name: 'ids', text: FLOOR.ids, values: [...where, pageSize, offset] })).rows;
    const rows = (await pool.query({ name: 'rows', text: FLOOR.rows, values: [ids.map((r) => r.id)] })).rows;
    // The same rule as the portal: no count when a short page tells the total.
    const short = rows.length < pageSize && rows.length > 0;
    const total = short
      ? offset + rows.length
      : (await pool.query({ name: 'count', text: FLOOR.count, values: where })).rows[0].total;
    return { code: 200, msg: 'success', data: { rows, total } };
  });
  const floorCheck = (await (await fetch(bare.url)).json()) as { data: { rows: unknown[]; total: number } };

  const portalUrl = `${portal.base}/api/jput/nomination/list/?${QUERY}`;
  const check = await fetch(portalUrl, { headers: portal.headers });
  const body = (await check.json()) as { data: { rows: unknown[]; total: number } };
  if (check.status !== 200 || body.data.rows.length !== 20)
    throw new Error(`portal answered ${check.status} with ${body.data.rows.length} rows`);
  if (floorCheck.data.total !== body.data.total || floorCheck.data.rows.length !== 20)
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
      bench: 'nominations',
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
      p99Target: 2,
    })}\n`,
  );
}

runBench(main);
