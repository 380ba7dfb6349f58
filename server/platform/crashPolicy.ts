import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { errorSerializer, type LoggedError } from './logRedaction.js';

/**
 * The request a piece of work was started for. AsyncLocalStorage follows it into every callback
 * it schedules (zlib's, timers, sockets), so an error thrown where no handler can catch it still
 * names the request that caused it.
 */
const requestContext = new AsyncLocalStorage<string>();

/** The id of the request the running code was started for, if any. */
export const currentRequestId = (): string | undefined => requestContext.getStore();

/**
 * Enters the request's context first thing, for everything that follows: the other hooks, the body
 * as it arrives, the handler and whatever it schedules.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requestContext.run(request.id, done));
}

/** How long stopping what must not be orphaned may take before the process exits all the same. */
const CRASH_STOP_TIMEOUT_MS = 10_000;
/** Exit code after a crash: not 0, so the supervisor (systemd, Docker, pm2) starts the process again. */
export const CRASH_EXIT_CODE = 70;

interface Events {
  on(event: 'uncaughtException', listener: (err: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

interface CrashPolicyOptions {
  /** Stops what must not outlive the process (the embedded PostgreSQL). */
  stop(): Promise<void>;
  stopTimeoutMs?: number;
  exit?: (code: number) => void;
  /** The process, or a stand-in in tests. */
  events?: Events;
}

interface CrashPolicy {
  /** The app's logger once there is one; until then fatal lines go to stderr as JSON in pino's shape. */
  useLogger(log: FastifyBaseLogger): void;
}

const isError = (e: unknown): e is Error =>
  !!e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string';

/**
 * An error in one line for stderr, where no logger redacts it yet: the messages of the error and
 * its causes as logRedaction.ts keeps them. A migration's or the seed's failed query reads "Failed
 * query: insert users b3f…: relation "users" does not exist (SQLSTATE 42P01)" — its statement and
 * what PostgreSQL said, never drizzle's "params: …" (a password hash, a token).
 */
export function redactedErrorText(err: unknown): string {
  if (!isError(err)) return `unexpected failure (${String(err)})`;
  const logged = errorSerializer(err);
  const parts: string[] = [];
  for (let e: LoggedError | undefined = logged; e; e = e.cause) if (!parts.includes(e.message)) parts.push(e.message);
  return parts.join(': ') + (logged.sqlState ? ` (SQLSTATE ${logged.sqlState})` : '');
}

/** A pino-shaped fatal line for crashes before the app's logger exists, its error redacted as the logger's would be. */
function stderrLine(fields: Record<string, unknown>, message: string): void {
  const err = isError(fields.err) ? errorSerializer(fields.err) : fields.err;
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, ...fields, err, msg: message })}\n`,
  );
}

/**
 * What happens to an error nothing caught (a throw in a library's callback, a rejected promise no
 * one awaited): the process state can no longer be trusted, so it is logged at fatal level with the
 * request during which it happened, the embedded PostgreSQL is stopped cleanly (bounded by a
 * timeout: a stuck stop must not keep a broken process alive), and the process exits non-zero for
 * its supervisor to start it again. Node's default would exit at once and orphan PostgreSQL,
 * whose lock then blocks the restart; to carry on instead would serve from a broken state.
 */
export function installCrashPolicy(options: CrashPolicyOptions): CrashPolicy {
  const events: Events = options.events ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = options.stopTimeoutMs ?? CRASH_STOP_TIMEOUT_MS;
  let fatal = (fields: Record<string, unknown>, message: string) => stderrLine(fields, message);
  let crashing = false;

  const crash = async (err: unknown, origin: string) => {
    const reqId = currentRequestId();
    const fields = { err, origin, ...(reqId ? { reqId } : {}) };
    if (crashing) {
      fatal(fields, 'another uncaught error while stopping');
      return;
    }
    crashing = true;
    fatal(fields, 'uncaught error: stopping the process');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const stopped = options.stop().then(
      () => 'stopped' as const,
      (stopErr: unknown) => {
        fatal({ err: stopErr }, 'the database did not stop cleanly');
        return 'failed' as const;
      },
    );
    const outcome = await Promise.race([stopped, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') fatal({ timeoutMs }, 'the database did not stop in time');
    exit(CRASH_EXIT_CODE);
  };

  events.on('uncaughtException', (err, origin) => void crash(err, origin));
  events.on('unhandledRejection', (reason) => void crash(reason, 'unhandledRejection'));
  return {
    useLogger(log) {
      fatal = (fields, message) => log.fatal(fields, message);
    },
  };
}
