import type { FastifyPluginAsync } from 'fastify';
import { pilotInput, pilotListQuery, pilotRecord } from '../../../contract/schemas/pilots.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { pilotService } from './pilots.service.js';

export const pilotRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/pilots',
    resource: 'pilots',
    tag: 'pilots',
    listQuery: pilotListQuery,
    input: pilotInput,
    record: pilotRecord,
    service: pilotService,
  });
};
