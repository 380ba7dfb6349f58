import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/app.js';
import { withDb } from '../support/net.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { buildApp } from '../../server/app.js';
import { APP_ROLE, openDatabase } from '../../server/db/client.js';

/**
 * Backup and restore as docs/operations.md says (issue 14, 9): `pg_dump -Fc` of a live database,
 * `pg_restore` into an empty one, and the portal runs on the copy with its data, its sign-ins and an
 * intact audit chain, and takes new records.
 *
 * pg_dump refuses a server newer than itself: the run on the embedded PostgreSQL (18) is skipped
 * where the machine's pg_dump is older (Debian's is 15); the run on DATABASE_URL (15) covers it.
 */
const serverMajor = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const v = (await c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v;
  await c.end();
  return Math.floor(Number(v) / 10_000);
};
const dumpMajor = (() => {
  try {
    return Number(/(\d+)\./.exec(execFileSync('pg_dump', ['--version']).toString())?.[1] ?? 0);
  } catch {
    return 0;
  }
})();
const runs = dumpMajor >= (await serverMajor(inject('adminUrl')));

let t: TestApp;
let restoredName: string;
beforeAll(async () => {
  t = await createTestApp();
  restoredName = `berth_restored_${randomBytes(5).toString('hex')}`;
});
afterAll(async () => {
  await t.close();
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  await admin.end();
});

describe.runIf(runs)('pg_dump and pg_restore', () => {
  it('give a database the portal runs on, with its data, sign-ins and audit chain', async () => {
    const admin = await t.login('admin');
    await t.ok({ method: 'POST', url: '/api/tanks', token: admin, payload: { name: 'Backed up', number: 'BK1' } });
    const source = withDb(inject('adminUrl'), t.dbName);
    const target = withDb(inject('adminUrl'), restoredName);
    const dump = execFileSync('pg_dump', ['-Fc', '--dbname', source], { maxBuffer: 256 * 1024 * 1024 });
    const admin0 = new pg.Client({ connectionString: inject('adminUrl') });
    await admin0.connect();
    await admin0.query(`CREATE DATABASE ${restoredName}`);
    await admin0.end();
    execFileSync('pg_restore', ['--exit-on-error', '--dbname', target], { input: dump });

    const database = openDatabase(target, { max: 4, role: APP_ROLE });
    const app = await buildApp({
      database,
      logger: false,
      config: { version: 'restored', trustProxy: false, logLevel: 'silent', proofsPerMinute: 100_000 },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'logistics', password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = (login.json() as { data: { token: string } }).data.token;
      const auth = { authorization: `Bearer ${token}` };
      const tanks = (await app.inject({ url: '/api/jput/tank/getList', headers: auth })).json() as {
        data: { number: string }[];
      };
      expect(tanks.data.map((x) => x.number)).toContain('BK1');
      const created = await app.inject({
        method: 'POST',
        url: '/api/tanks',
        headers: auth,
        payload: { name: 'After restore', number: 'BK2' },
      });
      expect(created.statusCode).toBe(200);
      const verify = await app.inject({ url: '/api/audit/verify', headers: auth });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({ data: { ok: true } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
