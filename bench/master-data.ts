/**
 * Master data at terminal scale: vessel search by name prefix over 100k ships, and the company
 * list (first page, by name, with its total) over 5k companies; autocannon, 50 connections.
 * Target: p99 ≤ 80 ms on PostgreSQL. Prints one JSON line.
 */
import { APP_ROLE, openDatabase } from '../server/db/client.js';
import { benchDatabase, CONNECTIONS, load, runBench, SECONDS, sql, startPortal } from './support.js';

const SHIPS = 100_000;
const COMPANIES = 5_000;
const WORDS = ['Ocean', 'Harbour', 'Straits', 'Lion', 'Pacific', 'Coral', 'Merlion', 'Sentosa', 'Jurong', 'Orient'];

async function seed(url: string) {
  // IMO numbers with valid check digits: the six leading digits weighted 7…2, mod 10.
  await sql(
    url,
    `
    INSERT INTO ships (name, imo, loa, port_of_registry, kind, company_id)
    SELECT (ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + g % ${WORDS.length}] || ' ' || (ARRAY['Star','Spirit','Pearl','Glory','Venture'])[1 + (g / 10) % 5] || ' ' || g,
           p::text || ((substr(p::text,1,1)::int*7 + substr(p::text,2,1)::int*6 + substr(p::text,3,1)::int*5
             + substr(p::text,4,1)::int*4 + substr(p::text,5,1)::int*3 + substr(p::text,6,1)::int*2) % 10)::text,
           40 + (g % 200), 'Singapore', CASE WHEN g % 3 = 0 THEN 'vessel' ELSE 'barge' END::ship_kind, NULL
    FROM generate_series(1, ${SHIPS}) AS g, LATERAL (SELECT 100000 + g * 8 AS p) AS x
    ON CONFLICT (imo) DO NOTHING`,
  );
  await sql(
    url,
    `
    INSERT INTO companies (code, name, kind, country)
    SELECT 'C' || g, (ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + g % ${WORDS.length}] || ' Trading ' || g || ' Pte. Ltd.',
           'customer', 'SG'
    FROM generate_series(1, ${COMPANIES}) AS g`,
  );
  await sql(url, 'VACUUM ANALYZE ships');
  await sql(url, 'VACUUM ANALYZE companies');
}

async function main() {
  const bench = await benchDatabase('masterdata');
  await seed(bench.url);
  // The app works as its own role, as in production.
  const database = openDatabase(bench.url, { max: 20, role: APP_ROLE });
  const portal = await startPortal(database);
  const { base, headers } = portal;

  const searches = [
    'oce',
    'harbour s',
    'lion',
    'pacific g',
    'coral',
    '1000',
    'sentosa v',
    'jur',
    'orient p',
    'merlion',
  ].map((p) => ({
    method: 'GET' as const,
    path: `/api/jput/vessel/search?pattern=${encodeURIComponent(p)}`,
  }));
  await load(`${base}/api/jput/vessel/search?pattern=oce`, headers, searches);
  const vesselSearch = await load(`${base}/api/jput/vessel/search?pattern=oce`, headers, searches);
  await load(`${base}/api/companies/list?pageNum=1&pageSize=20`, headers);
  const companyList = await load(`${base}/api/companies/list?pageNum=1&pageSize=20`, headers);

  await portal.close();
  await database.close();
  await bench.cleanup();
  process.stdout.write(
    `${JSON.stringify({
      bench: 'master-data',
      database: bench.target,
      ships: SHIPS,
      companies: COMPANIES,
      connections: CONNECTIONS,
      seconds: SECONDS,
      vesselSearch,
      companyList,
      target: { p99Ms: 80 },
      met: vesselSearch.p99Ms <= 80 && companyList.p99Ms <= 80,
    })}\n`,
  );
}

runBench(main);
