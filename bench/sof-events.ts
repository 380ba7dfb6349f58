/**
 * Recording a statement of facts event (issue 33): 50 loading-master writers at once, each on its
 * own Booked call past commenced pumping, alternating stopped pumping (cause weather) and resumed
 * pumping through POST /api/nominations/:id/sof/events, against its floor in the same app: a route
 * registered only here, behind the same guard and hooks (same rule, portCall.record), that does one
 * INSERT of the same sof_events row in a transaction on the app's own pool and answers it, with the
 * same 50 writers on 50 calls of its own. The writers run in a process of their own
 * (sof-events.loadgen.mjs); rounds interleaved. Prints one JSON line: requests per second, p50 and
 * p99 of both, the ratio portal/floor (target ≥ 0.8) and the portal's p99 against 50 ms,
 * min/median/max over rounds. DATABASE_URL when set, else an embedded PostgreSQL.
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

type App = Awaited<ReturnType<typeof buildApp>>;
/** A round's figures; `refused` counts each status other than 2xx. */
type Load = LoadResult & { requests: number; refused: Record<string, number> };

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

/** The writers' process; `writers` gives each its URL and its cycle of bodies. */
async function load(headers: Record<string, string>, writers: { url: string; bodies: object[] }[]): Promise<Load> {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./sof-events.loadgen.mjs', import.meta.url)),
      JSON.stringify({ duration: SECONDS, headers, writers }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Load;
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

  const all = await bookedNominations(app, url, 2 * WRITERS);
  const portalCalls = all.slice(0, WRITERS);
  const floorCalls = all.slice(WRITERS);
  await signBeforeTransfer(url, all);
  for (const id of portalCalls)
    for (const event of ['arrived', 'allFast', 'hosesConnected', 'commencedPumping'])
      await call(app, token, 'POST', `/api/nominations/${id}/sof/events`, { event });
  await sql(url, 'VACUUM ANALYZE');

  // Each round starts each writer where its call stands: a round's end may leave it stopped.
  const portalWriters = async () =>
    Promise.all(
      portalCalls.map(async (id) => {
        const sof = await call(app, token, 'GET', `/api/nominations/${id}/sof`);
        const stopped = sof.progress === 'stopped';
        if (!stopped && sof.progress !== 'pumping') throw new Error(`call ${id} is ${String(sof.progress)}`);
        return { url: `${base}/api/nominations/${id}/sof/events`, bodies: stopped ? [RESUME, STOP] : [STOP, RESUME] };
      }),
    );
  const floorWriters = floorCalls.map((id) => ({
    url: `${base}${FLOOR_PATH.replace(':id', String(id))}`,
    bodies: [STOP, RESUME],
  }));

  await load(headers, await portalWriters());
  await load(headers, floorWriters);
  const rounds: { portal: Load; floor: Load }[] = [];
  for (let r = 0; r < ROUNDS; r++)
    rounds.push({ portal: await load(headers, await portalWriters()), floor: await load(headers, floorWriters) });

  const events = await database.pool.query<{ min: number; max: number }>(
    `SELECT min(n)::int AS min, max(n)::int AS max
       FROM (SELECT count(*) AS n FROM sof_events WHERE nomination_id = ANY($1) GROUP BY nomination_id) c`,
    [portalCalls],
  );
  await app.close();
  await bench.cleanup();

  const pick = (side: 'portal' | 'floor', f: (r: LoadResult) => number, digits = 1) =>
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
        non2xx: rounds.reduce((s, r) => s + r.portal.non2xx + r.portal.errors, 0),
        refused: rounds.map((r) => r.portal.refused),
      },
      floor: {
        reqPerSec: pick('floor', (r) => r.reqPerSec, 0),
        p50Ms: pick('floor', (r) => r.p50Ms),
        p99Ms: pick('floor', (r) => r.p99Ms),
        non2xx: rounds.reduce((s, r) => s + r.floor.non2xx + r.floor.errors, 0),
      },
      ratio: spread(rounds.map((r) => r.portal.reqPerSec / r.floor.reqPerSec)),
      target: 0.8,
      p99TargetMs: P99_TARGET_MS,
      p99UnderTarget: p99.median < P99_TARGET_MS,
      eventsPerCallAtEnd: events.rows[0],
    })}\n`,
  );
}

runBench(main);
