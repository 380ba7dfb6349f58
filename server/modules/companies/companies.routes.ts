import type { FastifyPluginAsync } from 'fastify';
import { companyInput, companyListQuery, companyRecord } from '../../../contract/schemas/companies.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { companyService } from './companies.service.js';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/companies',
    resource: 'companies',
    tag: 'companies',
    listQuery: companyListQuery,
    input: companyInput,
    record: companyRecord,
    service: companyService,
  });
};
