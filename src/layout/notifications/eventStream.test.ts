import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type EventStream } from './eventStream';

vi.mock('../../logOnly', () => ({ logOnly: vi.fn() }));

/** A response whose body arrives as these byte pieces, then ends. */
function streamOf(pieces: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(p);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** The text's UTF-8 bytes cut at each of these byte offsets. */
function cutAt(text: string, offsets: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const edges = [0, ...offsets, bytes.length];
  return edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
}

let open: EventStream | undefined;
afterEach(() => open?.close());

/** Opens the stream over one response per connection and collects what it dispatches. */
function collect(responses: (() => Response)[], retryMs = 1) {
  const messages: string[] = [];
  const named: [string, string][] = [];
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = responses.shift();
    return next ? next() : new Promise<Response>(() => undefined);
  });
  open = openEventStream({
    url: 'http://portal/api/system/user/notifications/sse',
    getToken: () => 'token',
    onMessage: (data) => messages.push(data),
    onNamedEvent: (name, data) => named.push([name, data]),
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryMs,
  });
  return { messages, named, calls, fetch, stream: open };
}

describe('the notification stream', () => {
  it('reads messages split at awkward byte boundaries: inside a field name, a multi-byte character and a CRLF', async () => {
    const text =
      'retry: 5000\r\n: connected\r\n\r\nid: 7\r\ndata: {"barge":"Jīnhǎi 号"}\r\n\r\ndata: line one\r\ndata: line two\r\n\r\n';
    const bytes = new TextEncoder().encode(text);
    const crlf = text.indexOf('\r\n\r\nid');
    const hanzi = bytes.indexOf(0xe5); // the first byte of 号
    const { messages, stream } = collect([
      () => streamOf(cutAt(text, [2, crlf + 1, crlf + 3, crlf + 9, hanzi + 1, hanzi + 2])),
    ]);
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual(['{"barge":"Jīnhǎi 号"}', 'line one\nline two']);
    expect(stream.lastEventId()).toBe('7');
  });

  it('reads CR-only line endings, including a CR that ends one piece', async () => {
    const text = 'data: first\r\rid: 12\rdata: second\r\r';
    const { messages, stream } = collect([() => streamOf(cutAt(text, [12, 13, 19]))]);
    await vi.waitFor(() => expect(messages).toEqual(['first', 'second']));
    expect(stream.lastEventId()).toBe('12');
  });

  it('gives named events to their own handler, not to onMessage; `event: message` is a plain message', async () => {
    const text = 'event: ping\ndata: 1\n\nevent: message\ndata: 2\n\ndata: 3\n\n';
    const { messages, named } = collect([() => streamOf(cutAt(text, [5, 20]))]);
    await vi.waitFor(() => expect(messages).toEqual(['2', '3']));
    expect(named).toEqual([['ping', '1']]);
  });

  it('keeps the last id over messages without one, and drops a half-sent message when the connection ends', async () => {
    const first = 'id: a1\ndata: one\n\ndata: two\n\ndata: half';
    const { messages, calls, stream } = collect([
      () => streamOf(cutAt(first, [9])),
      () => streamOf(cutAt('data: three\n\n', [])),
    ]);
    await vi.waitFor(() => expect(messages).toEqual(['one', 'two', 'three']));
    expect(stream.lastEventId()).toBe('a1');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // The server does not resume streams, so nothing asks it to.
    expect(new Headers(calls[1]!.headers).get('last-event-id')).toBeNull();
    expect(new Headers(calls[1]!.headers).get('authorization')).toBe('Bearer token');
  });

  it("waits the server's retry before reconnecting", async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = collect([() => streamOf(cutAt('retry: 3000\n\n', []))], 1);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
