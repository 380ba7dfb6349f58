/**
 * How long the portal takes to answer /api/ready after `npm start`: fresh (an empty data folder:
 * the embedded PostgreSQL is created, migrated and seeded) and restart (the same folder again).
 * Against, in the same run and interleaved: the server started the old way from its sources with
 * tsx (no browser rebuild), and the floor of the machine, a bare Node HTTP server. Targets: fresh
 * ≤ 8 s, restart ≤ 3 s. Prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOutdated } from '../scripts/build.mjs';
import { freePort } from '../tests/support/net.js';
import { runBench, spread } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Seconds from spawning `command` until `path` answers 200; then stopped with SIGINT and waited for. */
async function timeToReady(command: string[], env: NodeJS.ProcessEnv, port: number, path: string): Promise<number> {
  const started = performance.now();
  // The embedded database, always: DATABASE_URL of the calling shell is left out.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  // A group of its own, stopped as Ctrl-C stops it: npm's shell and the server both get the signal.
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited early: ${err}`);
      if (
        await fetch(`http://127.0.0.1:${port}${path}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error(`not ready in 120 s: ${err}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGINT');
    await exited;
    // npm returns before its server has stopped: wait until the whole group is gone.
    for (let i = 0; i < 200 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 50));
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  await buildOutdated({ log: () => undefined });
  const ways = {
    npmStart: ['npm', 'start', '--silent'],
    tsxSources: [process.execPath, '--import', 'tsx', 'server/main.ts'],
  };
  const times: Record<string, { fresh: number[]; restart: number[] }> = {
    npmStart: { fresh: [], restart: [] },
    tsxSources: { fresh: [], restart: [] },
  };
  const floor: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, command] of Object.entries(ways)) {
      const dir = mkdtempSync(join(tmpdir(), 'berth-start-'));
      const port = await freePort();
      const env = {
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      };
      try {
        times[name]!.fresh.push(await timeToReady(command, env, port, '/api/ready'));
        times[name]!.restart.push(await timeToReady(command, env, port, '/api/ready'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const port = await freePort();
    floor.push(
      await timeToReady(
        [
          process.execPath,
          '-e',
          `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
        ],
        {},
        port,
        '/',
      ),
    );
  }
  process.stdout.write(
    `${JSON.stringify({
      bench: 'start',
      rounds: ROUNDS,
      npmStartSeconds: { fresh: spread(times.npmStart!.fresh, 2), restart: spread(times.npmStart!.restart, 2) },
      tsxSourcesSeconds: { fresh: spread(times.tsxSources!.fresh, 2), restart: spread(times.tsxSources!.restart, 2) },
      restartRatioVsTsx: spread(times.npmStart!.restart.map((t, i) => t / times.tsxSources!.restart[i]!)),
      bareNodeServerSeconds: spread(floor, 2),
      targets: { freshSeconds: 8, restartSeconds: 3 },
    })}\n`,
  );
}

runBench(main);
