import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { portCallFigures } from './portCall.figures.service.js';

/**
 * The figures from actual times (DECISIONS.md §10) on the dashboard: whoever has the dashboard; the
 * service gives the terminal's side the terminal's figures and a customer its own.
 */
export const portCallFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.portCallFigures.path,
    {
      config: { access: { resource: 'portCall', action: 'figures' } },
      schema: apiSchema(API.portCallFigures, ['portCall', 'dashboard']),
    },
    async (request) => okEnvelope(await portCallFigures(request, request.query)),
  );
};
