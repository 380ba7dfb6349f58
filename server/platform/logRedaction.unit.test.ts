import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorSerializer, logMethod, redactUrl, statementFingerprint } from './logRedaction.js';

describe('redactUrl', () => {
  it('keeps no credential of a query string', () => {
    expect(redactUrl('/api/tokenLogin?accessToken=abc123secret')).toBe('/api/tokenLogin?accessToken=%5Bredacted%5D');
    expect(redactUrl('/api/codeLogin?code=xyz&lang=en')).toBe('/api/codeLogin?code=%5Bredacted%5D&lang=en');
  });
  it('keeps no activation code of a path', () => {
    expect(redactUrl('/api/system/user/verification/Zm9vYmFy')).toBe('/api/system/user/verification/[redacted]');
  });
  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/companies/list?pageNum=2&sort=name')).toBe('/api/companies/list?pageNum=2&sort=name');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

/** A database failure as it reaches a log: drizzle's error, with node-postgres's as its cause. */
function failedQuery(code: string, message: string, params: unknown[]) {
  const cause = new pg.DatabaseError(message, 100, 'error');
  cause.code = code;
  cause.severity = 'ERROR';
  cause.detail = `Key (token_hash)=(${String(params[0])}) already exists.`;
  cause.where = `SQL statement "insert into sessions values ('${String(params[0])}')"`;
  cause.table = 'sessions';
  cause.constraint = 'sessions_token_hash_unique';
  return new DrizzleQueryError(
    'select "sessions"."id", "users"."user_name" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1',
    params,
    cause,
  );
}
const TOKEN_HASH = 'a3f1c0ffee5e55104deadbeef0123456789abcdef0123456789abcdef012345';

describe('errorSerializer', () => {
  it("keeps a failed query's statement, SQLSTATE and names, never its parameters, detail or context", () => {
    const logged = errorSerializer(
      failedQuery('23505', 'duplicate key value violates unique constraint', [TOKEN_HASH, 'pw-9']),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain(TOKEN_HASH);
    expect(text).not.toContain('pw-9');
    expect(text).not.toContain('params');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      message: expect.stringMatching(/^Failed query: select sessions b[0-9a-f]{20}$/),
      statement: expect.stringMatching(/^select sessions b[0-9a-f]{20}$/),
      cause: { code: '23505', table: 'sessions', constraint: 'sessions_token_hash_unique' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: select sessions b\w+\n\s+at /);
  });

  it('takes the value out of a data exception’s message and keeps the rest', () => {
    const logged = errorSerializer(
      failedQuery('22P02', `invalid input syntax for type uuid: "${TOKEN_HASH}"`, [TOKEN_HASH]),
    );
    expect(JSON.stringify(logged)).not.toContain(TOKEN_HASH);
    expect(logged.cause?.message).toBe('invalid input syntax for type uuid: "[value]"');
  });

  it('names a statement by its first word, its table and the name it is prepared under', () => {
    expect(statementFingerprint('insert into "tanks" ("name") values ($1)')).toMatch(/^insert tanks b\w{20}$/);
    expect(statementFingerprint('update "idempotency_keys" set "status" = $1')).toMatch(/^update idempotency_keys b/);
    expect(statementFingerprint('SELECT audit_seal($1) AS n')).toMatch(/^select b\w{20}$/);
  });

  it('keeps what other errors say', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      port: 5432,
    });
    expect(errorSerializer(refused)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      port: 5432,
    });
  });
});

describe('the logger of the app', () => {
  it('logs no parameter of an error logged alone, under `err` or as its message', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (l: string) => void lines.push(l) },
        serializers: { err: errorSerializer },
        hooks: { logMethod },
      },
    });
    const e = failedQuery('42703', 'column "token_hash" does not exist', [TOKEN_HASH]);
    app.log.warn(e);
    app.log.error({ err: e }, e.message);
    app.log.warn({ err: e }, 'mail delivery round failed');
    await app.close();
    const all = lines.join('');
    expect(all).not.toContain(TOKEN_HASH);
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; err: { sqlState: string } });
    expect(entries.map((x) => x.msg)).toEqual([
      expect.stringMatching(/^Failed query: select sessions b/),
      expect.stringMatching(/^Failed query: select sessions b/),
      'mail delivery round failed',
    ]);
    expect(entries.map((x) => x.err.sqlState)).toEqual(['42703', '42703', '42703']);
  });
});
