import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AppError, RETRY_AFTER_S } from './errors.js';

/** Scraped while stopping too: `berth_draining 1` is what tells the operator the process is on its way out. */
const ANSWERED_WHILE_CLOSING = new Set(['/api/metrics']);

/**
 * A stopping process goes out of rotation before it stops listening, as servers behind Kubernetes
 * or Envoy do. Two steps:
 *
 * - The grace (`stopGracefully`, SHUTDOWN_GRACE_MS after a deploy's SIGTERM): `draining` is set, so
 *   `/api/ready` answers 503 at once and the load balancer takes the process out; the listener stays
 *   open and the requests that still come — the balancer sent them before it saw the 503 — are
 *   answered as usual, each with `Connection: close` so that kept-alive clients reconnect elsewhere.
 *   Closing the listener at once would reset the connections the kernel had already accepted and
 *   turn the balancer's next check into a refused connection rather than a 503.
 * - The close (`app.close()`, also what tests call): the listener closes; a request that still
 *   arrives on a kept-alive connection gets the 503 envelope and `Connection: close`, live streams
 *   end with a short `retry` so browsers reconnect to another process, and the requests already
 *   running finish. Fastify's own 503 while closing is not the envelope, so it is turned off
 *   (`return503OnClosing: false`) in favour of this hook.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.decorate('closing', false);
  app.addHook('preClose', async () => {
    app.draining = true;
    app.closing = true;
    app.notificationHub.closeAll();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining) return;
    reply.header('connection', 'close');
    if (!app.closing || ANSWERED_WHILE_CLOSING.has(request.routeOptions.url ?? '')) return;
    reply.header('retry-after', String(RETRY_AFTER_S));
    throw new AppError(503, 'server.unavailable');
  });
}

/**
 * Stops the app: not ready at once, new requests still answered for `graceMs`, then the listener
 * closes and the requests in flight get at most `drainMs` to finish; after that the connections
 * that remain are cut so that a stuck client cannot hold a deploy.
 */
export async function stopGracefully(app: FastifyInstance, opts: { graceMs: number; drainMs: number }): Promise<void> {
  app.draining = true;
  if (opts.graceMs > 0) await sleep(opts.graceMs);
  const cut = setTimeout(() => app.server.closeAllConnections(), opts.drainMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
