/**
 * The variance report (issue 17) over 100k completed nominations: seconds to the last byte and the
 * server's peak memory above its resting size, against a floor that streams the same rows as CSV
 * straight from PostgreSQL (the same keyset batches, no spreadsheet). The download runs in its own
 * process (bench/download.mjs); rounds interleaved. Target: under 10 s with flat memory (the peak
 * for 100k rows about that for 10k). Run with node --expose-gc (npm run bench does) for the live
 * memory. Prints one JSON line. DATABASE_URL when set, else embedded.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { benchDatabase, ROUNDS, runBench, spread, sql, startBare, startPortal } from './support.js';
import { DAY } from '../contract/time.js';

const ROWS = 100_000;

async function seed(url: string) {
  await sql(
    url,
    `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, completed_at,
                              variance_justification, created_by, created_at, updated_at)
     SELECT (SELECT id FROM companies WHERE code = 'STRAITS'), (SELECT min(id) FROM ships WHERE kind = 'barge'),
            (SELECT min(id) FROM products) + g % 4, 1000, 985 + g % 30, 'Completed',
            now() - (g * 4 || ' minutes')::interval, CASE WHEN g % 50 = 0 THEN 'Shore tank recalibrated' END,
            (SELECT id FROM users WHERE user_name = 'customer'), now() - (g * 4 || ' minutes')::interval, now()
       FROM generate_series(1, ${ROWS}) AS g`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

function download(url: string, headers: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./download.mjs', import.meta.url)), url, JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ status: number; seconds: number; bytes: number }>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim())) : reject(new Error(`download exited with ${code}`)),
    ),
  );
}

/** A download; with `sample`, the peak of live memory above the size before it (which slows it down). */
async function measured(url: string, headers: Record<string, string>, sample = false) {
  global.gc?.();
  // What is alive: heap and buffers right after a full collection (node --expose-gc), every
  // quarter second; without it the figure is mostly garbage the collector has not reached yet.
  const inUse = () => {
    global.gc?.();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = inUse();
  let peak = before;
  const timer = sample ? setInterval(() => (peak = Math.max(peak, inUse())), 250) : undefined;
  const result = await download(url, headers);
  if (timer) clearInterval(timer);
  if (result.status !== 200) throw new Error(`answered ${result.status}`);
  return { ...result, peakMb: (peak - before) / 1_048_576 };
}

async function main() {
  const bench = await benchDatabase('excel');
  await seed(bench.url);
  const portal = await startPortal(bench.database);
  const pool = new pg.Pool({ connectionString: bench.url, max: 4 });
  const floor = await startBare(async () => {
    const out = new PassThrough();
    void (async () => {
      let after = { at: new Date(0), id: 0 };
      for (;;) {
        const { rows } = await pool.query({
          name: 'batch',
          text: `SELECT n.id, n.completed_at, c.name AS company, s.name AS barge, p.name AS product, n.quantity,
                        n.actual_quantity, n.variance_justification
                   FROM nominations n JOIN companies c ON c.id = n.company_id JOIN ships s ON s.id = n.barge_id
                   JOIN products p ON p.id = n.product_id
                  WHERE n.status = 'Completed' AND n.actual_quantity IS NOT NULL AND NOT n.hide_from_terminal
                    AND (n.completed_at, n.id) > ($1, $2) ORDER BY n.completed_at, n.id LIMIT 2000`,
          values: [after.at, after.id],
        });
        for (const r of rows) out.write(`${Object.values(r).join(',')}\n`);
        if (rows.length < 2000) break;
        after = { at: rows.at(-1).completed_at, id: rows.at(-1).id };
      }
      out.end();
    })();
    return out;
  });
  const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
  const period = (days: number) => `from=${day(-days * DAY)}&to=${day(DAY)}`;
  const url = (days: number) => `${portal.base}/api/excel/variance?${period(days)}`;
  // A row every 4 minutes: 10k rows are about the last 28 days, 100k the last 278.
  await measured(url(300), portal.headers);
  const large: Awaited<ReturnType<typeof measured>>[] = [];
  const small: Awaited<ReturnType<typeof measured>>[] = [];
  const bare: Awaited<ReturnType<typeof measured>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    large.push(await measured(url(300), portal.headers));
    small.push(await measured(url(28), portal.headers));
    bare.push(await measured(floor.url, {}));
  }
  const memory = {
    largeMb: Math.round((await measured(url(300), portal.headers, true)).peakMb * 10) / 10,
    smallMb: Math.round((await measured(url(28), portal.headers, true)).peakMb * 10) / 10,
  };
  await portal.close();
  await floor.close();
  await pool.end();
  await bench.cleanup();
  process.stdout.write(
    `${JSON.stringify({
      bench: 'excel',
      database: bench.target,
      rows: ROWS,
      bytes: large[0]!.bytes,
      seconds: spread(
        large.map((r) => r.seconds),
        2,
      ),
      livePeakMb: memory.largeMb,
      tenThousandRows: {
        seconds: spread(
          small.map((r) => r.seconds),
          2,
        ),
        livePeakMb: memory.smallMb,
      },
      csvFloorSeconds: spread(
        bare.map((r) => r.seconds),
        2,
      ),
      ratioToFloor: spread(
        large.map((r, i) => r.seconds / bare[i]!.seconds),
        2,
      ),
      targetSeconds: 10,
    })}\n`,
  );
}

runBench(main);
