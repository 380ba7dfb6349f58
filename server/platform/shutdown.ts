import type { FastifyInstance } from 'fastify';
import { AppError, RETRY_AFTER_S } from './errors.js';

/**
 * A stopping process (SIGTERM from a deploy, `app.close()` in a test) drains: from the first moment
 * it takes no new work — a request on a kept-alive connection gets the 503 envelope and
 * `Connection: close`, `/api/ready` says not ready so the load balancer looks elsewhere, live streams
 * end with a short `retry` so browsers reconnect to another process — while the requests already
 * running (an upload, a booking) finish. Fastify's own 503 while closing is not the envelope, so it
 * is turned off (`return503OnClosing: false`) in favour of this hook.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
    app.notificationHub.closeAll();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!app.draining) return;
    reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_S));
    throw new AppError(503, 'server.unavailable');
  });
}

/**
 * Closes the app, waiting at most `drainMs` for requests in flight; after that the connections that
 * remain are cut so that a stuck client cannot hold a deploy.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
