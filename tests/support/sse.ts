import type { LiveNotice } from '../../contract/schemas/notifications.js';

interface TestStream {
  /** The next message, or a rejection after `ms`. */
  next(ms?: number): Promise<LiveNotice>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A notification stream read the way the browser does: fetch with the bearer token in the header. */
export async function openStream(base: string, token: string): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/system/user/notifications/sse`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const queue: LiveNotice[] = [];
  const waiters: ((n: LiveNotice) => void)[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (!data) continue;
          const notice = JSON.parse(data) as LiveNotice;
          const w = waiters.shift();
          if (w) w(notice);
          else queue.push(notice);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    next: (ms = 5_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no notification within ${ms} ms`)), ms);
        waiters.push((n) => {
          clearTimeout(timer);
          resolve(n);
        });
      });
    },
    ended,
    close: () => controller.abort(),
  };
}
