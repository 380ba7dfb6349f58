import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { withDb } from '../support/net.js';
import { startServer, type ServerProcess } from '../support/serverProcess.js';

/**
 * A deploy's SIGTERM behind a load balancer (issue 30, 8): the process says not ready at once but
 * keeps its listener open for SHUTDOWN_GRACE_MS, answering what the balancer still sends, before it
 * closes and drains. Closing at once reset the connections the kernel had already accepted.
 */
const created: string[] = [];
afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});
const freshUrl = () => {
  const name = `berth_ops_${randomBytes(5).toString('hex')}`;
  created.push(name);
  return withDb(inject('adminUrl'), name);
};

const METRICS_TOKEN = 'stopping-test-metrics-token';

interface Outcome {
  path: string;
  status?: number;
  connection?: string;
  body?: string;
  /** ECONNRESET, ECONNREFUSED, …: what the balancer would count as a failed backend. */
  failure?: string;
}

/** One GET, on a connection of its own unless a kept-alive agent is given. */
function get(server: ServerProcess, path: string, agent?: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      `${server.base}${path}`,
      { agent: agent ?? false, headers: path === '/api/metrics' ? { authorization: `Bearer ${METRICS_TOKEN}` } : {} },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ path, status: res.statusCode, connection: res.headers.connection, body }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ path, failure: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ path, failure: e.code ?? e.message }));
    req.end();
  });
}

const times = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);

describe('SIGTERM with SHUTDOWN_GRACE_MS', () => {
  it('says not ready at once, answers every request sent at and after the signal, resets none, then exits 0', async () => {
    // Long enough that every step below happens inside it, however loaded the machine.
    const server = await startServer({
      DATABASE_URL: freshUrl(),
      SHUTDOWN_GRACE_MS: '4000',
      METRICS_TOKEN,
    });
    await server.ready();
    // Connections a balancer keeps open to the process, each used once before the signal.
    const kept = new Agent({ keepAlive: true, maxSockets: 8 });
    const warmed = await Promise.all(times(8, () => get(server, '/api/health', kept)));
    expect(warmed.map((o) => o.status)).toEqual(times(8, () => 200));

    server.child.kill('SIGTERM');
    // At the very moment of the signal: 40 requests on fresh connections and one on each kept-alive one.
    const atSignal = await Promise.all([
      ...times(40, () => get(server, '/api/jput/version')),
      ...times(8, () => get(server, '/api/health', kept)),
    ]);

    // The balancer's next checks: a 503, never a refused connection.
    const checks: Outcome[] = [];
    for (let i = 0; i < 100 && checks.at(-1)?.status !== 503; i++) {
      checks.push(await get(server, '/api/ready'));
      await new Promise((r) => setTimeout(r, 20));
    }
    // What it sent before it saw that 503 is still answered, as is the operator's scrape.
    const inGrace = await Promise.all([
      ...times(20, () => get(server, '/api/jput/version')),
      get(server, '/api/health', kept),
      get(server, '/api/metrics'),
    ]);

    const failures = [...atSignal, ...checks, ...inGrace].filter((o) => o.failure);
    expect(failures).toEqual([]);
    expect(atSignal.map((o) => o.status)).toEqual(times(48, () => 200));
    expect(checks.at(-1)?.status).toBe(503);
    expect(checks.slice(0, -1).every((o) => o.status === 200)).toBe(true);
    expect(inGrace.map((o) => o.status)).toEqual(times(22, () => 200));
    // Every answer after the signal tells the client to reconnect, elsewhere as far as the balancer knows.
    expect(inGrace.map((o) => o.connection)).toEqual(times(22, () => 'close'));
    expect(inGrace.at(-1)?.body).toMatch(/^berth_draining 1$/m);

    expect(await server.exited()).toBe(0);
    kept.destroy();
  });
});
