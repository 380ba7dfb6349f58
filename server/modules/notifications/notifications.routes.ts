import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { type LiveNotice } from '../../../contract/schemas/notifications.js';
import { callerOf } from '../../platform/guard.js';
import { liveSessionIds } from '../../platform/sessions.js';
import type { Stream } from './notifications.hub.js';
import type { Listener } from '../../db/client.js';
import { CHANNEL, listNotifications, markRead, unreadCount } from './notifications.repository.js';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How often open streams are checked against their sessions: a revoked token's stream closes within this. */
const SWEEP_MS = 20_000;

/** The drawer, the unread count, marking read, and the live stream (spec §7; docs/api.md). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: { resource: 'notifications', action: 'list' } } as const;
  const tags = ['notifications'];
  const hub = app.notificationHub;

  let listener: Listener | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    listener = await app.database.listen(CHANNEL, (payload) => hub.deliver(payload));
    hub.listener = listener;
    sweeper = setInterval(
      () =>
        void hub
          .sweep((ids) => liveSessionIds(app.db, ids, app.clock()))
          .catch((e: unknown) => app.log.warn({ err: e }, 'stream sweep failed; will retry')),
      app.config.streamSweepMs ?? SWEEP_MS,
    );
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    hub.closeAll();
    await listener?.close();
  });

  app.get(
    API.notifications.path,
    {
      config: access,
      schema: apiSchema(API.notifications, tags),
    },
    async (request) => {
      const p = callerOf(request);
      const page = await listNotifications(app.db, p.id, request.query.pageNum, request.query.pageSize);
      return okEnvelope({ ...page, unread: await unreadCount(app.db, p.id) });
    },
  );

  app.get(
    API.unreadCount.path,
    {
      config: access,
      schema: apiSchema(API.unreadCount, tags),
    },
    async (request) => okEnvelope({ unread: await unreadCount(app.db, callerOf(request).id) }),
  );

  app.post(
    API.markRead.path,
    {
      config: access,
      schema: apiSchema(API.markRead, tags),
    },
    async (request) => {
      const body = request.body;
      return okEnvelope({
        updated: await markRead(app.db, callerOf(request).id, 'ids' in body ? body.ids : 'all', app.clock()),
      });
    },
  );

  app.get(
    '/system/user/notifications/sse',
    {
      config: access,
      schema: {
        tags,
        summary: 'Live stream (text/event-stream): each message is JSON { id, action, key, params, bid, createTime }',
      },
    },
    async (request, reply) => {
      const p = callerOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write('retry: 5000\n: connected\n\n');
      let open = true;
      const stream: Stream = {
        userId: p.id,
        sessionId: p.sessionId,
        send: (notice: LiveNotice) => {
          if (open) res.write(`data: ${JSON.stringify(notice)}\n\n`);
        },
        close: () => {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          hub.remove(stream);
          // A stopping process sends its browsers elsewhere soon, spread over two seconds.
          if (app.draining) res.write(`retry: ${500 + Math.floor(Math.random() * 2000)}\n: restarting\n\n`);
          res.end();
        },
      };
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      hub.add(stream);
      request.raw.on('close', () => stream.close());
    },
  );
};
