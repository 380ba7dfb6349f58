import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODES, type Code } from '../../contract/envelope.js';
import { RECORD_MESSAGES, SERVER_MESSAGES, SPEC_MESSAGES } from '../../contract/messages.js';

/** The one error type of the server: a code from the closed set and a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<Code, 200>,
    message: string,
    /** Structured detail the browser can render in the user's language (rule violations). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(CODES.BAD_REQUEST, msg);
export const unauthorized = (msg: string = SERVER_MESSAGES.notSignedIn) => new AppError(CODES.UNAUTHORIZED, msg);
export const forbidden = (msg: string = SERVER_MESSAGES.forbidden) => new AppError(CODES.FORBIDDEN, msg);
export const notFound = (msg: string = SERVER_MESSAGES.notFound) => new AppError(CODES.NOT_FOUND, msg);
export const conflict = (msg: string, data: unknown = null) => new AppError(CODES.CONFLICT, msg, data);

const KNOWN = new Set<number>(Object.values(CODES));

/** Fastify's own client errors, each with a message we are willing to show. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: Exclude<Code, 200>; msg: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 415, msg: SERVER_MESSAGES.badContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 400, msg: SERVER_MESSAGES.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 413, msg: SERVER_MESSAGES.tooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 400, msg: SERVER_MESSAGES.badJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 400, msg: SERVER_MESSAGES.badJson },
};

/** "username: Required field must be filled in" from the first schema issue. */
function validationMessage(error: { validation: { instancePath?: string; message?: string }[] }): string {
  const first = error.validation[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first?.message ?? 'Invalid request';
  return field ? `${field}: ${message}` : message;
}

/**
 * PostgreSQL refusals that are the caller's doing (a duplicate, a missing reference, a value out of
 * range) are answered as such; the services check first, this is the backstop for races.
 */
const PG_CLIENT_ERRORS: Record<string, { code: Exclude<Code, 200>; msg: string }> = {
  '23505': { code: 409, msg: RECORD_MESSAGES.duplicate },
  '23503': { code: 409, msg: RECORD_MESSAGES.missingReference },
  '23514': { code: 400, msg: 'Bad request' },
  '22P02': { code: 400, msg: 'Bad request' },
  '22003': { code: 400, msg: 'Bad request' },
  '22007': { code: 400, msg: 'Bad request' },
  '22008': { code: 400, msg: 'Bad request' },
  '22001': { code: 400, msg: 'Bad request' },
};

function pgCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function toEnvelope(error: FastifyError | Error): { code: Exclude<Code, 200>; msg: string; data?: unknown } {
  if (error instanceof AppError) return { code: error.code, msg: error.message, data: error.data };
  const pg = PG_CLIENT_ERRORS[pgCode(error) ?? ''];
  if (pg) return pg;
  if (hasZodFastifySchemaValidationErrors(error)) return { code: 400, msg: validationMessage(error) };
  const fe = error as FastifyError;
  const known = fe.code ? FASTIFY_CLIENT_ERRORS[fe.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError && fe.statusCode === 400) return { code: 400, msg: SERVER_MESSAGES.badJson };
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Any other client error: keep the status class, never echo internals.
    const code = (KNOWN.has(status) ? status : 400) as Exclude<Code, 200>;
    return { code, msg: code === 429 ? SERVER_MESSAGES.tooMany : code === 404 ? SERVER_MESSAGES.notFound : 'Bad request' };
  }
  return { code: 500, msg: SPEC_MESSAGES.serverError };
}

/**
 * @param spaDir the built browser app: unknown non-API GETs get its index.html, so that client
 * routes (/barging/index, /404, …) survive a reload.
 */
export function registerErrorHandling(app: FastifyInstance, spaDir?: string): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const { code, msg, data = null } = toEnvelope(error);
    if (code >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The client can quote the request id; the detail stays in the log.
      return reply.status(code).send({ code, msg: `${msg} (request id ${request.id})`, data: null });
    }
    request.log.info({ code, msg }, 'request refused');
    return reply.status(code).send({ code, msg, data });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (spaDir && request.method === 'GET' && !path.startsWith('/api/') && !/\.\w+$/.test(path)) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', spaDir);
    }
    return reply.status(404).send({ code: 404, msg: `${SERVER_MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
