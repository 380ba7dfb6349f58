/**
 * The laytime recompute job (issue 34 §1): 10,000 completed calls, each with a signed statement of
 * facts of nine current rows (a stop whose cause cycles through the five), inserted by SQL into a
 * scratch database. Each round changes the settings' base hours, so every call gets a new version
 * (each with its own audit row), then times POST /api/laytime/recompute end to end (target ≤ 5 s)
 * and, in this process (the server's: the request is injected), the event loop's longest delay
 * while it runs (perf_hooks
 * monitorEventLoopDelay, target ≤ 50 ms). Floor: the same computation with one bare SQL read of
 * the same rows and an in-process loop over laytimeOf, writing nothing. Rounds interleaved after
 * one warm-up of each; prints one JSON line, min/median/max. DATABASE_URL when set, else embedded.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { laytimeOf, type LaytimeFact } from '../contract/laytime.js';
import type { SofEvent, StopCause } from '../contract/portCall.js';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { buildApp } from '../server/app.js';
import { benchDatabase, PASSWORD, ROUNDS, runBench, spread, sql } from './support.js';

const CALLS = Number(process.env.BENCH_LAYTIME_CALLS ?? 10_000);
const TARGET_MS = 5_000;
const STALL_TARGET_MS = 50;

type App = Awaited<ReturnType<typeof buildApp>>;

/** 10,000 Completed nominations and their SoF rows, by SQL (the bench measures the job, not recording). */
async function seedCalls(url: string) {
  await sql(
    url,
    `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, created_by,
                              created_at, updated_at, completed_at, submitted_at)
     SELECT (SELECT id FROM companies WHERE code = 'STRAITS'), (SELECT id FROM ships WHERE name = 'Harbour Star 1'),
            (SELECT min(id) FROM products), 800 + (g % 5) * 300, CASE WHEN g % 3 = 0 THEN NULL ELSE 900 + (g % 7) * 250 END,
            'Completed', (SELECT id FROM users WHERE user_name = 'customer'),
            now() - interval '30 days', now(), now() - (g % 20) * interval '1 day', now() - interval '30 days'
       FROM generate_series(1, ${CALLS}) g`,
  );
  await sql(
    url,
    `INSERT INTO sof_events (nomination_id, event, at, cause, entered_by, entered_at)
     SELECT n.id, e.event, n.completed_at - e.mins * interval '1 minute' - (n.id % 90) * interval '1 minute',
            CASE WHEN e.event = 'stoppedPumping'
                 THEN (ARRAY['terminal','barge','customer','weather','authority'])[1 + n.id % 5] END,
            (SELECT id FROM users WHERE user_name = 'loadingmaster'), n.completed_at
       FROM nominations n
      CROSS JOIN (VALUES ('arrived', 900), ('allFast', 600), ('hosesConnected', 580), ('commencedPumping', 560),
                         ('stoppedPumping', 400), ('resumedPumping', 340), ('completedPumping', 200),
                         ('hosesDisconnected', 180), ('castOff', 120)) AS e(event, mins)
      WHERE n.status = 'Completed'`,
  );
  // Laytime comes from the signed SoF: the job reads only calls whose statement of facts is Signed.
  await sql(
    url,
    `INSERT INTO documents (nomination_id, type, number, status, language, content, created_by, created_at, updated_at)
     SELECT n.id, 'statementOfFacts', 'SOF-B' || n.id, 'Signed', 'en', '{}'::jsonb, n.created_by, n.completed_at,
            n.completed_at
       FROM nominations n
      WHERE n.status = 'Completed'`,
  );
  await sql(url, 'VACUUM ANALYZE');
}

async function login(app: App, username: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD } });
  return (res.json() as { data: { token: string } }).data.token;
}

/** One job through the API, with the event loop's longest delay meanwhile. */
async function recompute(app: App, token: string, baseHours: number) {
  const headers = { authorization: `Bearer ${token}` };
  const laytime = { ...DEFAULT_SETTINGS.laytime, baseHours };
  const put = await app.inject({ method: 'PUT', url: '/api/settings', headers, payload: { laytime } });
  if (put.statusCode !== 200) throw new Error(`settings answered ${put.statusCode}: ${put.body}`);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/laytime/recompute', headers });
  const ms = performance.now() - started;
  loop.disable();
  if (res.statusCode !== 200) throw new Error(`recompute answered ${res.statusCode}: ${res.body}`);
  const data = (res.json() as { data: { recomputed: number; changed: number } }).data;
  return { ms, stallMs: loop.max / 1e6, ...data };
}

/** The floor: one bare read of every completed call's current rows, and laytimeOf over them in this process. */
async function floor(app: App) {
  const started = performance.now();
  const { rows } = await app.database.pool.query<{
    id: number;
    tonnes: number;
    hours: number | null;
    event: string;
    at: Date;
    cause: string | null;
    eid: number;
  }>(
    `SELECT n.id, coalesce(n.actual_quantity, n.quantity)::float8 AS tonnes, p.laytime_hours_per_kt::float8 AS hours,
            e.id AS eid, e.event, e.at, e.cause
       FROM nominations n JOIN products p ON p.id = n.product_id
       JOIN documents d ON d.nomination_id = n.id AND d.type = 'statementOfFacts' AND d.status = 'Signed'
       JOIN sof_events e ON e.nomination_id = n.id AND e.current
      WHERE n.status = 'Completed' ORDER BY n.id`,
  );
  const rules = DEFAULT_SETTINGS.laytime;
  let computed = 0;
  for (let i = 0; i < rows.length;) {
    const first = rows[i]!;
    const facts: LaytimeFact[] = [];
    for (; i < rows.length && rows[i]!.id === first.id; i++) {
      const r = rows[i]!;
      facts.push({ id: r.eid, event: r.event as SofEvent, at: r.at.getTime(), cause: r.cause as StopCause | null });
    }
    const hours = first.hours ?? rules.hoursPerThousandTonnes;
    if (laytimeOf(facts, first.tonnes, { ...rules, hoursPerThousandTonnes: hours })) computed++;
  }
  return { ms: performance.now() - started, computed };
}

async function main() {
  const bench = await benchDatabase('laytime');
  const { url, database } = bench;
  const app = await buildApp({
    database,
    logger: false,
    config: { version: 'bench', trustProxy: false, logLevel: 'silent' },
  });
  await app.ready();
  await seedCalls(url);
  const token = await login(app, 'logistics');

  // Warm-up: the first job writes every call's first version and starts the worker thread.
  const warm = await recompute(app, token, 2);
  await floor(app);
  const rounds: { job: Awaited<ReturnType<typeof recompute>>; floor: Awaited<ReturnType<typeof floor>> }[] = [];
  for (let r = 1; r <= ROUNDS; r++)
    // Base hours alternate: every call's figures change, so every round writes 10,000 versions.
    rounds.push({ job: await recompute(app, token, r % 2 === 1 ? 3 : 2), floor: await floor(app) });
  await app.close();
  await bench.cleanup();

  const jobMs = spread(
    rounds.map((r) => r.job.ms),
    0,
  );
  const stall = spread(
    rounds.map((r) => r.job.stallMs),
    1,
  );
  process.stdout.write(
    `${JSON.stringify({
      bench: 'laytime-recompute',
      database: bench.target,
      calls: CALLS,
      rounds: ROUNDS,
      jobMs,
      targetMs: TARGET_MS,
      underTarget: jobMs.max <= TARGET_MS,
      eventLoopStallMs: stall,
      stallTargetMs: STALL_TARGET_MS,
      stallUnderTarget: stall.max <= STALL_TARGET_MS,
      changedPerRound: rounds.map((r) => r.job.changed),
      recomputedPerRound: rounds.map((r) => r.job.recomputed),
      warmUp: { ms: Math.round(warm.ms), changed: warm.changed },
      floorMs: spread(
        rounds.map((r) => r.floor.ms),
        0,
      ),
      ratioJobOverFloor: spread(rounds.map((r) => r.job.ms / r.floor.ms)),
    })}\n`,
  );
}

runBench(main);
