import { logOnly } from '../../logOnly';

/**
 * A server-sent events client over fetch, so the token travels in the Authorization header and
 * never in a URL (EventSource cannot set headers). Reconnects after the server's `retry` (5 s)
 * or a failure; failures are only logged (spec §8).
 */
export interface EventStreamOptions {
  url: string;
  getToken(): string | null;
  onMessage(data: string): void;
  fetch?: typeof fetch;
  /** First reconnection delay; doubled per failure up to a minute. */
  retryMs?: number;
}

export function openEventStream(opts: EventStreamOptions): { close(): void } {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let retry = opts.retryMs ?? 5_000;
  let failures = 0;

  const schedule = () => {
    if (closed) return;
    const wait = Math.min(60_000, retry * 2 ** Math.min(failures, 4));
    timer = setTimeout(() => void connect(), wait);
  };

  async function connect(): Promise<void> {
    const token = opts.getToken();
    if (!token || closed) return;
    controller = new AbortController();
    try {
      const res = await doFetch(opts.url, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`notification stream answered ${res.status}`);
      failures = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
          const data: string[] = [];
          for (const line of block.split(/\r?\n/)) {
            if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            else if (line.startsWith('retry:') && Number(line.slice(6)) > 0) retry = Number(line.slice(6));
          }
          if (data.length) opts.onMessage(data.join('\n'));
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
  };
}
