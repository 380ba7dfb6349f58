import { HttpError } from 'ra-core';
import { SPEC_MESSAGES, statusErrorText } from '../../contract/messages';

/** What the browser must do about a failed call (spec §8). */
export type FailureEffect =
  | 'session-expired' // 401: message for 15 s, to /login, clear saved page state and the admin token
  | 'notify' // 500 and other codes: an error notice titled with the message
  | 'silent'; // 402 and cancelled calls: reject without a notice

export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly code: number,
    readonly effect: FailureEffect,
  ) {
    super(message, status, { code });
    // HttpError pins its own prototype in its constructor; restore ours so instanceof works.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

export interface RawResponse {
  status: number;
  body: unknown;
  /** Blobs and array buffers are returned as they are. */
  responseType: 'json' | 'blob' | 'arraybuffer';
}

interface EnvelopeLike { code: number; msg?: unknown; data?: unknown }

function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** The spec's error catalogue as one pure function: returns `data` or throws an ApiError. */
export function unwrapEnvelope<T = unknown>(res: RawResponse): T {
  const ok = res.status >= 200 && res.status < 300;
  if (res.responseType !== 'json' && ok) return res.body as T;
  if (!isEnvelope(res.body)) {
    if (ok) return res.body as T;
    throw new ApiError(statusErrorText(res.status), res.status, res.status, 'notify');
  }
  const { code } = res.body;
  const msg = typeof res.body.msg === 'string' ? res.body.msg : '';
  if (code === 200) return res.body.data as T;
  // The SDS call answers this message when a nomination has no file: an empty list, not an error.
  if (msg === SPEC_MESSAGES.noSdsFile) return [] as T;
  if (code === 401) throw new ApiError(msg || SPEC_MESSAGES.loginExpired, 401, code, 'session-expired');
  if (code === 500) throw new ApiError(msg || SPEC_MESSAGES.serverError, 500, code, 'notify');
  if (code === 402) throw new ApiError(msg, 402, code, 'silent');
  return fail(msg || statusErrorText(code), code);
}

function fail(message: string, code: number): never {
  throw new ApiError(message, code >= 400 && code < 600 ? code : 400, code, 'notify');
}

/** How a call that got no answer fails: the spec's three transport texts, or silence when cancelled. */
export function transportFailure(kind: 'network' | 'timeout' | 'cancelled'): ApiError {
  if (kind === 'cancelled') return new ApiError('cancelled', 0, 0, 'silent');
  return new ApiError(kind === 'timeout' ? SPEC_MESSAGES.timeout : SPEC_MESSAGES.networkError, 0, 0, 'notify');
}
