import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { AppConfig } from '../../server/config.js';
import { APP_ROLE, openDatabase, type Database } from '../../server/db/client.js';
import { TEST_PASSWORD } from './constants.js';
import { withDb } from './net.js';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  dbName: string;
  login(username: string, password?: string): Promise<string>;
  call(
    opts: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>;
  /** The `data` of a call that must succeed (throws with the message otherwise). */
  ok<T = Record<string, unknown>>(opts: InjectOptions & { token?: string }): Promise<T>;
  /** Runs SQL as the database owner (a superuser), bypassing the application role. */
  asOwner<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template database and an app on it with a movable clock. */
export async function createTestApp(
  opts: {
    staticDir?: string;
    config?: Partial<AppConfig>;
    /** How the app opens its database (a relay in between, other timeouts); the usual pool otherwise. */
    openDb?: (url: string) => Database;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const dbName = `berth_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const database = (opts.openDb ?? ((url) => openDatabase(url, { max: 10, role: APP_ROLE })))(withDb(adminUrl, dbName));
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = await buildApp({
    database,
    clock: () => clock.now,
    logger: false,
    config: {
      version: '9.9.9-test',
      trustProxy: false,
      logLevel: 'silent',
      staticDir: opts.staticDir,
      streamSweepMs: 500,
      // Suites sign in far more often than a person; the sign-in limits have their own test.
      proofsPerMinute: 100_000,
      proofAttemptsPerMinute: 100_000,
      ...opts.config,
    },
  });
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    let body: { code: number; msg: string; data: unknown };
    try {
      body = res.json();
    } catch {
      body = { code: -1, msg: res.body, data: null };
    }
    return { status: res.statusCode, body };
  };

  return {
    app,
    database,
    clock,
    dbName,
    call,
    async ok(opts) {
      const res = await call(opts);
      if (res.status !== 200)
        throw new Error(`${String(opts.method)} ${String(opts.url)} → ${res.status} ${res.body.msg}`);
      return res.body.data as never;
    },
    async asOwner(text, values) {
      const c = new pg.Client({ connectionString: withDb(adminUrl, dbName) });
      await c.connect();
      try {
        return (await c.query(text, values)).rows;
      } finally {
        await c.end();
      }
    },
    async login(username, password = TEST_PASSWORD) {
      const res = await call({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.body.msg}`);
      return (res.body.data as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.end();
    },
  };
}
