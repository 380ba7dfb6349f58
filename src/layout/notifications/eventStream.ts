import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { logOnly } from '../../logOnly';

/**
 * A server-sent events client over fetch, so the token travels in the Authorization header and
 * never in a URL (EventSource cannot set headers). The stream's grammar (CR, LF and CRLF line
 * endings, `id:`, `event:`, `retry:`, comments) is eventsource-parser's. Reconnects after the
 * server's `retry` (5 s) or a failure; failures are only logged (spec §8).
 */
export interface EventStreamOptions {
  url: string;
  getToken(): string | null;
  /** Each unnamed (or `event: message`) message's data, as EventSource's `onmessage` gets it. */
  onMessage(data: string): void;
  /** Named events (`event: <name>`), which EventSource gives only to listeners of that name. */
  onNamedEvent?(name: string, data: string): void;
  fetch?: typeof fetch;
  /** First reconnection delay; doubled per failure up to a minute. */
  retryMs?: number;
}

export interface EventStream {
  close(): void;
  /**
   * The last `id:` the stream sent (EventSource's lastEventId). Kept, not sent back: the server's
   * stream does not resume (it sends no ids and reads no Last-Event-ID); a reconnect starts afresh
   * and the drawer's list refetches what was missed.
   */
  lastEventId(): string;
}

/** More than this unterminated is no notice of ours (they are a few hundred bytes): drop the stream. */
const MAX_BUFFER_CHARS = 1_000_000;

export function openEventStream(opts: EventStreamOptions): EventStream {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let retry = opts.retryMs ?? 5_000;
  let failures = 0;
  let lastEventId = '';

  const dispatch = (message: EventSourceMessage) => {
    // As EventSource: the last id stays until a later message brings one (an empty `id:` clears it).
    if (message.id !== undefined) lastEventId = message.id;
    if (message.event === undefined || message.event === 'message') opts.onMessage(message.data);
    else opts.onNamedEvent?.(message.event, message.data);
  };
  let parseError: Error | undefined;
  const parser = createParser({
    onEvent: dispatch,
    onRetry: (ms) => {
      if (ms > 0) retry = ms;
    },
    onError: (e) => {
      // Unknown fields are ignored, as EventSource ignores them; only an overlong buffer ends the stream.
      if (e.type === 'max-buffer-size-exceeded') parseError = e;
    },
    maxBufferSize: MAX_BUFFER_CHARS,
  });

  const schedule = () => {
    if (closed) return;
    const wait = Math.min(60_000, retry * 2 ** Math.min(failures, 4));
    timer = setTimeout(() => void connect(), wait);
  };

  async function connect(): Promise<void> {
    const token = opts.getToken();
    if (!token || closed) return;
    controller = new AbortController();
    // A reconnection is a new stream: what the last one left half-sent is dropped.
    parser.reset();
    parseError = undefined;
    try {
      const res = await doFetch(opts.url, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`notification stream answered ${res.status}`);
      failures = 0;
      // The decoder stream keeps a character split between two chunks whole.
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let last = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          // The parser holds back a final CR in case an LF follows; at the end it is a line end of its own.
          if (last.endsWith('\r')) parser.feed('\n');
          break;
        }
        if (value) last = value;
        parser.feed(value);
        if (parseError) {
          await reader.cancel();
          throw parseError;
        }
      }
    } catch (e) {
      if (closed) return;
      failures++;
      logOnly('notification stream', e);
    }
    schedule();
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    },
    lastEventId: () => lastEventId,
  };
}
