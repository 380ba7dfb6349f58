import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { getInfoResult, loginBody, loginResult, updatePassBody, updatePassEmailBody } from '../../../contract/schemas/auth.js';
import * as service from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    config: { access: 'public' },
    schema: { tags, summary: 'Sign in with user name and password', body: loginBody, response: { 200: envelopeSchema(loginResult) } },
  }, async (request) => okEnvelope(await service.login(request, request.body)));

  app.post('/logout', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Revoke the current token', response: { 200: envelopeSchema(z.null()) } },
  }, async (request) => {
    await service.logout(request);
    return okEnvelope(null);
  });

  app.get('/getInfo', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'The caller, its menus and its landing path', response: { 200: envelopeSchema(getInfoResult) } },
  }, async (request) => okEnvelope(await service.getInfo(request)));

  app.post('/system/user/updatePass', {
    config: { access: { resource: 'password', action: 'update' } },
    schema: { tags, summary: "Change the caller's password; signs out every session", body: updatePassBody, response: { 200: envelopeSchema(z.null()) } },
  }, async (request) => {
    await service.updatePassword(request, request.body);
    return okEnvelope(null);
  });

  app.post('/system/user/updatePassEmail', {
    config: { access: { resource: 'profile', action: 'update' } },
    schema: { tags, summary: "Change the caller's e-mail address (confirmed by the password); the old address is told", body: updatePassEmailBody,
      response: { 200: envelopeSchema(z.object({ email: z.string() })) } },
  }, async (request) => okEnvelope(await service.updatePassEmail(request, request.body)));
};
