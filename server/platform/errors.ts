import type { FastifyError, FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { raisedByDriver } from '../db/client.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODES, messageEnvelope, type Code } from '../../contract/envelope.js';
import { msg, textOf, type CatalogueMessage, type MessageKey, type PlainKey } from '../../contract/messages/index.js';
import { issueMessage, type SchemaIssue } from './validation.js';

type ErrorCode = Exclude<Code, 200>;
/** A catalogue message, or a key whose text takes no parameters. */
type Refusal = CatalogueMessage | PlainKey;

const toMessage = (m: Refusal): CatalogueMessage => (typeof m === 'string' ? { key: m } : m);

/**
 * The one error type of the server: a code from the closed set and a catalogue message. The
 * envelope carries the message's English text as `msg` and its key and parameters, so the browser
 * shows it in the user's language.
 */
export class AppError extends Error {
  readonly detail: CatalogueMessage;
  constructor(
    readonly code: ErrorCode,
    detail: Refusal,
    /** Structured detail the browser can render (rule violations). */
    readonly data: unknown = null,
    /** The input field the refusal concerns, when it concerns one. */
    readonly field?: string,
    /** Sent as Retry-After: the refusal passes by itself (a 503 always carries it). */
    readonly retryAfterS?: number,
  ) {
    const m = toMessage(detail);
    super(textOf(m));
    this.detail = m;
    this.name = 'AppError';
  }
}

export const badRequest = (m: Refusal, field?: string) => new AppError(CODES.BAD_REQUEST, m, null, field);
export const unauthorized = (m: Refusal = 'server.notSignedIn') => new AppError(CODES.UNAUTHORIZED, m);
export const forbidden = (m: Refusal = 'server.forbidden') => new AppError(CODES.FORBIDDEN, m);
export const notFound = (m: Refusal = 'server.notFound') => new AppError(CODES.NOT_FOUND, m);
export const conflict = (m: Refusal, data: unknown = null) => new AppError(CODES.CONFLICT, m, data);

/**
 * 409 naming every broken rule of a rule engine (the berth rules' `rules.*`, pilotage's
 * `pilotRules.*`), with the violations as data for the browser to show in the user's language.
 */
export function refuseRules(
  section: 'rules' | 'pilotRules',
  violations: { rule: string; params: Record<string, string | number> }[],
): never {
  const items = violations.map((v) => ({ key: `${section}.${v.rule}` as MessageKey, params: v.params }));
  throw conflict(msg('list.items', { items }), { violations });
}

const KNOWN = new Set<number>(Object.values(CODES));

interface Refused {
  code: ErrorCode;
  message: CatalogueMessage;
  /** What the browser may render with the refusal; null when there is nothing (never left out). */
  data?: unknown;
  field?: string | undefined;
}

/** Fastify's own client errors, each with a message we are willing to show. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; key: PlainKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 415, key: 'server.badContentType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 400, key: 'server.badJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 413, key: 'server.tooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 400, key: 'server.badJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 400, key: 'server.badJson' },
};

/**
 * PostgreSQL refusals that are the caller's doing (a duplicate, a missing reference, a value out of
 * range) are answered as such; the services check first, this is the backstop for races.
 */
const PG_CLIENT_ERRORS: Record<string, { code: ErrorCode; key: PlainKey }> = {
  '23505': { code: 409, key: 'records.duplicate' },
  '23503': { code: 409, key: 'records.missingReference' },
  '23514': { code: 400, key: 'server.badRequest' },
  '22P02': { code: 400, key: 'server.badRequest' },
  '22003': { code: 400, key: 'server.badRequest' },
  '22007': { code: 400, key: 'server.badRequest' },
  '22008': { code: 400, key: 'server.badRequest' },
  '22001': { code: 400, key: 'server.badRequest' },
};

/** The error and its causes (drizzle wraps the driver's error). */
function* errorChain(
  error: unknown,
): Generator<{ code?: unknown; message?: unknown; severity?: unknown; routine?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    yield e as { code?: unknown; message?: unknown };
}

/** The SQLSTATE of a PostgreSQL error, found through drizzle's wrapping. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of errorChain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * PostgreSQL is away, restarting, overloaded or too slow: not the caller's fault and not a defect,
 * so 503 and "try again" (docs/decisions.md, "Which SQLSTATEs are an outage"):
 * - 08… connection exceptions;
 * - 53… insufficient resources: 53000, disk full 53100, out of memory 53200, too many connections
 *   53300, a configured limit 53400 (temp_file_limit, lock and predicate-lock tables) — capacity of
 *   the server, which frees up;
 * - 57014 a cancelled statement (statement timeout), 57P01 admin shutdown (a terminated backend),
 *   57P02 crash shutdown, 57P03 cannot connect now (starting, recovering), 57P05 idle-session timeout;
 * - 55P03 lock not available (lock_timeout: a maintenance lock holds the table);
 * - 58000 system error and 58030 I/O error: the server's operating system or disks failing;
 * - 25P03 the idle-in-transaction timeout, 40001 serialisation failure, 40P01 deadlock: the whole
 *   transaction was rolled back and a retry succeeds;
 * - 55000 only as a FATAL: the database does not allow connections (ALTER DATABASE … ALLOW_CONNECTIONS
 *   false during maintenance). The same code from a statement (currval before nextval, a replication
 *   slot in use) is a defect and stays 500.
 * Not here: 57P04 (the database was dropped), 58P01/58P02 (a missing or duplicate file: a broken
 * installation), class 54 (a statement too complex: the same request fails again).
 */
const UNAVAILABLE_PG = /^(08...|53...|57014|57P0[1235]|55P03|58000|58030|25P03|40001|40P01)$/;
/** PostgreSQL's severity of an error that ends the session: sent in the server's language. */
const FATAL = /^(FATAL|PANIC)$/;
const UNAVAILABLE_NODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXT =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|Cannot use a pool after calling end)/;

/** 55000 raised while connecting: `routine` names PostgreSQL's C function, never translated. */
const refusesConnections = (e: { code?: unknown; severity?: unknown; routine?: unknown }) =>
  e.code === '55000' && ((typeof e.severity === 'string' && FATAL.test(e.severity)) || e.routine === 'CheckMyDatabase');

function databaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_PG.test(e.code) || UNAVAILABLE_NODE.has(e.code))) return true;
    if (refusesConnections(e)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

/** What a database failure was answered as: the `outcome` label of berth_db_errors_total. */
type DbErrorOutcome = 'unavailable' | 'client' | 'internal';

/**
 * Database failures answered, by SQLSTATE class and outcome (metrics.ts shows them). The driver's
 * own connection failures (a refused socket, a closed connection) carry no SQLSTATE; they are
 * counted as class 08, as libpq itself reports them (08001, 08006).
 */
export class DatabaseErrorTally {
  private readonly counts = new Map<string, number>();
  add(sqlClass: string, outcome: DbErrorOutcome): void {
    const k = `${sqlClass} ${outcome}`;
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }
  *entries(): Generator<{ sqlClass: string; outcome: DbErrorOutcome; count: number }> {
    for (const [k, count] of this.counts) {
      const [sqlClass = '', outcome] = k.split(' ') as [string, DbErrorOutcome];
      yield { sqlClass, outcome, count };
    }
  }
}

/**
 * Whether an error came from the database: PostgreSQL's answer (node-postgres's DatabaseError), a
 * statement drizzle ran, the driver's connection (client.ts marks what it raises) or a failure only
 * node-postgres and its pool report. Not a bare ECONNREFUSED or EPIPE, which the mail server or a
 * partner's API raise the same way (and EPIPE looks like a SQLSTATE).
 */
function fromDatabase(error: unknown): boolean {
  for (const e of errorChain(error))
    if (
      e instanceof pg.DatabaseError ||
      e instanceof DrizzleQueryError ||
      raisedByDriver(e) ||
      (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message))
    )
      return true;
  return false;
}

/** The SQLSTATE class of a database failure, or undefined when the error did not come from the database. */
function databaseClass(error: unknown, unavailable: boolean): string | undefined {
  if (!fromDatabase(error)) return undefined;
  const state = sqlStateOf(error);
  if (state) return state.slice(0, 2);
  return unavailable ? '08' : undefined;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_S = 2;

function refusalOf(error: FastifyError | Error): Refused | undefined {
  if (error instanceof AppError)
    return { code: error.code, message: error.detail, data: error.data, field: error.field };
  if (databaseUnavailable(error)) return { code: 503, message: msg('server.unavailable') };
  const pg = PG_CLIENT_ERRORS[sqlStateOf(error) ?? ''];
  if (pg) return { code: pg.code, message: msg(pg.key) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, field } = issueMessage((error.validation as SchemaIssue[])[0] ?? {});
    return { code: 400, message, field };
  }
  const fe = error as FastifyError;
  const known = fe.code ? FASTIFY_CLIENT_ERRORS[fe.code] : undefined;
  if (known) return { code: known.code, message: msg(known.key) };
  if (error instanceof SyntaxError && fe.statusCode === 400) return { code: 400, message: msg('server.badJson') };
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Any other client error: keep the status class, never echo internals.
    const code = (KNOWN.has(status) ? status : 400) as ErrorCode;
    return {
      code,
      message: msg(code === 429 ? 'server.tooMany' : code === 404 ? 'server.notFound' : 'server.badRequest'),
    };
  }
  return undefined;
}

/**
 * @param spaDir the built browser app: unknown non-API GETs get its index.html, so that client
 * routes (/barging/index, /404, …) survive a reload.
 */
export function registerErrorHandling(app: FastifyInstance, spaDir?: string): void {
  const tally = new DatabaseErrorTally();
  app.decorate('databaseErrors', tally);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const refused = refusalOf(error);
    if (!(error instanceof AppError)) {
      const sqlClass = databaseClass(error, refused?.code === 503);
      if (sqlClass) tally.add(sqlClass, !refused ? 'internal' : refused.code === 503 ? 'unavailable' : 'client');
    }
    if (!refused) {
      // The error's serializer (logRedaction.ts) keeps the statement and SQLSTATE, never the values.
      request.log.error({ err: error }, 'request failed');
      // The client can quote the request id; the detail stays in the log.
      return reply.status(500).send(messageEnvelope(500, msg('server.serverErrorId', { requestId: request.id }), null));
    }
    const retryAfter = refused.code === 503 ? RETRY_AFTER_S : error instanceof AppError ? error.retryAfterS : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    if (refused.code === 503) request.log.warn({ err: error }, 'unavailable');
    else request.log.info({ code: refused.code, key: refused.message.key }, 'request refused');
    // `data` is always in the envelope: JSON drops an undefined member, so nothing becomes null.
    const data = refused.data ?? null;
    return reply.status(refused.code).send(messageEnvelope(refused.code, refused.message, data, refused.field));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (spaDir && request.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path)) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', spaDir);
    }
    return reply
      .status(404)
      .send(messageEnvelope(404, msg('server.routeNotFound', { method: request.method, path }), null));
  });
}
