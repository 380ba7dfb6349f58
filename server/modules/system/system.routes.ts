import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { AppError } from '../../platform/errors.js';

const tags = ['system'];
const status = envelopeSchema(z.object({ status: z.string() }));

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
      schema: { tags, summary: 'The database answers', response: { 200: status } },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'server.unavailable');
      }
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
};
