import { ApiError, transportFailure, unwrapEnvelope, type RawResponse } from './unwrapEnvelope';

/** Spec §9: a call gives up after 100000 ms; a 401's message stays 15000 ms. */
export const REQUEST_TIMEOUT_MS = 100_000;
export const ERROR_DISPLAY_MS = 15_000;

export interface HttpEffects {
  /** Shows the failure (its `detail` in the user's language, else its message). */
  notify(error: ApiError, durationMs?: number): void;
  /** Called with the failure after it has been shown. */
  sessionExpired(error: ApiError): void;
}

export interface HttpOptions {
  baseUrl: string;
  getToken(): string | null;
  effects: HttpEffects;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A multipart body (uploads); the browser sets its boundary. */
  form?: Record<string, Blob>;
  responseType?: RawResponse['responseType'];
  signal?: AbortSignal;
  /** Resolve with the whole envelope, for calls that answer in `msg` (GET /jput/version). */
  whole?: boolean;
  /** The caller shows the failure itself (the sign-in form): reject without the global effects. */
  quiet?: boolean;
  /** The caller shows a refusal that names a field at that field (a form); other failures go the usual way. */
  fieldErrorsShown?: boolean;
}

export type Http = <T = unknown>(path: string, options?: CallOptions) => Promise<T>;

function buildUrl(base: string, path: string, query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response, responseType: RawResponse['responseType']): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return res.json().catch(() => null);
  if (responseType === 'blob') return res.blob();
  if (responseType === 'arraybuffer') return res.arrayBuffer();
  return res.text();
}

/** 128 random bits in hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The pause before a change whose connection failed is sent once more, with the same key. */
export const RETRY_CHANGE_AFTER_MS = 1_000;
const pause = () => new Promise((r) => setTimeout(r, RETRY_CHANGE_AFTER_MS));

/**
 * The one way the browser calls the API: token, time-out, envelope, and the spec's failure effects.
 *
 * Every change carries an Idempotency-Key (server/platform/idempotency.ts). A change whose answer
 * did not arrive (the connection failed, the server was restarting) keeps its key: sent again —
 * once by itself after a second, or by the user pressing Save again with the same values — it is
 * made once. The key is forgotten when an answer arrives, so the same values saved later are a
 * new change.
 */
export function createHttp(opts: HttpOptions): Http {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const unanswered = new Map<string, string>();

  function apply(error: ApiError, quiet = false): never {
    if (quiet) throw error;
    if (error.effect === 'session-expired') {
      opts.effects.notify(error, ERROR_DISPLAY_MS);
      opts.effects.sessionExpired(error);
    } else if (error.effect === 'notify') {
      opts.effects.notify(error);
    }
    throw error;
  }

  return async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const responseType = options.responseType ?? 'json';
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = opts.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let payload: BodyInit | undefined = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (options.form) {
      const form = new FormData();
      for (const [name, blob] of Object.entries(options.form)) form.append(name, blob);
      payload = form;
    }
    const method = options.method ?? 'GET';
    const change = method !== 'GET' && !options.form ? `${method} ${path} ${String(payload ?? '')}` : undefined;
    if (change) {
      const key = unanswered.get(change) ?? newKey();
      unanswered.set(change, key);
      headers['idempotency-key'] = key;
    }
    const url = buildUrl(opts.baseUrl, path, options.query);
    const send = () => doFetch(url, { method, headers, body: payload, signal: controller.signal });
    let res: Response;
    try {
      res = await send().catch(async (e: unknown) => {
        if (!change || controller.signal.aborted) throw e;
        await pause();
        return send();
      });
      if (res.status === 503 && change) {
        await pause();
        res = await send();
      }
    } catch {
      if (options.signal?.aborted) return apply(transportFailure('cancelled'));
      return apply(transportFailure(timedOut ? 'timeout' : 'network'), options.quiet);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
    if (change && res.status !== 503) unanswered.delete(change);
    const body = await readBody(res, responseType);
    try {
      const data = unwrapEnvelope<T>({ status: res.status, body, responseType });
      return options.whole ? (body as T) : data;
    } catch (e) {
      if (e instanceof ApiError) return apply(e, options.quiet || (options.fieldErrorsShown && e.field !== undefined));
      throw e;
    }
  };
}
