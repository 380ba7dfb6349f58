import type autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyRequest } from 'fastify';
import { buildApp } from '../server/app.js';
import type { AppConfig } from '../server/config.js';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, openDatabase, type Database } from '../server/db/client.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../demo/seed.js';
import { seedHistory } from '../demo/history.js';
import { BROWSER_DIST } from '../server/paths.js';
import { setMailLinks } from '../server/modules/mailPreferences/mailPreferences.token.js';
import { randomBytes } from 'node:crypto';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;
export const PASSWORD = 'Bench#Password2026';

export interface BenchDatabase {
  url: string;
  database: Database;
  target: 'external' | 'embedded';
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database: on DATABASE_URL's server when set, else on an embedded
 * PostgreSQL of its own. `cleanup` drops it (and stops the embedded server).
 */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  let url: string;
  const dbName = `berth_${name}_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
  } else {
    dir = mkdtempSync(join(tmpdir(), 'berth-bench-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port: 54000 + Math.floor(Math.random() * 900) });
    stopEmbedded = embedded.stop;
    url = embedded.url.replace(/\/postgres$/, `/${dbName}`);
  }
  await ensureDatabase(url);
  const database = openDatabase(url, { max: 20 });
  await runMigrations(database);
  // A bench writes mails (the demo's story, a digest run) before or without an app: links of this
  // process only, which mailLinks() refuses to make up outside tests.
  setMailLinks(randomBytes(32), 'http://localhost:8080');
  await seedDemo(database.db, PASSWORD);
  return {
    url,
    database,
    target: process.env.DATABASE_URL ? 'external' : 'embedded',
    async cleanup() {
      await database.close();
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
      await stopEmbedded?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** autocannon against `url`, run in a process of its own (bench/loadgen.mjs): the measured server keeps its cores to itself. */
export async function load(
  url: string,
  headers: Record<string, string>,
  requests?: autocannon.Request[],
  /** A POST of a file's bytes (binary bodies do not travel in argv's JSON). */
  post?: { bodyFile: string },
  /** Calls at once: 50 by default; 1 measures one call's time, one after another. */
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const options = {
    url,
    connections,
    duration: SECONDS,
    headers,
    requests,
    ...(post ? { method: 'POST', bodyFile: post.bodyFile } : {}),
  };
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./loadgen.mjs', import.meta.url)), JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult;
}

export async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The portal on a free port, signed in as terminal logistics: its base URL, the bearer header, and close. */
export async function startPortal(database: Database, config: Partial<AppConfig> = {}) {
  const app = await buildApp({
    database,
    logger: false,
    config: { version: 'bench', trustProxy: false, logLevel: 'silent', ...config },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'logistics', password: PASSWORD },
  });
  return {
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    headers: { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` },
    close: () => app.close(),
  };
}

/**
 * The built browser app and the API on a free port, over a fresh database with the demo history
 * and every disclaimer agreed (no dialog between sign-in and a list): what the browser benches use.
 */
export async function startBuiltPortal(name: string) {
  const bench = await benchDatabase(name);
  await seedHistory(bench.database.db, new Date());
  await sql(
    bench.url,
    'INSERT INTO disclaimer_agreements (user_id, disclaimer_id, agreed_at) SELECT u.id, d.id, now() FROM users u CROSS JOIN disclaimers d ON CONFLICT DO NOTHING',
  );
  const app = await buildApp({
    database: bench.database,
    logger: false,
    config: { version: 'bench', trustProxy: false, logLevel: 'silent', staticDir: BROWSER_DIST },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      await app.close();
      await bench.cleanup();
    },
  };
}

/** A bare Fastify app with one /bare route (GET, or POST taking any body as bytes), the baseline the portal is compared with. */
export async function startBare(
  handler: (request: FastifyRequest) => Promise<unknown>,
  method: 'GET' | 'POST' = 'GET',
) {
  const bare = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
  bare.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  bare.route({ method, url: '/bare', handler });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`,
    close: () => bare.close(),
  };
}

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** min, median and max of a few figures. */
export function spread(values: number[], digits = 3) {
  const s = [...values].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(digits));
  return { min: round(s[0]!), median: round(s[Math.floor(s.length / 2)]!), max: round(s.at(-1)!) };
}

/**
 * The portal against the bare route in the same run: each warmed up once, then ROUNDS rounds of
 * portal then bare, interleaved, so a noisy moment of a shared machine hits both. `ratio` is the
 * portal's requests per second over the bare route's, per round; `portal` and `bare` are the
 * rounds' medians.
 */
export async function portalVersusBare(portalUrl: string, headers: Record<string, string>, bareUrl: string) {
  await load(portalUrl, headers);
  await load(bareUrl, {});
  const rounds: { portal: LoadResult; bare: LoadResult }[] = [];
  for (let i = 0; i < ROUNDS; i++)
    rounds.push({ portal: await load(portalUrl, headers), bare: await load(bareUrl, {}) });
  const median = (pick: (r: (typeof rounds)[number]) => LoadResult) => {
    const sorted = rounds.map(pick).sort((a, b) => a.reqPerSec - b.reqPerSec);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    rounds: ROUNDS,
    portal: median((r) => r.portal),
    bare: median((r) => r.bare),
    ratio: spread(rounds.map((r) => r.portal.reqPerSec / r.bare.reqPerSec)),
    /** The portal's p99 latency over the bare route's, per round. */
    p99Ratio: spread(rounds.map((r) => r.portal.p99Ms / r.bare.p99Ms)),
  };
}

/** Runs a bench's main; a failure prints its stack and exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
