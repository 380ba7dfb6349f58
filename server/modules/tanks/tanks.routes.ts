import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { tankInput, tankListQuery, tankRecord } from '../../../contract/schemas/tanks.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { activeTanks } from './tanks.repository.js';
import { tankService } from './tanks.service.js';

export const tankRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/tanks',
    resource: 'tanks',
    tag: 'tanks',
    listQuery: tankListQuery,
    input: tankInput,
    record: tankRecord,
    service: tankService,
  });
  app.get(
    '/jput/tank/getList',
    {
      config: { access: { resource: 'tanks', action: 'list' } },
      schema: {
        tags: ['tanks'],
        summary: 'Every active tank, by number',
        response: { 200: envelopeSchema(z.array(tankRecord)) },
      },
    },
    async () => okEnvelope(await activeTanks(app.db)),
  );
};
