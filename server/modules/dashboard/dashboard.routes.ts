import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { dashboard } from './dashboard.service.js';

/** The dashboard (DECISIONS.md §7): terminal logistics' and customers' figures for a period. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.dashboard.path,
    { config: { access: { resource: 'dashboard', action: 'read' } }, schema: apiSchema(API.dashboard, ['dashboard']) },
    async (request) => okEnvelope(await dashboard(request, request.query)),
  );
};
