import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { withDb } from '../support/net.js';
import { startServer } from '../support/serverProcess.js';
import { DEMO_BARGE_CREWS, DEMO_USERS } from '../../demo/seed.js';
import { MIGRATIONS_DIR } from '../../server/paths.js';

/**
 * Several API processes on one external PostgreSQL, as production runs them (issue 14, 3 and 4).
 */
const created: string[] = [];
const freshUrl = () => {
  const name = `berth_ops_${randomBytes(5).toString('hex')}`;
  created.push(name);
  return withDb(inject('adminUrl'), name);
};

afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('three processes started at once on an empty database', () => {
  it('all come up: one creates, migrates and seeds it while the others wait their turn', async () => {
    const url = freshUrl();
    const servers = await Promise.all([1, 2, 3].map(() => startServer({ DATABASE_URL: url })));
    await Promise.all(servers.map((s) => s.ready()));

    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const migrations = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const users = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await c.end();
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
    expect(migrations.rows[0]!.n).toBe(files);
    // The demo's sign-ins and the crews of the barges that sign their own certificates (DECISIONS §12).
    expect(users.rows[0]!.n).toBe(DEMO_USERS.length + DEMO_BARGE_CREWS.length);

    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited()))).toEqual([0, 0, 0]);
  });
});

describe('npm start', () => {
  it('passes SIGTERM on to the server, which stops', async () => {
    const server = await startServer({ DATABASE_URL: freshUrl() }, { via: 'npm' });
    await server.ready();
    // The signal goes to npm alone, as a process manager that knows only its own child sends it.
    server.child.kill('SIGTERM');
    await server.exited();
    const after = await fetch(`${server.base}/api/health`).then(
      (r) => `answered ${r.status}`,
      (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
    );
    expect(after).toBe('ECONNREFUSED');
  });
});
