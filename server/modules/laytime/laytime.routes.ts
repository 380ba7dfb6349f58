import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { createLaytimePool } from './laytime.pool.js';
import { recomputeLaytime } from './laytime.recompute.js';
import { laytimeService } from './laytime.service.js';

/**
 * Laytime (DECISIONS.md §11): whoever reads the nomination reads its laytime (the service checks the
 * scope); terminal logistics recomputes every completed call. The job's worker thread belongs to
 * this plugin and ends with the app.
 */
export const laytimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['laytime'];
  const pool = createLaytimePool();
  app.addHook('onClose', async () => pool.close());
  const read = { access: { resource: 'laytime', action: 'read' } } as const;
  const recompute = { access: { resource: 'laytime', action: 'recompute' } } as const;
  app.get(API.laytime.path, { config: read, schema: apiSchema(API.laytime, tags) }, async (request) =>
    okEnvelope(await laytimeService.read(request, request.params.id)),
  );
  app.post(
    API.recomputeLaytime.path,
    { config: recompute, schema: apiSchema(API.recomputeLaytime, tags) },
    async (request) => okEnvelope(await recomputeLaytime(request, pool)),
  );
};
