import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import { openDatabase } from '../db/client.js';
import { registerErrorHandling } from './errors.js';

/** An error as node-postgres makes it from PostgreSQL's answer. */
function pgError(code: string, fields: { severity?: string; routine?: string; message?: string } = {}) {
  const e = new pg.DatabaseError(fields.message ?? `failure ${code}`, 100, 'error');
  e.code = code;
  e.severity = fields.severity ?? 'ERROR';
  if (fields.routine) e.routine = fields.routine;
  return e;
}
/** The same, as drizzle hands it on: its query error with the driver's error as `cause`. */
const wrapped = (e: Error) => new DrizzleQueryError('select "id" from "tanks" where "id" = $1', [1], e);

let app: FastifyInstance;
let thrown: Error;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/fail', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

async function answer(error: Error) {
  thrown = error;
  const res = await app.inject({ url: '/fail' });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json<{ msg: string }>() };
}

const tally = () =>
  Object.fromEntries([...app.databaseErrors.entries()].map((e) => [`${e.sqlClass} ${e.outcome}`, e.count]));

const UNAVAILABLE = [
  ['08000', 'connection exception'],
  ['08003', 'connection does not exist'],
  ['08006', 'connection failure'],
  ['08P01', 'protocol violation'],
  ['53000', 'insufficient resources'],
  ['53100', 'disk full'],
  ['53200', 'out of memory'],
  ['53300', 'too many connections'],
  ['53400', 'configuration limit exceeded'],
  ['55P03', 'lock not available'],
  ['57014', 'statement cancelled (statement timeout)'],
  ['57P01', 'admin shutdown (terminated backend)'],
  ['57P02', 'crash shutdown'],
  ['57P03', 'cannot connect now'],
  ['57P05', 'idle session timeout'],
  ['58000', 'system error'],
  ['58030', 'I/O error'],
  ['25P03', 'idle-in-transaction timeout'],
  ['40001', 'serialisation failure'],
  ['40P01', 'deadlock'],
] as const;

describe('the database errors that are an outage', () => {
  it.each(UNAVAILABLE)('answers %s (%s) with 503 and Retry-After, alone and wrapped by drizzle', async (code) => {
    for (const error of [pgError(code), wrapped(pgError(code))]) {
      const res = await answer(error);
      expect(res).toMatchObject({
        status: 503,
        retryAfter: '2',
        body: { code: 503, msg: MESSAGES_EN.server.unavailable },
      });
    }
  });

  it('answers 55000 with 503 when connecting is refused (the database does not allow connections)', async () => {
    const refused = pgError('55000', {
      severity: 'FATAL',
      routine: 'CheckMyDatabase',
      message: 'database "berth" is not currently accepting connections',
    });
    for (const error of [refused, wrapped(refused)])
      expect(await answer(error)).toMatchObject({ status: 503, retryAfter: '2' });
    // PostgreSQL's severity is in the server's language; the routine's name is not.
    expect(await answer(pgError('55000', { severity: '致命错误', routine: 'CheckMyDatabase' }))).toMatchObject({
      status: 503,
    });
  });

  it('answers 55000 from a statement (currval before nextval) as a defect: 500, no Retry-After', async () => {
    const currval = pgError('55000', {
      routine: 'currval_oid',
      message: 'currval of sequence "s" is not yet defined in this session',
    });
    for (const error of [currval, wrapped(currval)]) {
      const res = await answer(error);
      expect(res.status).toBe(500);
      expect(res.retryAfter).toBeUndefined();
    }
  });

  it('leaves the codes that are not an outage as they were', async () => {
    for (const code of ['57P04', '58P01', '54000', '42703', 'XX000'])
      expect((await answer(pgError(code))).status).toBe(500);
    expect((await answer(wrapped(pgError('23505')))).status).toBe(409);
    expect((await answer(pgError('22P02'))).status).toBe(400);
  });

  it("answers the driver's own connection failures with 503", async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect((await answer(wrapped(refused))).status).toBe(503);
    expect((await answer(new Error('Connection terminated unexpectedly'))).status).toBe(503);
  });
});

describe('the count of database errors answered', () => {
  it('counts each by SQLSTATE class and outcome, the driver’s connection failures as class 08, other errors not at all', async () => {
    const before = tally();
    await answer(wrapped(pgError('53300')));
    await answer(pgError('57P01'));
    await answer(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    await answer(wrapped(pgError('23505')));
    await answer(pgError('42703'));
    await answer(new Error('a plain defect'));
    const after = tally();
    const added = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
    expect({
      '53 unavailable': added('53 unavailable'),
      '57 unavailable': added('57 unavailable'),
      '08 unavailable': added('08 unavailable'),
      '23 client': added('23 client'),
      '42 internal': added('42 internal'),
    }).toEqual({ '53 unavailable': 1, '57 unavailable': 1, '08 unavailable': 1, '23 client': 1, '42 internal': 1 });
    expect(Object.values(after).reduce((a, b) => a + b, 0) - Object.values(before).reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe("which errors count as the database's", () => {
  it("counts the driver's own refused connection as class 08, not a mail server's or a partner's", async () => {
    const database = openDatabase('postgres://berth@127.0.0.1:1/berth', { timeouts: { connectMs: 2_000 } });
    const fromPool = await database.pool.connect().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    await database.close();
    expect(fromPool).toMatchObject({ code: 'ECONNREFUSED' });
    const smtp = Object.assign(new Error('connect ECONNREFUSED 10.0.0.25:587'), { code: 'ECONNREFUSED' });
    const partner = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    const before = tally();
    for (const error of [fromPool!, smtp, partner, new Error('Connection terminated unexpectedly')])
      await answer(error);
    const after = tally();
    const added = Object.fromEntries(
      Object.entries(after)
        .map(([k, n]) => [k, n - (before[k] ?? 0)])
        .filter(([, n]) => n !== 0),
    );
    // The pool's refusal and node-postgres's own message; the mail server's and the partner's not at all.
    expect(added).toEqual({ '08 unavailable': 2 });
  });
});

describe('the envelope of every refusal (issue 31, 11)', () => {
  const badJson = Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 });
  const fastify = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });
  it.each([
    ['a database outage (503)', wrapped(pgError('57P01')), 503],
    ['a duplicate from the database (409)', wrapped(pgError('23505')), 409],
    ['a bad value from the database (400)', pgError('22P02'), 400],
    ['unreadable JSON (400)', badJson, 400],
    ['a body too large (413)', fastify('FST_ERR_CTP_BODY_TOO_LARGE', 413), 413],
    ['an unsupported content type (415)', fastify('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415), 415],
    ["a plugin's client error (429)", fastify('FST_OTHER', 429), 429],
    ['a defect (500)', new Error('a plain defect'), 500],
  ] as const)('carries data: null on %s', async (_what, error, status) => {
    thrown = error;
    const res = await app.inject({ url: '/fail' });
    expect(res.statusCode).toBe(status);
    const body = res.json<Record<string, unknown>>();
    expect('data' in body).toBe(true);
    expect(body.data).toBeNull();
  });

  it('carries data: null on a route that does not exist', async () => {
    const body = (await app.inject({ url: '/nowhere' })).json<Record<string, unknown>>();
    expect(body).toMatchObject({ code: 404, data: null });
    expect('data' in body).toBe(true);
  });
});
