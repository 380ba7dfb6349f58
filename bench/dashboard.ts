/**
 * The dashboard (issue 17): how long one GET /api/dashboard takes, calls one after another
 * (autocannon in its own process, one connection), for terminal logistics and for a customer,
 * on the demo terminal (its history and vettings) and then on 100k nominations. Targets: 100 ms on
 * the demo data, 500 ms on 100k. Prints one JSON line: p50 and p99 per round, min/median/max.
 * DATABASE_URL when set, else an embedded PostgreSQL.
 */
import { seedHistory } from '../demo/history.js';
import { seedVettingHistory } from '../demo/vetting/history.js';
import { benchDatabase, load, PASSWORD, ROUNDS, runBench, spread, sql, startPortal } from './support.js';

const ROWS = 100_000;

async function addNominations(url: string) {
  // 100k over the last year: every state, berth windows on the four berths, actual quantities and
  // actual times for the completed ones.
  await sql(
    url,
    `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, berth_id,
                              estimated_berth_time, duration_hours, barge_readiness_time, completed_at,
                              created_by, created_at, updated_at)
     SELECT (SELECT id FROM companies WHERE code = 'STRAITS'), (SELECT min(id) FROM ships WHERE kind = 'barge'),
            (SELECT min(id) FROM products) + g % 4, 1000, CASE WHEN g % 8 = 5 THEN 990 + g % 25 END,
            (ARRAY['Created','Pending Approval','Pending Jetty Information','Jetty Assigned','Booked','Completed',
                   'Cancelled','Pending Barge Readiness Time'])[1 + g % 8]::nomination_status,
            CASE WHEN g % 8 IN (3, 4, 5) THEN (SELECT min(id) FROM berths) + g % 4 END,
            now() - (g * 5 || ' minutes')::interval, 3, now() - (g * 5 + 60 || ' minutes')::interval,
            CASE WHEN g % 8 = 5 THEN now() - (g * 5 - 180 || ' minutes')::interval END,
            (SELECT id FROM users WHERE user_name = 'customer'),
            now() - (g * 5 + 1440 || ' minutes')::interval, now()
       FROM generate_series(1, ${ROWS}) AS g`,
  );
  // The completed ones' actual times, as their statements of facts write them (issue 33): the
  // dashboard's berthings, waiting and on time read these.
  await sql(
    url,
    `UPDATE nominations SET actual_arrived_at = barge_readiness_time,
            actual_all_fast_at = estimated_berth_time + interval '20 minutes', actual_cast_off_at = completed_at
      WHERE status = 'Completed' AND completed_at IS NOT NULL`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

async function timing(base: string, token: string) {
  const url = `${base}/api/dashboard`;
  const headers = { authorization: `Bearer ${token}` };
  await load(url, headers, undefined, undefined, 1);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await load(url, headers, undefined, undefined, 1));
  if (rounds.some((r) => r.non2xx > 0)) throw new Error('the dashboard answered with an error');
  return {
    p50Ms: spread(
      rounds.map((r) => r.p50Ms),
      1,
    ),
    p99Ms: spread(
      rounds.map((r) => r.p99Ms),
      1,
    ),
  };
}

async function signIn(base: string, username: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function main() {
  const bench = await benchDatabase('dashboard');
  await seedHistory(bench.database.db, new Date());
  await seedVettingHistory(bench.database.db, new Date());
  const portal = await startPortal(bench.database);
  const customer = await signIn(portal.base, 'customer');
  const logistics = portal.headers.authorization.slice('Bearer '.length);
  const demo = { terminal: await timing(portal.base, logistics), customer: await timing(portal.base, customer) };
  await addNominations(bench.url);
  const large = { terminal: await timing(portal.base, logistics), customer: await timing(portal.base, customer) };
  await portal.close();
  await bench.cleanup();
  process.stdout.write(
    `${JSON.stringify({ bench: 'dashboard', database: bench.target, demo, rows: ROWS, large, targets: { demoMs: 100, largeMs: 500 } })}\n`,
  );
}

runBench(main);
