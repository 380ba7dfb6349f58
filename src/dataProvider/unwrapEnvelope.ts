import { HttpError } from 'ra-core';
import type { Message } from '../../contract/messages/render';
import { platformEn } from '../../contract/messages/platform.en';

/** What the browser must do about a failed call (spec §8). */
export type FailureEffect =
  | 'session-expired' // 401: message for 15 s, to /login, clear saved page state and the admin token
  | 'notify' // 500 and other codes: an error notice titled with the message
  | 'silent'; // 402 and cancelled calls: reject without a notice

/**
 * A failed call. `message` is the server's English text; `detail` is the catalogue key and
 * parameters it came from, which the screens show in the user's language; `field` names the input
 * the refusal concerns.
 */
export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly code: number,
    readonly effect: FailureEffect,
    readonly detail?: Message,
    readonly field?: string,
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

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
  key?: unknown;
  params?: unknown;
  field?: unknown;
}

function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

const spec = platformEn.spec;
const statusError = (status: number) => ({ key: 'spec.statusError', params: { status } });

function detailOf(body: EnvelopeLike): Message | undefined {
  if (typeof body.key !== 'string') return undefined;
  const params =
    typeof body.params === 'object' && body.params !== null ? (body.params as Message['params']) : undefined;
  return { key: body.key, params };
}

/** The spec's error catalogue as one pure function: returns `data` or throws an ApiError. */
export function unwrapEnvelope<T = unknown>(res: RawResponse): T {
  const ok = res.status >= 200 && res.status < 300;
  if (res.responseType !== 'json' && ok) return res.body as T;
  if (!isEnvelope(res.body)) {
    if (ok) return res.body as T;
    throw new ApiError(`interface${res.status}error`, res.status, res.status, 'notify', statusError(res.status));
  }
  const { code } = res.body;
  const msg = typeof res.body.msg === 'string' ? res.body.msg : '';
  if (code === 200) return res.body.data as T;
  const detail = detailOf(res.body);
  // The SDS call answers this message when a nomination has no file: an empty list, not an error.
  if (detail?.key === 'spec.noSdsFile' || msg === spec.noSdsFile) return [] as T;
  const field = typeof res.body.field === 'string' ? res.body.field : undefined;
  if (code === 401)
    throw new ApiError(
      msg || spec.loginExpired,
      401,
      code,
      'session-expired',
      detail ?? (msg ? undefined : { key: 'spec.loginExpired' }),
    );
  if (code === 500)
    throw new ApiError(
      msg || spec.serverError,
      500,
      code,
      'notify',
      detail ?? (msg ? undefined : { key: 'spec.serverError' }),
    );
  if (code === 402) throw new ApiError(msg, 402, code, 'silent', detail);
  throw new ApiError(
    msg || `interface${code}error`,
    code >= 400 && code < 600 ? code : 400,
    code,
    'notify',
    detail ?? (msg ? undefined : statusError(code)),
    field,
  );
}

/** How a call that got no answer fails: the spec's three transport texts, or silence when cancelled. */
export function transportFailure(kind: 'network' | 'timeout' | 'cancelled'): ApiError {
  if (kind === 'cancelled') return new ApiError('cancelled', 0, 0, 'silent');
  return kind === 'timeout'
    ? new ApiError(spec.timeout, 0, 0, 'notify', { key: 'spec.timeout' })
    : new ApiError(spec.networkError, 0, 0, 'notify', { key: 'spec.networkError' });
}
