import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { statementName } from '../db/client.js';
import { sqlStateOf } from './errors.js';

/** Query parameters that carry a credential: their values never reach a log. */
const SECRET_PARAMS = /^(accesstoken|access_token|token|code|password|secret|key|signature|state)$/i;
/** Paths whose last segment is a credential (an activation code). */
const SECRET_PATHS = [/^(\/api\/system\/user\/verification\/)[^/?]+/];

/** A request's address as a log may keep it: credentials in its query or path replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  let safePath = path;
  for (const re of SECRET_PATHS) safePath = safePath.replace(re, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of [...new Set(params.keys())]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/** Fastify's request serializer, with the address redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What a log may keep of an error (issue 30, 11). pino's own serializer prints every property, and a
 * database error carries the data it failed on: drizzle's message is "Failed query: <sql> params:
 * <values>" (a session's token hash, a password hash), PostgreSQL's `detail` repeats the row or key
 * ("Key (token_hash)=(…)"), `where` and `internalQuery` quote statements of functions. So a list of
 * fields that never hold values is kept: the type, a message without values, the stack's frames, the
 * SQLSTATE and the names PostgreSQL gives (table, column, constraint), and for a failed query the
 * statement's fingerprint — its first word, its table and its prepared statement's name (a hash of
 * the text) — which finds it in the code and in pg_prepared_statements without showing any value.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  /** The SQLSTATE of the database failure anywhere in the chain. */
  sqlState?: string;
  statement?: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
}

/** Fields that name things, never values: kept as they are. */
const NAMING_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** "select sessions b3f…": what the statement did, to which table, and its name — no values. */
export function statementFingerprint(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'sql';
  const table = /\b(?:from|into|update|join)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i
    .exec(text)?.[1]
    ?.replaceAll('"', '');
  return [verb, table, statementName(text)].filter(Boolean).join(' ');
}

type ErrorLike = Record<string, unknown> & { message: string };
const isErrorLike = (e: unknown): e is ErrorLike =>
  !!e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string';

/**
 * The message without values. Drizzle's query error is replaced by its statement's fingerprint; a
 * data exception (class 22) names the value it could not take (`invalid input syntax for type
 * uuid: "…"`), so its quoted parts go. Other PostgreSQL messages quote only names.
 */
function safeMessage(e: ErrorLike): string {
  if (typeof e.query === 'string' && e.message.startsWith('Failed query:'))
    return `Failed query: ${statementFingerprint(e.query)}`;
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.message.replace(/"[^"]*"/g, '"[value]"');
  return e.message;
}

const typeOf = (e: ErrorLike): string =>
  typeof e.constructor === 'function' && e.constructor !== Object ? e.constructor.name : String(e.name ?? 'Error');

/** The stack's frames under a header made of the safe message (the original header holds the message). */
function safeStack(e: ErrorLike, message: string): string {
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${typeOf(e)}: ${message}`, ...frames].join('\n');
}

function serialize(e: ErrorLike, depth: number): LoggedError {
  const message = safeMessage(e);
  const out: LoggedError = { type: typeOf(e), message, stack: safeStack(e, message) };
  for (const field of NAMING_FIELDS) {
    const v = e[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (typeof e.query === 'string') out.statement = statementFingerprint(e.query);
  if (depth < 4 && isErrorLike(e.cause)) out.cause = serialize(e.cause, depth + 1);
  if (depth < 4 && Array.isArray(e.errors))
    out.aggregateErrors = e.errors.filter(isErrorLike).map((x) => serialize(x, depth + 1));
  return out;
}

/** pino's `err` serializer for every logger of the app: see LoggedError. */
export function errorSerializer(error: Error): LoggedError {
  const out = serialize(isErrorLike(error) ? error : { message: String(error) }, 0);
  const state = sqlStateOf(error);
  if (state) out.sqlState = state;
  return out;
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/**
 * pino takes an error's raw message as the line's `msg` when it is logged alone (`log.warn(e)`), and
 * Fastify's default error log passes `err.message` itself: both would print drizzle's "Failed query
 * … params: …". This hook logs the error under `err` and puts its safe message in their place.
 */

export const logMethod: LogMethodHook = function (args, method) {
  const [first, second, ...rest] = args as unknown[];
  if (first instanceof Error) {
    const safe = safeMessage(first as unknown as ErrorLike);
    const text = typeof second === 'string' && second !== first.message ? second : safe;
    return method.apply(this, [{ err: first }, text, ...rest] as never);
  }
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
  if (isErrorLike(err) && second === err.message)
    return method.apply(this, [first, safeMessage(err), ...rest] as never);
  return method.apply(this, args);
};
