/**
 * Recording a statement of facts event (issue 33): 50 loading-master writers at once through
 * POST /api/nominations/:id/sof/events, each walking fresh calls of its own through a real call's
 * sequence (arrived, pilot on board, all fast, hoses connected, commenced pumping, 0 to 2 stop and
 * resume pairs, completed pumping, hoses disconnected, documents on board: 9 to 13 events a call;
 * not cast off, whose PDF is bench/sof-pdf.ts's cost), then on to its next call. Calls are copies
 * by SQL of one walked to Booked, enough for every round (no call is walked twice: a round that ran
 * out would show as refusals), the before-transfer checklist part signed by SQL. Against its floor
 * in the same app: a route registered only here, behind the same guard and hooks (same rule,
 * portCall.record), that does one INSERT of the same sof_events row in a transaction on the app's
 * own pool and answers it, with the same 50 writers sending the same bodies to calls of their own.
 * The writers run in a process of their own (sof-events.loadgen.mjs); rounds interleaved. Prints
 * one JSON line: requests per second, p50 and p99 of both, the ratio portal/floor (target ≥ 0.8)
 * and the portal's p99 against 50 ms, min/median/max over rounds, and the most events a call got.
 * DATABASE_URL when set, else an embedded PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql as drizzleSql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { callerOf } from '../server/platform/guard.js';
import { benchDatabase, type LoadResult, PASSWORD, ROUNDS, runBench, SECONDS, spread, sql } from './support.js';
import { HOUR } from '../contract/time.js';

const WRITERS = 50;
const P99_TARGET_MS = 50;
const STOP = { event: 'stoppedPumping', cause: 'weather' };
const RESUME = { event: 'resumedPumping' };
const FLOOR_PATH = '/api/bench/sofFloor/:id';
/**
 * Fresh calls each writer gets per round: 30 calls of 9–13 events, about 330 requests, so 33 a
 * second for 10 s, above what the floor answers each writer (12–24 on the shared machine).
 */
const CALLS_PER_WRITER = Math.ceil((30 * SECONDS) / 10);
/** Loads of the portal: one warm-up, then the rounds. */
const LOADS = ROUNDS + 1;

/** A real call's events in order; `pairs` (0–2) stop and resume pairs while pumping. */
function sequence(pairs: number): object[] {
  const start = ['arrived', 'pilotOnBoard', 'allFast', 'hosesConnected', 'commencedPumping'];
  const end = ['completedPumping', 'hosesDisconnected', 'documentsOnBoard'];
  return [
    ...start.map((event) => ({ event })),
    ...Array.from({ length: pairs }, () => [STOP, RESUME]).flat(),
    ...end.map((event) => ({ event })),
  ];
}

/** One writer's requests over its calls: each call walked through its sequence, then the next. */
const walk = (path: string, calls: number[], first: number) =>
  calls.flatMap((id, i) => sequence((first + i) % 3).map((body) => ({ path: path.replace(':id', String(id)), body })));

type App = Awaited<ReturnType<typeof buildApp>>;
/** A round's figures; `refused` counts each status other than 2xx. */
type Load = LoadResult & { requests: number; refused: Record<string, number>; cpuMsPerRequest: number };

/** The bench-only floor: the guard (portCall.record) and the app's hooks, then one INSERT in a transaction. */
function registerFloor(app: App) {
  app.post<{ Params: { id: string }; Body: { event: string; cause?: string } }>(
    FLOOR_PATH,
    { config: { access: { resource: 'portCall', action: 'record' } } },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.db.transaction(async (tx) =>
        tx.execute(
          drizzleSql`INSERT INTO sof_events (nomination_id, event, at, cause, entered_by, entered_at)
                     VALUES (${Number(request.params.id)}, ${request.body.event}, now(), ${request.body.cause ?? null},
                             ${caller.id}, now())
                     RETURNING id, event, at, cause`,
        ),
      );
      return { code: 200, msg: 'success', data: row.rows[0] };
    },
  );
}

async function call(app: App, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: Record<string, unknown> }).data;
}

/** One nomination walked to Booked the ordinary way (as tests/support/nominations.ts does), then copied by SQL. */
async function bookedNominations(app: App, url: string, count: number): Promise<number[]> {
  const login = async (username: string) =>
    (
      (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD } })).json() as {
        data: { token: string };
      }
    ).data.token;
  const customer = await login('customer');
  const logistics = await login('logistics');
  const ids = await app.database.pool.query<{ barge: number; product: number; tank: number; berth: number }>(
    `SELECT (SELECT id FROM ships WHERE name = 'Harbour Star 1') AS barge,
            (SELECT min(id) FROM products WHERE name LIKE 'Marine Gasoil%') AS product,
            (SELECT id FROM tanks WHERE number = 'T101') AS tank, (SELECT id FROM berths WHERE name = 'J1-A') AS berth`,
  );
  const d = ids.rows[0]!;
  const hence = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const n = await call(app, customer, 'POST', '/api/jput/nomination', {
    bargeId: d.barge,
    productId: d.product,
    tankId: d.tank,
    quantity: 1000,
    nominatedQtyMax: 1200,
    submit: true,
  });
  const id = n.id as number;
  await call(app, logistics, 'POST', `/api/jput/nomination/acknowledge/${id}`);
  await call(app, customer, 'POST', `/api/jput/nomination/readiness/${id}`, { bargeReadinessTime: hence(1) });
  await call(app, logistics, 'POST', `/api/jput/nomination/assign/${id}`, {
    berthId: d.berth,
    estimatedBerthTime: hence(2),
  });
  const booked = await call(app, logistics, 'PUT', `/api/jput/nomination/book/${id}`);
  if (booked.status !== 'Booked') throw new Error(`the nomination is ${String(booked.status)}, not Booked`);
  // Created a minute ago, so events recorded now are not before its creation.
  await sql(url, `UPDATE nominations SET created_at = now() - interval '1 minute' WHERE id = ${id}`);
  const columns = await app.database.pool.query<{ c: string }>(
    `SELECT string_agg(quote_ident(column_name), ', ') AS c FROM information_schema.columns
      WHERE table_name = 'nominations' AND column_name <> 'id' AND is_generated = 'NEVER'`,
  );
  const copies = await app.database.pool.query<{ id: number }>(
    `INSERT INTO nominations (${columns.rows[0]!.c}) SELECT ${columns.rows[0]!.c} FROM nominations, generate_series(2, $2)
      WHERE id = $1 RETURNING id`,
    [id, count],
  );
  return [id, ...copies.rows.map((r) => r.id)];
}

/** The before-transfer part signed by both sides (what B's gate reads), set up by SQL: the bench measures events, not the checklist. */
async function signBeforeTransfer(url: string, ids: number[]) {
  await sql(
    url,
    `INSERT INTO checklist_signatures (nomination_id, part, round, side, user_id, user_name, at)
     SELECT n, 'beforeTransfer', 0, s.side, u.id, u.nick_name, now() - interval '30 seconds'
       FROM unnest(ARRAY[${ids.join(',')}]::int[]) AS n
      CROSS JOIN (VALUES ('terminal', 'loadingmaster'), ('barge', 'barge')) AS s(side, user_name)
       JOIN users u ON u.user_name = s.user_name`,
  );
}

type Writer = { url: string; requests: { path: string; body: object }[] };

/** The writers' process; `writers` gives each its server and its sequence of requests. */
async function load(headers: Record<string, string>, writers: Writer[]): Promise<Load> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./sof-events.loadgen.mjs', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ duration: SECONDS, headers, writers }));
  // The server's CPU (this process: the writers have their own) per answer: on a shared machine
  // its throughput follows the other sessions' load, its CPU per request much less.
  const cpu = process.cpuUsage();
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  const used = process.cpuUsage(cpu);
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as Load;
  return { ...result, cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, result.requests) };
}

async function main() {
  const bench = await benchDatabase('sof');
  const { url, database } = bench;
  const app = await buildApp({
    database,
    logger: false,
    config: { version: 'bench', trustProxy: false, logLevel: 'silent' },
  });
  registerFloor(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'loadingmaster', password: PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  // The portal's calls, fresh for each load; the floor's, one load's worth, walked again each
  // round (the floor only inserts: rows its calls already have cost it nothing).
  const perLoad = WRITERS * CALLS_PER_WRITER;
  const all = await bookedNominations(app, url, perLoad * (LOADS + 1));
  const portalCalls = all.slice(0, perLoad * LOADS);
  const floorCalls = all.slice(perLoad * LOADS);
  await signBeforeTransfer(url, all);
  await sql(url, 'VACUUM ANALYZE');

  const writersOf = (path: string, calls: number[]): Writer[] =>
    Array.from({ length: WRITERS }, (_, w) => ({
      url: base,
      requests: walk(path, calls.slice(w * CALLS_PER_WRITER, (w + 1) * CALLS_PER_WRITER), w),
    }));
  const portalWriters = (n: number) =>
    writersOf('/api/nominations/:id/sof/events', portalCalls.slice(n * perLoad, (n + 1) * perLoad));
  const floorWriters = writersOf(FLOOR_PATH, floorCalls);

  await load(headers, portalWriters(0));
  await load(headers, floorWriters);
  const rounds: { portal: Load; floor: Load }[] = [];
  for (let r = 1; r <= ROUNDS; r++)
    rounds.push({ portal: await load(headers, portalWriters(r)), floor: await load(headers, floorWriters) });

  // The portal's calls that got events: how many, and the fewest and most events one got.
  const events = await database.pool.query<{ calls: number; min: number; max: number }>(
    `SELECT count(*)::int AS calls, min(n)::int AS min, max(n)::int AS max
       FROM (SELECT count(*) AS n FROM sof_events WHERE nomination_id = ANY($1) GROUP BY nomination_id) c`,
    [portalCalls],
  );
  await app.close();
  await bench.cleanup();

  const pick = (side: 'portal' | 'floor', f: (r: Load) => number, digits = 1) =>
    spread(
      rounds.map((r) => f(r[side])),
      digits,
    );
  const p99 = pick('portal', (r) => r.p99Ms);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'sof-events',
      database: bench.target,
      writers: WRITERS,
      seconds: SECONDS,
      rounds: ROUNDS,
      portal: {
        reqPerSec: pick('portal', (r) => r.reqPerSec, 0),
        p50Ms: pick('portal', (r) => r.p50Ms),
        p99Ms: p99,
        cpuMsPerRequest: pick('portal', (r) => r.cpuMsPerRequest, 2),
        non2xx: rounds.reduce((s, r) => s + r.portal.non2xx + r.portal.errors, 0),
        refused: rounds.map((r) => r.portal.refused),
      },
      floor: {
        reqPerSec: pick('floor', (r) => r.reqPerSec, 0),
        p50Ms: pick('floor', (r) => r.p50Ms),
        p99Ms: pick('floor', (r) => r.p99Ms),
        cpuMsPerRequest: pick('floor', (r) => r.cpuMsPerRequest, 2),
        non2xx: rounds.reduce((s, r) => s + r.floor.non2xx + r.floor.errors, 0),
      },
      ratio: spread(rounds.map((r) => r.portal.reqPerSec / r.floor.reqPerSec)),
      target: 0.8,
      p99TargetMs: P99_TARGET_MS,
      p99UnderTarget: p99.median < P99_TARGET_MS,
      callsPerWriterAndRound: CALLS_PER_WRITER,
      portalCallsWalked: events.rows[0],
    })}\n`,
  );
}

runBench(main);
