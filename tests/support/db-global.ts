import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded.js';
import { openDatabase } from '../../server/db/client.js';
import { runMigrations } from '../../server/db/migrate.js';
import { seedDemo } from '../../demo/seed.js';
import { TEST_PASSWORD } from './constants.js';
import { freePort, withDb } from './net.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    dbTarget: string;
  }
}

interface Shared {
  adminUrl: string;
  templateDb: string;
  target: 'embedded' | 'external';
  stop(): Promise<void>;
}

/**
 * One PostgreSQL per run: embedded by default (TEST_DB=embedded), or the server of DATABASE_URL
 * (TEST_DB=external). A template database gets the real migrations and the demo seed once; each
 * test file then copies it into a database of its own, so files never share data. Projects of the same run
 * (the two browser projects) share the server and the template: the last one to finish stops them.
 */
// On globalThis, as vitest loads this module anew for each project.
const SHARED = Symbol.for('berth.testDatabase');
const holder = globalThis as { [SHARED]?: { users: number; ready: Promise<Shared> } };

export default async function setup(project: TestProject) {
  const mine = (holder[SHARED] ??= { users: 0, ready: prepare() });
  mine.users++;
  const { adminUrl, templateDb, target, stop } = await mine.ready;
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('dbTarget', target);
  return async () => {
    if (--mine.users > 0) return;
    if (holder[SHARED] === mine) delete holder[SHARED];
    await stop();
  };
}

async function prepare(): Promise<Shared> {
  const target = process.env.TEST_DB === 'external' ? 'external' : 'embedded';
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let adminUrl: string;
  if (target === 'external') {
    if (!process.env.DATABASE_URL) throw new Error('TEST_DB=external needs DATABASE_URL');
    adminUrl = process.env.DATABASE_URL;
  } else {
    dir = mkdtempSync(join(tmpdir(), 'berth-test-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
    adminUrl = embedded.url;
  }
  const templateDb = `berth_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const database = openDatabase(withDb(adminUrl, templateDb), { max: 2 });
  await runMigrations(database);
  await seedDemo(database.db, TEST_PASSWORD);
  await database.close();

  return {
    adminUrl,
    templateDb,
    target,
    stop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await embedded?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
