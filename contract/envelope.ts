import { z } from 'zod';

/**
 * Every answer of the API is `{ code, msg, data }` with the HTTP status equal to `code`.
 * The set of codes is closed; the browser's unwrapEnvelope handles each one.
 */
export const CODES = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const okEnvelope = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });
