import { EventEmitter } from 'node:events';
import { request } from 'node:http';
import { inflate } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import {
  CRASH_EXIT_CODE,
  currentRequestId,
  installCrashPolicy,
  redactedErrorText,
  registerRequestContext,
} from './crashPolicy.js';

/** A stand-in for the process: its events, the exit it asks for, what it logged, in order. */
function fakeProcess(stop: () => Promise<void>, stopTimeoutMs?: number) {
  const events = new EventEmitter();
  const steps: string[] = [];
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const policy = installCrashPolicy({
    events,
    stopTimeoutMs,
    stop: async () => {
      steps.push('stop');
      await stop();
      steps.push('stopped');
    },
    exit: (code) => steps.push(`exit ${code}`),
  });
  const log = {
    fatal: (fields: Record<string, unknown>, message: string) => {
      steps.push('fatal');
      lines.push({ fields, message });
    },
  };
  policy.useLogger(log as never);
  return { events, steps, lines };
}

describe('the crash policy', () => {
  it('logs an uncaught error at fatal level, stops the database, and only then exits non-zero', async () => {
    const p = fakeProcess(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const err = new Error('thrown in a callback');
    p.events.emit('uncaughtException', err, 'uncaughtException');
    await vi.waitFor(() => expect(p.steps).toContain(`exit ${CRASH_EXIT_CODE}`));
    expect(p.steps).toEqual(['fatal', 'stop', 'stopped', `exit ${CRASH_EXIT_CODE}`]);
    expect(p.lines[0]).toMatchObject({ fields: { err, origin: 'uncaughtException' } });
    expect(CRASH_EXIT_CODE).not.toBe(0);
  });

  it('treats a rejection no one awaited the same way', async () => {
    const p = fakeProcess(async () => undefined);
    p.events.emit('unhandledRejection', new Error('nobody awaited me'));
    await vi.waitFor(() => expect(p.steps).toEqual(['fatal', 'stop', 'stopped', `exit ${CRASH_EXIT_CODE}`]));
  });

  it('exits all the same when the database does not stop in time, and says so', async () => {
    const p = fakeProcess(() => new Promise(() => undefined), 30);
    p.events.emit('uncaughtException', new Error('boom'), 'uncaughtException');
    await vi.waitFor(() => expect(p.steps).toContain(`exit ${CRASH_EXIT_CODE}`));
    expect(p.steps).toEqual(['fatal', 'stop', 'fatal', `exit ${CRASH_EXIT_CODE}`]);
    expect(p.lines[1]!.message).toBe('the database did not stop in time');
  });

  it('stops once when a second error comes while stopping, and logs that one too', async () => {
    let release = () => undefined as void;
    const p = fakeProcess(() => new Promise<void>((resolve) => (release = resolve)));
    p.events.emit('uncaughtException', new Error('first'), 'uncaughtException');
    p.events.emit('uncaughtException', new Error('second'), 'uncaughtException');
    release();
    await vi.waitFor(() => expect(p.steps).toContain(`exit ${CRASH_EXIT_CODE}`));
    expect(p.steps.filter((s) => s === 'stop')).toHaveLength(1);
    expect(p.lines.map((l) => l.message)).toEqual([
      'uncaught error: stopping the process',
      'another uncaught error while stopping',
    ]);
  });
});

/** A migration's or the seed's failed insert, as drizzle throws it: its message ends in the parameters. */
const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$b3f1c0ffee';
function failedSeed() {
  const cause = new pg.DatabaseError('relation "users" does not exist', 100, 'error');
  cause.code = '42P01';
  cause.severity = 'ERROR';
  cause.detail = `Failing row contains (1, admin, ${PASSWORD_HASH}).`;
  return new DrizzleQueryError(
    'insert into "users" ("user_name", "password_hash") values ($1, $2)',
    ['admin', PASSWORD_HASH],
    cause,
  );
}

describe('errors printed before the logger exists', () => {
  it("prints a failed start's query by its statement and what PostgreSQL said, never its parameters", () => {
    const err = failedSeed();
    expect(err.message).toContain(PASSWORD_HASH);
    const text = redactedErrorText(err);
    expect(text).toMatch(
      /^Failed query: insert users b[0-9a-f]{20}: relation "users" does not exist \(SQLSTATE 42P01\)$/,
    );
    expect(text).not.toContain(PASSWORD_HASH);
    expect(text).not.toContain('admin');
  });

  it('keeps a start failure that holds no values as it is', () => {
    const said =
      'the embedded PostgreSQL in /data/pg did not start on port 54329: could not bind IPv4 address "127.0.0.1"';
    expect(redactedErrorText(new Error(said))).toBe(said);
    expect(redactedErrorText('nope')).toBe('unexpected failure (nope)');
  });

  it('writes a crash before the logger exists to stderr redacted as the logger would', async () => {
    const events = new EventEmitter();
    const exited: number[] = [];
    installCrashPolicy({ events, stop: async () => undefined, exit: (code) => exited.push(code) });
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      events.emit('unhandledRejection', failedSeed());
      await vi.waitFor(() => expect(exited).toEqual([CRASH_EXIT_CODE]));
    } finally {
      write.mockRestore();
    }
    const line = JSON.parse(written[0]!) as { level: number; msg: string; err: { message: string; sqlState: string } };
    expect(line).toMatchObject({ level: 60, msg: 'uncaught error: stopping the process' });
    expect(line.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert users b/),
      sqlState: '42P01',
    });
    expect(written.join('')).not.toContain(PASSWORD_HASH);
  });
});

describe('the request context', () => {
  it("carries a request's id into a zlib callback started by its handler, after its body was read", async () => {
    const app = Fastify({ genReqId: (req) => String(req.headers['x-request-id']) });
    registerRequestContext(app);
    let seen: string | undefined = 'not called';
    app.post('/work', async (request) => {
      await new Promise<void>((resolve) =>
        inflate(Buffer.from('not a zlib stream'), () => {
          seen = currentRequestId();
          resolve();
        }),
      );
      return { body: request.body };
    });
    // Over a real socket, the body in two halves: the second arrives on the connection's events,
    // outside the request's context.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ some: 'body', more: 'x'.repeat(2000) });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        `${base}/work`,
        {
          method: 'POST',
          headers: {
            'x-request-id': 'req-zlib-0001',
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 1000));
      setTimeout(() => req.end(body.slice(1000)), 50);
    });
    expect(status).toBe(200);
    expect(seen).toBe('req-zlib-0001');
    expect(currentRequestId()).toBeUndefined();
    await app.close();
  });
});
