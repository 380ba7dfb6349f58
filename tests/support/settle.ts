import type { Page, Request } from 'playwright-core';

/**
 * When a screen has settled: none of the page's own requests under way (the live notification stream aside, which
 * never ends) and none begun or ended for a quiet spell. A screen's code, its calls and then its rows come one after
 * another, each a few milliseconds after the last ends, so a quiet spell after the last one means the screen is
 * drawn. The spell is longer than React's 300 ms throttle on revealing a suspended part (a screen's code, a
 * catalogue), which may commit that long after its request ended. It replaced fixed waits of 750 ms a screen:
 * logistics' 23 screens at 1440 px in both languages went from 63 s to 48 s, with the menu check added.
 */
export function watchRequests(page: Page, base: string) {
  const pending = new Set<Request>();
  let lastEvent = Date.now();
  const touch = () => void (lastEvent = Date.now());
  const own = (r: Request) => r.url().startsWith(base) && !r.url().endsWith('/notifications/sse');
  page.on('request', (r) => {
    if (!own(r)) return;
    pending.add(r);
    touch();
  });
  const done = (r: Request) => void (pending.delete(r) && touch());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Starts the quiet spell now: call it as a navigation or click begins, before its requests do. */
    mark: touch,
    /** Resolves once nothing has been under way for `quietMs`; throws after `timeoutMs` with what still is. */
    async settled({ quietMs = 350, timeoutMs = 15_000 } = {}) {
      const until = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastEvent < quietMs) {
        if (Date.now() > until)
          throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
