import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { MINUTE } from '../../../contract/time.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { accessTo } from '../../platform/guard.js';
import { addressLimit } from '../../platform/rateLimit.js';
import { mailPreferencesService as service } from './mailPreferences.service.js';

/** E-mail preferences (DECISIONS.md §11): the caller's own, and the unsubscribe link's call. */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mailPreferences'];
  const access = accessTo('mailPreferences');
  app.get(
    API.mailPreferences.path,
    { config: access('read'), schema: apiSchema(API.mailPreferences, tags) },
    async (request) => okEnvelope(await service.get(request)),
  );
  app.put(
    API.updateMailPreferences.path,
    { config: access('update'), schema: apiSchema(API.updateMailPreferences, tags) },
    async (request) => okEnvelope(await service.update(request, request.body)),
  );
  // Public: the link works without signing in. Limited per address, like /verify: guessing is pointless
  // (the token is signed) but each try still costs a database read.
  app.post(
    API.unsubscribeMail.path,
    {
      config: { access: 'public', ...addressLimit('unsubscribe', app.config.verifiesPerMinute ?? 30, MINUTE) },
      schema: apiSchema(API.unsubscribeMail, tags),
    },
    async (request) => okEnvelope(await service.unsubscribe(request, request.body.token)),
  );
};
