import type { Page, Request } from 'playwright-core';

/**
 * When a screen has settled: none of the page's own requests under way (the live notification stream aside, which
 * never ends), none begun or ended for a short quiet spell, and no spinner left on it. A screen's code, its calls
 * and then its rows come one after another, each a few milliseconds after the last ends. What may come later is a
 * suspended part: React holds back its reveal for up to 300 ms after its code arrived and shows its fallback, a
 * spinner (PageLoading), until then. So a quiet spell of 150 ms and then no indeterminate progress bar on the page
 * (a gauge has a value and does not count) is a drawn screen, the spell starting again while one turns. This
 * replaced a quiet spell of 350 ms that waited out the throttle on every screen, itself in place of fixed waits.
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
    /** Resolves once nothing has been under way for `quietMs` and no spinner turns; throws after `timeoutMs`. */
    async settled({ quietMs = 150, timeoutMs = 15_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        while (pending.size > 0 || Date.now() - lastEvent < quietMs) {
          if (Date.now() > until)
            throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
          await new Promise((r) => setTimeout(r, 25));
        }
        const spinning = await page.evaluate(
          () => document.querySelector('[role=progressbar]:not([aria-valuenow])') !== null,
        );
        if (!spinning && pending.size === 0) return;
        if (Date.now() > until) throw new Error(`a spinner still turns after ${timeoutMs} ms`);
        // What the spinner held back may call for its rows as it appears: a quiet spell again from here.
        touch();
      }
    },
  };
}
