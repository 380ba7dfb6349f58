import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { companyInput, companyListQuery, companyRecord } from '../../../contract/schemas/companies.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { registerResource } from '../../platform/resourceRoutes.js';
import { approveCompany, companyService } from './companies.service.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/companies',
    resource: 'companies',
    tag: 'companies',
    listQuery: companyListQuery,
    input: companyInput,
    record: companyRecord,
    service: companyService,
  });
  app.post(
    API.approveCompany.path,
    {
      config: { access: { resource: 'companies', action: 'approve' } },
      schema: apiSchema(API.approveCompany, ['companies']),
    },
    async (request) => okEnvelope(await approveCompany(request, request.params.id)),
  );
};
