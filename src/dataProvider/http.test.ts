import { describe, expect, it, vi } from 'vitest';
import { createHttp, ERROR_DISPLAY_MS, REQUEST_TIMEOUT_MS } from './http';
import { MESSAGES_EN } from '../../contract/messages';

const SPEC_MESSAGES = MESSAGES_EN.spec;

function setup(fetchImpl: typeof fetch, timeoutMs?: number) {
  const notify = vi.fn();
  const sessionExpired = vi.fn();
  const http = createHttp({
    baseUrl: '/api',
    getToken: () => 'tok123456789',
    effects: { notify, sessionExpired },
    fetch: fetchImpl,
    timeoutMs,
  });
  return { http, notify, sessionExpired };
}

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the HTTP client', () => {
  it('times out after 100000 ms by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(100_000);
  });

  it('sends the bearer token and query, and returns data', async () => {
    const f = respond(200, { code: 200, msg: 'ok', data: [1] });
    const { http } = setup(f);
    await expect(http('/x', { query: { a: 1, b: '', c: undefined } })).resolves.toEqual([1]);
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?a=1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok123456789');
  });

  it('on 401 shows the message for 15 s and expires the session', async () => {
    const { http, notify, sessionExpired } = setup(respond(401, { code: 401, msg: 'gone', data: null }));
    await expect(http('/x')).rejects.toThrow('gone');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }), ERROR_DISPLAY_MS);
    expect(sessionExpired).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }));
  });

  it('resolves with the whole envelope when asked, for answers carried in msg', async () => {
    const { http } = setup(respond(200, { code: 200, msg: '1.4.0', data: null }));
    await expect(http('/jput/version', { whole: true })).resolves.toEqual({ code: 200, msg: '1.4.0', data: null });
  });

  it("leaves a quiet call's failure to its caller", async () => {
    const { http, notify, sessionExpired } = setup(
      respond(401, { code: 401, msg: 'Incorrect user name or password', data: null }),
    );
    await expect(http('/login', { method: 'POST', body: {}, quiet: true })).rejects.toThrow(
      'Incorrect user name or password',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('on 500 shows the message and rejects without ending the session', async () => {
    const { http, notify, sessionExpired } = setup(respond(500, { code: 500, msg: 'Server Error', data: null }));
    await expect(http('/x')).rejects.toThrow('Server Error');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Server Error' }));
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('on 402 rejects silently', async () => {
    const { http, notify } = setup(respond(402, { code: 402, msg: 'x', data: null }));
    await expect(http('/x')).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports a network failure with the spec text', async () => {
    const { http, notify } = setup(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(http('/x')).rejects.toThrow(SPEC_MESSAGES.networkError);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: SPEC_MESSAGES.networkError, detail: { key: 'spec.networkError' } }),
    );
  });

  it('reports a time-out with the spec text', async () => {
    const hang = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_r, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { http, notify } = setup(hang as unknown as typeof fetch, 20);
    await expect(http('/x')).rejects.toThrow(SPEC_MESSAGES.timeout);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: SPEC_MESSAGES.timeout, detail: { key: 'spec.timeout' } }),
    );
  });

  it('passes a cancelled call on silently', async () => {
    const hang = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_r, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { http, notify } = setup(hang as unknown as typeof fetch);
    const controller = new AbortController();
    const p = http('/x', { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ effect: 'silent' });
    expect(notify).not.toHaveBeenCalled();
  });

  describe('idempotency keys (issue 14)', () => {
    const keyOf = (f: { mock: { calls: unknown[][] } }, i: number) =>
      ((f.mock.calls[i]![1] as RequestInit).headers as Record<string, string>)['idempotency-key'];
    const ok = () =>
      new Response('{"code":200,"msg":"ok","data":{"id":1}}', { headers: { 'content-type': 'application/json' } });

    it('sends one with every change and none with a read', async () => {
      const f = respond(200, { code: 200, msg: 'ok', data: null });
      const { http } = setup(f);
      await http('/tanks', { method: 'POST', body: { number: 'T1' } });
      await http('/tanks');
      expect(keyOf(f, 0)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(f, 1)).toBeUndefined();
    });

    it('sends a change again once, with the same key, when its connection failed', async () => {
      vi.useFakeTimers();
      try {
        const f = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
        const { http } = setup(f as unknown as typeof fetch);
        const p = http('/tanks', { method: 'POST', body: { number: 'T1' } });
        await vi.advanceTimersByTimeAsync(1_000);
        await expect(p).resolves.toEqual({ id: 1 });
        expect(f).toHaveBeenCalledTimes(2);
        expect(keyOf(f, 1)).toBe(keyOf(f, 0));
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps the key of an unanswered change for the next Save of the same values, and not after an answer', async () => {
      vi.useFakeTimers();
      try {
        const f = vi
          .fn()
          .mockRejectedValueOnce(new TypeError('Failed to fetch'))
          .mockRejectedValueOnce(new TypeError('Failed to fetch'))
          .mockResolvedValueOnce(ok())
          .mockResolvedValueOnce(ok());
        const { http } = setup(f as unknown as typeof fetch);
        const lost = http('/tanks', { method: 'POST', body: { number: 'T1' } }).catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(1_000);
        expect(await lost).toMatchObject({ message: SPEC_MESSAGES.networkError });
        await http('/tanks', { method: 'POST', body: { number: 'T1' } });
        expect(keyOf(f, 2)).toBe(keyOf(f, 0));
        await http('/tanks', { method: 'POST', body: { number: 'T1' } });
        expect(keyOf(f, 3)).not.toBe(keyOf(f, 0));
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
