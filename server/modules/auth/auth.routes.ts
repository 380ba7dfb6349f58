import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { proofLimits } from '../../platform/rateLimit.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import * as service from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = proofLimits(app);
  app.post(
    API.login.path,
    {
      config: { access: 'public', ...limits.config },
      ...limits.byAccount,
      schema: apiSchema(API.login, tags),
    },
    async (request) => okEnvelope(await service.login(request, request.body)),
  );

  app.post(
    API.logout.path,
    {
      config: { access: 'authenticated' },
      schema: apiSchema(API.logout, tags),
    },
    async (request) => {
      await service.logout(request);
      return okEnvelope(null);
    },
  );

  app.get(
    API.getInfo.path,
    {
      config: { access: 'authenticated' },
      schema: apiSchema(API.getInfo, tags),
    },
    async (request) => okEnvelope(await service.getInfo(request)),
  );

  app.post(
    API.updatePass.path,
    {
      config: { access: { resource: 'password', action: 'update' } },
      schema: apiSchema(API.updatePass, tags),
    },
    async (request) => {
      await service.updatePassword(request, request.body);
      return okEnvelope(null);
    },
  );

  app.post(
    API.updatePassEmail.path,
    {
      config: { access: { resource: 'profile', action: 'update' } },
      schema: apiSchema(API.updatePassEmail, tags),
    },
    async (request) => okEnvelope(await service.updatePassEmail(request, request.body)),
  );
};
