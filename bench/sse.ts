/**
 * Notification streams: 2,000 users each hold a live stream (GET /api/system/user/notifications/sse)
 * on one API process, then split over two processes on the same database; one notification is
 * raised for all of them, and the time until each stream receives it is measured. The portals run
 * as their own processes (server/main.ts), the clients here. Prints one JSON line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { benchDatabase } from './support.js';
import { freePort } from '../tests/support/net.js';
import { msg } from '../contract/messages/index.js';
import { raiseNotification } from '../server/modules/notifications/notifications.repository.js';
import type { Database } from '../server/db/client.js';

const STREAMS = Number(process.env.SSE_STREAMS ?? 2_000);
const ROUNDS = 5;

async function startServer(url: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** `count` customer users with a session each: their ids and bearer tokens. */
async function makeUsers(database: Database, count: number): Promise<{ ids: number[]; tokens: string[] }> {
  const tokens = Array.from({ length: count }, (_, i) => `bench-sse-token-${i}-${Date.now()}`);
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  const { rows } = await database.pool.query<{ id: number }>(
    `
    INSERT INTO users (user_name, nick_name, email, password_hash, user_type, role, company_id)
    SELECT 'sse' || g, 'SSE ' || g, 'sse' || g || '@bench.test', u.password_hash, 2, 5, u.company_id
    FROM generate_series(1, $1) g, (SELECT password_hash, company_id FROM users WHERE user_name = 'customer') u
    RETURNING id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  await database.pool.query(
    `
    INSERT INTO sessions (token_hash, user_id, kind, created_at, last_seen_at, expires_at)
    SELECT h, u, 'admin', now(), now(), now() + interval '12 hours' FROM unnest($1::text[], $2::int[]) AS t(h, u)`,
    [hashes, ids],
  );
  return { ids, tokens };
}

interface Listener {
  received: Promise<number>;
  reset(): void;
  close(): void;
}

/** One stream; `received` resolves with the arrival time (ms, performance clock) of the next message. */
function listen(base: string, token: string, agent: http.Agent): Promise<Listener> {
  return new Promise((resolve, reject) => {
    let settle: (at: number) => void = () => undefined;
    const listener: Listener = {
      received: Promise.resolve(0),
      reset() {
        listener.received = new Promise<number>((r) => (settle = r));
      },
      close: () => req.destroy(),
    };
    listener.reset();
    const req = http.get(
      `${base}/api/system/user/notifications/sse`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (chunk.includes('data: ')) settle(performance.now());
        });
        resolve(listener);
      },
    );
    req.on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(database: Database, bases: string[], users: { ids: number[]; tokens: string[] }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const listeners: Listener[] = [];
  for (let i = 0; i < users.tokens.length; i += 200) {
    listeners.push(
      ...(await Promise.all(
        users.tokens.slice(i, i + 200).map((t, j) => listen(bases[(i + j) % bases.length]!, t, agent)),
      )),
    );
  }
  const latencies: number[] = [];
  // Round 0 warms up (the cleaner's DOM, the processes' first NOTIFY) and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const l of listeners) l.reset();
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    await database.db.transaction((tx) =>
      raiseNotification(tx, users.ids, msg('notices.requestMade', { id: 1, barge: 'Bench' }), null, new Date()),
    );
    const committed = performance.now();
    const arrivals = await Promise.all(listeners.map((l) => l.received));
    if (process.env.SSE_DEBUG)
      process.stderr.write(
        `round ${round}: commit ${Math.round(committed - started)} ms, first ${Math.round(Math.min(...arrivals) - started)} ms, last ${Math.round(Math.max(...arrivals) - started)} ms\n`,
      );
    if (round > 0) latencies.push(...arrivals.map((at) => at - started));
  }
  for (const l of listeners) l.close();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    streams: listeners.length,
    deliveries: latencies.length,
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    maxMs: Math.round(latencies.at(-1)!),
  };
}

const db = await benchDatabase('sse');
const servers: ChildProcess[] = [];
try {
  const users = await makeUsers(db.database, STREAMS);
  const one = await startServer(db.url);
  servers.push(one.child);
  const single = await measure(db.database, [one.base], users);
  const two = await startServer(db.url);
  servers.push(two.child);
  const split = await measure(db.database, [one.base, two.base], users);
  process.stdout.write(
    `${JSON.stringify({ bench: 'sse', database: db.target, oneProcess: single, twoProcesses: split, targetP99Ms: 250, ok: single.p99Ms <= 250 && split.p99Ms <= 250 })}\n`,
  );
} finally {
  for (const child of servers) child.kill('SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  await db.cleanup();
}
