import { z } from 'zod';
import { textOf, type CatalogueMessage } from './messages/index.js';

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

/**
 * `msg` is English (the spec's text verbatim where it gives one); `key` and `params` name the same
 * message in the shared catalogue, so the browser shows it in the user's language; `field` names the
 * input a refusal concerns.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  key?: string;
  params?: Record<string, unknown>;
  field?: string;
  data: T;
}

const messageFields = {
  code: z.number().int(),
  msg: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
};

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ ...messageFields, data });
}

/** Every refusal: the same envelope with the catalogue key always present. */
export const refusalSchema = z.object({
  ...messageFields,
  key: z.string(),
  field: z.string().optional(),
  data: z.unknown(),
});

/** A success; with a message when the answer is worth telling the user (a code was sent). */
export function okEnvelope<T>(data: T, message?: CatalogueMessage): Envelope<T> {
  return message ? messageEnvelope(200, message, data) : { code: 200, msg: 'success', data };
}

/** An answer that tells something: English `msg`, the catalogue key and parameters it came from, the field it concerns. */
export function messageEnvelope<T>(code: number, message: CatalogueMessage, data: T, field?: string): Envelope<T> {
  return {
    code,
    msg: textOf(message),
    key: message.key,
    params: message.params ?? {},
    ...(field ? { field } : {}),
    data,
  };
}
