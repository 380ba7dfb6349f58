import { EventEmitter } from 'node:events';
import { request } from 'node:http';
import { inflate } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CRASH_EXIT_CODE, currentRequestId, installCrashPolicy, registerRequestContext } from './crashPolicy.js';

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
