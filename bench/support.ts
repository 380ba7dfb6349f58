import autocannon from 'autocannon';
import Fastify, { type FastifyRequest } from 'fastify';
import { buildApp } from '../server/app.js';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, openDatabase, type Database } from '../server/db/client.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/db/seed.js';

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
  const database = openDatabase(url, 20);
  await runMigrations(database.db);
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

export async function load(url: string, headers: Record<string, string>, requests?: autocannon.Request[]) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
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
export async function startPortal(database: Database) {
  const app = await buildApp({
    database,
    logger: false,
    config: { version: 'bench', trustProxy: false, logLevel: 'silent' },
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

/** A bare Fastify app with one GET /bare route, the baseline the portal is compared with. */
export async function startBare(handler: (request: FastifyRequest) => Promise<unknown>) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', handler);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`,
    close: () => bare.close(),
  };
}

/**
 * The portal against the bare route in the same run: each warmed up once, then measured, portal
 * first. `ratio` is the portal's requests per second over the bare route's.
 */
export async function portalVersusBare(portalUrl: string, headers: Record<string, string>, bareUrl: string) {
  await load(portalUrl, headers);
  await load(bareUrl, {});
  const portal = await load(portalUrl, headers);
  const bare = await load(bareUrl, {});
  return { portal, bare, ratio: Number((portal.reqPerSec / bare.reqPerSec).toFixed(3)) };
}

/** Runs a bench's main; a failure prints its stack and exits non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
