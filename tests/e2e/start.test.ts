import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { TEST_PASSWORD } from '../support/constants.js';
import { freePort, withDb } from '../support/net.js';
import { DAY } from '../../contract/time.js';

/**
 * `npm start` as a newcomer runs it: the compiled server (build/server/main.js, made by the
 * production build step before this suite) migrates and seeds a new database and serves the app.
 * The parts the bundle could break are used: the planner's worker thread, and the PDF library that
 * loads on first use.
 */
let child: ChildProcess;
let base: string;
let url: string;
let output = '';

beforeAll(async () => {
  url = withDb(inject('adminUrl'), `berth_start_${randomBytes(5).toString('hex')}`);
  const port = await freePort();
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (child.exitCode !== null) throw new Error(`npm start ended: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
});

const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers: Record<string, string> = {
    ...(init.body ? { 'content-type': 'application/json' } : {}),
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
  };
  return fetch(`${base}/api${path}`, { ...init, headers });
};
const signIn = async (username: string) =>
  (
    (await (
      await call('/login', { method: 'POST', body: JSON.stringify({ username, password: TEST_PASSWORD }) })
    ).json()) as { data: { token: string } }
  ).data.token;

describe('npm start', () => {
  it('prints the address and the demo sign-ins, and serves the browser app', async () => {
    expect(output).toContain('Berth');
    expect(output).toMatch(/logistics\s+userType 1, role 1/);
    const page = await fetch(`${base}/barging/index`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('plans in its worker thread and renders a PDF from the compiled bundle', async () => {
    const logistics = await signIn('logistics');
    const customer = await signIn('customer');
    const ids = async (sql: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query<{ id: number }>(sql)).rows[0]!.id;
      } finally {
        await c.end();
      }
    };
    const body = {
      bargeId: await ids("SELECT id FROM ships WHERE name = 'Harbour Star 1'"),
      productId: await ids("SELECT id FROM products WHERE name LIKE 'Marine Gasoil%'"),
      quantity: 1000,
      nominatedQtyMax: 1200,
      submit: true,
    };
    const created = await call('/jput/nomination', { method: 'POST', token: customer, body: JSON.stringify(body) });
    expect(created.status).toBe(200);
    const { data: n } = (await created.json()) as { data: { id: number } };
    const pdf = await call(`/jput/nomination/${n.id}/previewPdf`, { token: logistics });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const today = new Date().toISOString().slice(0, 10);
    const week = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    const plan = await call('/planner/propose', {
      method: 'POST',
      token: logistics,
      body: JSON.stringify({ from: today, to: week }),
    });
    expect(plan.status).toBe(200);
    expect(((await plan.json()) as { data: { proposals: unknown[] } }).data.proposals).toEqual(expect.any(Array));
  });
});
