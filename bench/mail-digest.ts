/**
 * The daily digest (issue 34 §6): 2,000 users, each with 10 notices waiting (state changes and
 * documents awaiting a signature, from the day before), inserted by SQL into a scratch database;
 * one digest run end to end (runDigest: batches of users, each batch's items marked sent and its
 * mails queued in one transaction), target ≤ 30 s. Memory: heapUsed and rss before (after a GC),
 * at the peak (sampled every 5 ms while the run goes), and after; the peak's rise over the start
 * must not grow with the users, so the same run over 500 of them is measured too and compared, raw
 * and with a GC after each batch (what a batch holds, apart from V8's lazy collection).
 * Floor: one bare INSERT of 2,000 outbox rows of the same size. Rounds interleaved (500, 2,000,
 * floor) after a warm-up; prints one JSON line, min/median/max. DATABASE_URL when set, else embedded.
 * Run with --expose-gc for steady memory figures (package.json's bench does).
 */
import pg from 'pg';
import { runDigest } from '../server/modules/mailPreferences/mailPreferences.digest.js';
import { benchDatabase, ROUNDS, runBench, spread, sql } from './support.js';

const USERS = Number(process.env.BENCH_DIGEST_USERS ?? 2_000);
const SMALL = 500;
const ITEMS = 10;
const TARGET_MS = 30_000;
const ZONE = 'Asia/Singapore';
// 2031-03-10 08:30 in Singapore: past the default digest hour (08:00); the notices are from the day before.
const RUN_AT = new Date(Date.UTC(2031, 2, 10, 0, 30));
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function seed(url: string) {
  await sql(
    url,
    `INSERT INTO users (user_name, nick_name, email, password_hash, user_type, role, company_id, status)
     SELECT 'digest' || g, 'Digest Reader ' || g, 'digest' || g || '@example.com', u.password_hash, 2, 5, u.company_id, 'Active'
       FROM generate_series(1, ${USERS}) g, users u WHERE u.user_name = 'customer'`,
  );
  await sql(
    url,
    `INSERT INTO mail_digest_items (user_id, event, message_key, message_params, bid, created_at)
     SELECT u.id, CASE WHEN i % 3 = 0 THEN 'awaitingSignature' ELSE 'stateChanges' END,
            CASE WHEN i % 3 = 0 THEN 'documentNotices.awaits' ELSE 'notices.moved' END,
            CASE WHEN i % 3 = 0
              THEN jsonb_build_object('type', jsonb_build_object('key', 'documentTypes.quantity'), 'number', 'CQ-2031-' || i, 'id', 1000 + i)
              ELSE jsonb_build_object('id', 1000 + i, 'barge', 'Harbour Star 1', 'status', jsonb_build_object('key', 'statuses.Booked')) END,
            1000 + i, timestamptz '2031-03-09 02:00Z' + i * interval '1 hour'
       FROM users u, generate_series(1, ${ITEMS}) i WHERE u.user_name LIKE 'digest%'`,
  );
}

/** Every bench item waiting again, for `users` of the bench's users; the outbox emptied. */
async function reset(url: string, users: number) {
  await sql(
    url,
    `DELETE FROM mail_outbox;
     UPDATE mail_digest_items i SET sent_at = CASE WHEN u.n <= ${users} THEN NULL ELSE now() END
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE user_name LIKE 'digest%') u
      WHERE i.user_id = u.id`,
  );
}

const mem = () => process.memoryUsage();

/**
 * One run. `collect`: a GC after each batch's commit, so the peak shows what one batch needs over the
 * baseline; without it, V8 collects the old generation lazily and the raw peak rises with the run's
 * length (garbage, not held: the heap after the run is back at its start).
 */
async function digestRun(bench: Awaited<ReturnType<typeof benchDatabase>>, users: number, collect = false) {
  await reset(bench.url, users);
  gc();
  const before = mem();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    const m = mem();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 5);
  const t0 = performance.now();
  const out = await runDigest(bench.database.db, RUN_AT, ZONE, undefined, collect ? gc : undefined);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const end = mem();
  peakHeap = Math.max(peakHeap, end.heapUsed);
  peakRss = Math.max(peakRss, end.rss);
  gc();
  const after = mem();
  if (out.mails !== users) throw new Error(`expected ${users} digests, queued ${out.mails}`);
  return {
    ms,
    heapBeforeMb: before.heapUsed / MB,
    heapPeakMb: peakHeap / MB,
    heapAfterMb: after.heapUsed / MB,
    heapRiseMb: (peakHeap - before.heapUsed) / MB,
    rssBeforeMb: before.rss / MB,
    rssPeakMb: peakRss / MB,
    rssAfterMb: after.rss / MB,
  };
}

/** One INSERT of as many outbox rows as digests, each of a digest's size. */
async function floor(url: string, bodyLength: number) {
  await sql(url, 'DELETE FROM mail_outbox');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const body = 'x'.repeat(bodyLength);
  const t0 = performance.now();
  await c.query(
    `INSERT INTO mail_outbox ("to", subject, body, created_at)
     SELECT 'digest' || g || '@example.com', 'Berth: your daily summary (10)', $1, now() FROM generate_series(1, ${USERS}) g`,
    [body],
  );
  const ms = performance.now() - t0;
  await c.end();
  return ms;
}

async function main() {
  const bench = await benchDatabase('maildigest');
  await seed(bench.url);
  await digestRun(bench, USERS);
  const [{ len }] = (
    await bench.database.pool.query<{ len: number }>('SELECT avg(length(body))::int AS len FROM mail_outbox')
  ).rows as [{ len: number }];
  await floor(bench.url, len);
  type Run = Awaited<ReturnType<typeof digestRun>>;
  const rounds: { small: Run; full: Run; floorMs: number; smallBatched: Run; fullBatched: Run }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const small = await digestRun(bench, SMALL);
    const full = await digestRun(bench, USERS);
    const floorMs = await floor(bench.url, len);
    const smallBatched = await digestRun(bench, SMALL, true);
    const fullBatched = await digestRun(bench, USERS, true);
    rounds.push({ small, full, floorMs, smallBatched, fullBatched });
  }
  await bench.cleanup();
  const pick = (f: (r: (typeof rounds)[number]) => number, digits = 1) => spread(rounds.map(f), digits);
  const runMs = pick((r) => r.full.ms, 0);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'mail-digest',
      database: bench.target,
      users: USERS,
      itemsPerUser: ITEMS,
      rounds: ROUNDS,
      runMs,
      targetMs: TARGET_MS,
      underTarget: runMs.max <= TARGET_MS,
      floorMs: pick((r) => r.floorMs, 0),
      ratioRunOverFloor: pick((r) => r.full.ms / r.floorMs),
      digestBodyChars: len,
      memoryMb: {
        heapBefore: pick((r) => r.full.heapBeforeMb),
        heapPeak: pick((r) => r.full.heapPeakMb),
        heapAfter: pick((r) => r.full.heapAfterMb),
        rssBefore: pick((r) => r.full.rssBeforeMb),
        rssPeak: pick((r) => r.full.rssPeakMb),
        rssAfter: pick((r) => r.full.rssAfterMb),
      },
      // Raw: V8's lazy old-generation GC lets garbage pile up over a longer run (heapAfter is back at the start).
      heapRiseMb: { users500: pick((r) => r.small.heapRiseMb), users2000: pick((r) => r.full.heapRiseMb) },
      // With a GC after each batch: what one batch of users needs, the same whatever the number of users.
      heapRisePerBatchMb: {
        users500: pick((r) => r.smallBatched.heapRiseMb),
        users2000: pick((r) => r.fullBatched.heapRiseMb),
      },
      heapRisePerBatchRatio2000over500: pick(
        (r) => r.fullBatched.heapRiseMb / Math.max(r.smallBatched.heapRiseMb, 0.1),
        2,
      ),
      smallRunMs: pick((r) => r.small.ms, 0),
      // Flat: the peak's rise with 2,000 users over that with 500 (1 = flat; 4 = it grows with the users).
      heapRiseRatio2000over500: pick((r) => r.full.heapRiseMb / Math.max(r.small.heapRiseMb, 0.1), 2),
    })}\n`,
  );
}

runBench(main);
