import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/net.js';
import { MINUTE } from '../../contract/time.js';

const dataDir = mkdtempSync(join(tmpdir(), 'berth-life-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number, pgPort: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + MINUTE;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready: ${out}`);
}

const postmasterPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const exited = (child: ChildProcess) =>
  new Promise<number | null>((r) =>
    child.exitCode !== null ? r(child.exitCode) : child.on('exit', (code) => r(code)),
  );

describe('starting and stopping', () => {
  it('recovers by itself after kill -9, and Ctrl-C stops the app and its database', async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const first = await start(port, pgPort);
    const orphan = postmasterPid();
    first.kill('SIGKILL');
    await exited(first);
    expect(alive(orphan)).toBe(true); // the embedded PostgreSQL outlived its parent

    const second = await start(port, pgPort);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Berth#Demo2026' }),
    });
    expect(login.status).toBe(200); // the data survived, seeded once
    const pg = postmasterPid();
    second.kill('SIGINT');
    expect(await exited(second)).toBe(0);
    for (let i = 0; i < 40 && alive(pg); i++) await new Promise((r) => setTimeout(r, 250));
    expect(alive(pg)).toBe(false);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
