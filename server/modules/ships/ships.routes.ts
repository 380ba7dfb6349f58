import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { shipInput, shipListQuery, shipRecord, vesselOption } from '../../../contract/schemas/ships.js';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { callerOf } from '../../platform/guard.js';
import { searchVessels, selectableVessels } from './ships.repository.js';
import { shipScope, shipService } from './ships.service.js';

export const shipRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/ships',
    resource: 'ships',
    tag: 'ships',
    listQuery: shipListQuery,
    input: shipInput,
    record: shipRecord,
    service: shipService,
  });
  const options = { 200: envelopeSchema(z.array(vesselOption)) };
  app.get(
    API.vesselSearch.path,
    { config: { access: { resource: 'ships', action: 'search' } }, schema: apiSchema(API.vesselSearch, ['ships']) },
    async (request) =>
      okEnvelope(request.query.pattern ? await searchVessels(app.db, request.query.pattern, undefined) : []),
  );
  app.get(
    '/jput/vessel/selectVessel',
    {
      config: { access: { resource: 'ships', action: 'list' } },
      schema: { tags: ['ships'], summary: 'Active ships the caller may choose, by name', response: options },
    },
    async (request) => okEnvelope(await selectableVessels(app.db, shipScope(callerOf(request)))),
  );
};
