import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { AppError } from '../../platform/errors.js';
import { addressLimit } from '../../platform/rateLimit.js';
import { databaseAnswers } from './system.repository.js';
import { MINUTE } from '../../../contract/time.js';

const tags = ['system'];
/** `/api/ready` answers 503 when the database has not answered within this. */
const READY_WITHIN_MS = 1_500;
const status = envelopeSchema(z.object({ status: z.string() }));
/** The API root is public and cheap, but a probe hammering it is still held back, per address. */
export const ROOT_CALLS_PER_MINUTE = 120;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The process is up', response: { 200: status } },
    },
    async () => okEnvelope({ status: 'up' }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The database answers within 1.5 s and the process is not stopping',
        response: { 200: status },
      },
    },
    async () => {
      // A load balancer must hear within 2 s, whatever PostgreSQL does: a stalled network, a full
      // pool or a stopping process count as not ready.
      if (app.draining) throw new AppError(503, 'server.unavailable');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), READY_WITHIN_MS)));
      const answer = await Promise.race([
        databaseAnswers(app.db).then(
          () => 'ok' as const,
          () => 'failed' as const,
        ),
        late,
      ]);
      clearTimeout(timer);
      if (answer !== 'ok') throw new AppError(503, 'server.unavailable');
      return okEnvelope({ status: 'ready' });
    },
  );

  // Spec §7: the build version travels in `msg`.
  app.get(
    API.version.path,
    {
      config: { access: 'public' },
      schema: apiSchema(API.version, tags),
    },
    async () => ({ code: 200, msg: app.config.version, data: null }),
  );

  // Spec §7 `POST /`: the API's root says what it is and where its calls are described
  // (docs/decisions.md, "The API root"); GET answers the same, for a person trying the address.
  const root = {
    config: { access: 'public' as const, ...addressLimit('api-root', ROOT_CALLS_PER_MINUTE, MINUTE) },
    schema: apiSchema(API.apiRoot, tags),
  };
  const rootInfo = async () =>
    okEnvelope({ name: 'Berth API', version: app.config.version, docs: '/api/docs', openApi: '/api/docs/json' });
  app.post(API.apiRoot.path, root, rootInfo);
  app.get(API.apiRoot.path, root, rootInfo);
};
