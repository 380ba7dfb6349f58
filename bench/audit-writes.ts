/**
 * Audited writes (issue 14, 11): transactions that each append one audit row, with 1 and 8
 * concurrent writers, against the floor — the same transactions on a copy of the table with no
 * triggers. Rounds interleaved; min/median/max of writes per second. Then a bulk load: 100k audit
 * rows in one statement, and (where the sealer exists) the time to chain them. Prints one JSON line.
 * DATABASE_URL when set, else an embedded PostgreSQL.
 */
import pg from 'pg';
import { benchDatabase, ROUNDS, runBench, spread, sql } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BULK = 100_000;

async function writesPerSecond(url: string, table: string, writers: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: writers }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    clients.map(async (c, i) => {
      while (Date.now() < until) {
        await c.query('BEGIN');
        await c.query({
          name: `w_${table}`,
          text: `INSERT INTO ${table} (at, user_id, user_name, action, entity, entity_id, after) VALUES (now(), $1, 'bench', 'update', 'tank', $2, $3)`,
          values: [i, String(done), JSON.stringify({ n: done })],
        });
        await c.query('COMMIT');
        done++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return done / SECONDS;
}

async function main() {
  const bench = await benchDatabase('audit');
  const { url } = bench;
  await sql(url, 'CREATE TABLE audit_floor (LIKE audit_log INCLUDING DEFAULTS INCLUDING INDEXES)');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const sealer = (await c.query(`SELECT to_regprocedure('audit_seal(integer)') IS NOT NULL AS ok`)).rows[0]
    .ok as boolean;
  const seal = async () => {
    if (!sealer) return;
    while (Number((await c.query('SELECT audit_seal(5000) AS n')).rows[0].n) === 5000);
  };

  const figures: Record<string, number[]> = { one: [], oneFloor: [], eight: [], eightFloor: [] };
  await writesPerSecond(url, 'audit_log', 8); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    figures.one!.push(await writesPerSecond(url, 'audit_log', 1));
    figures.oneFloor!.push(await writesPerSecond(url, 'audit_floor', 1));
    figures.eight!.push(await writesPerSecond(url, 'audit_log', 8));
    figures.eightFloor!.push(await writesPerSecond(url, 'audit_floor', 8));
    await seal();
  }

  let started = Date.now();
  await c.query(
    `INSERT INTO audit_log (at, user_id, user_name, action, entity, entity_id, after)
     SELECT now(), g % 50, 'bench', 'update', 'tank', g::text, jsonb_build_object('n', g) FROM generate_series(1, ${BULK}) g`,
  );
  const bulkInsertS = (Date.now() - started) / 1000;
  started = Date.now();
  await seal();
  const bulkSealS = sealer ? (Date.now() - started) / 1000 : null;
  const verified = sealer
    ? (await c.query(`SELECT last_id = (SELECT max(id) FROM audit_log) AS ok FROM audit_chain_head`)).rows[0].ok
    : null;
  await c.end();
  await bench.cleanup();

  const ratio = (a: number[], b: number[]) => spread(a.map((v, i) => v / b[i]!));
  process.stdout.write(
    `${JSON.stringify({
      bench: 'audit-writes',
      database: bench.target,
      sealer,
      seconds: SECONDS,
      rounds: ROUNDS,
      writesPerSecond: {
        oneWriter: spread(figures.one!, 0),
        oneWriterFloor: spread(figures.oneFloor!, 0),
        eightWriters: spread(figures.eight!, 0),
        eightWritersFloor: spread(figures.eightFloor!, 0),
      },
      ratioToFloor: {
        oneWriter: ratio(figures.one!, figures.oneFloor!),
        eightWriters: ratio(figures.eight!, figures.eightFloor!),
      },
      bulk: { rows: BULK, insertSeconds: bulkInsertS, sealSeconds: bulkSealS, sealedToTheEnd: verified },
    })}\n`,
  );
}

runBench(main);
