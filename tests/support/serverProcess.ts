import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_PASSWORD } from './constants.js';
import { freePort } from './net.js';

/** The compiled server as production runs it (`node build/server/main.js`), or through `npm start`. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  /** Resolves once /api/ready answers 200; fails if the process ends first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code. */
  exited(): Promise<number | null>;
  signIn(username: string): Promise<string>;
}

/**
 * `env` is laid over this process's; a key given as undefined is removed (DATABASE_URL for the
 * embedded database). No grace on SIGTERM unless a test sets SHUTDOWN_GRACE_MS. `detached` starts
 * the server as the leader of a process group of its own, so a test can signal the whole group (as
 * a terminal's Ctrl-C does) without hitting the test runner.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  opts: { via?: 'node' | 'npm'; port?: number; detached?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const [cmd, args] =
    opts.via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['build/server/main.js']];
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
    ...env,
  };
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  const child = spawn(cmd, args, {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    port,
    output: () => output,
    exited: () => exit,
    async ready(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}): ${output}`);
        const ok = await fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the server was not ready in ${timeoutMs} ms: ${output}`);
    },
    async signIn(username) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: TEST_PASSWORD }),
      });
      const body = (await res.json()) as { data: { token: string } };
      return body.data.token;
    },
  };
}
