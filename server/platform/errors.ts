import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODES, messageEnvelope, type Code } from '../../contract/envelope.js';
import { msg, textOf, type CatalogueMessage, type MessageKey, type PlainKey } from '../../contract/messages/index.js';
import { issueMessage, type SchemaIssue } from './validation.js';

type ErrorCode = Exclude<Code, 200>;
/** A catalogue message, or a key whose text takes no parameters. */
export type Refusal = CatalogueMessage | PlainKey;

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
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    yield e as { code?: unknown; message?: unknown };
}

function pgCode(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * PostgreSQL is away, restarting, overloaded or too slow: not the caller's fault and not a defect,
 * so 503 and "try again". Connection exceptions (08…), shutdown and start-up (57P01–57P03), too
 * many connections (53300), a cancelled statement (statement timeout, 57014), the idle-in-transaction
 * timeout (25P03), a serialisation failure or deadlock (40001, 40P01); and the driver's own words
 * for a socket that failed, closed or timed out.
 */
const UNAVAILABLE_PG = /^(08...|57P0[1-3]|53300|57014|25P03|40001|40P01)$/;
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

export function databaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_PG.test(e.code) || UNAVAILABLE_NODE.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_S = 2;

function refusalOf(error: FastifyError | Error): Refused | undefined {
  if (error instanceof AppError)
    return { code: error.code, message: error.detail, data: error.data, field: error.field };
  if (databaseUnavailable(error)) return { code: 503, message: msg('server.unavailable') };
  const pg = PG_CLIENT_ERRORS[pgCode(error) ?? ''];
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
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const refused = refusalOf(error);
    if (!refused) {
      request.log.error({ err: error }, 'request failed');
      // The client can quote the request id; the detail stays in the log.
      return reply.status(500).send(messageEnvelope(500, msg('server.serverErrorId', { requestId: request.id }), null));
    }
    if (refused.code === 503) {
      request.log.warn({ err: error }, 'unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
    } else request.log.info({ code: refused.code, key: refused.message.key }, 'request refused');
    return reply.status(refused.code).send(messageEnvelope(refused.code, refused.message, refused.data, refused.field));
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
