import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { settingsOf } from '../settings/settings.service.js';
import { agree, applicable } from './disclaimers.service.js';

/** Spec §7 `GET /disclaimer/countUnseen`, the list and agreeing; and the public settings a signed-out page needs. */
export const disclaimerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['disclaimers'];
  const signedIn = { access: 'authenticated' } as const;
  app.get(
    API.countUnseenDisclaimers.path,
    {
      config: signedIn,
      schema: apiSchema(API.countUnseenDisclaimers, tags),
    },
    async (request) => okEnvelope((await applicable(request)).filter((d) => d.agreedAt === null).length),
  );
  app.get(
    API.disclaimers.path,
    {
      config: signedIn,
      schema: apiSchema(API.disclaimers, tags),
    },
    async (request) =>
      okEnvelope((await applicable(request)).map((d) => ({ ...d, agreedAt: d.agreedAt?.toISOString() ?? null }))),
  );
  app.post(
    API.agreeDisclaimer.path,
    {
      config: signedIn,
      schema: apiSchema(API.agreeDisclaimer, tags),
    },
    async (request) => okEnvelope({ agreedAt: (await agree(request, request.params.id)).toISOString() }),
  );

  app.get(
    API.publicSettings.path,
    {
      config: { access: 'public' },
      schema: apiSchema(API.publicSettings, ['settings']),
    },
    async (request) => {
      const { trial } = await settingsOf(request);
      const move = app.config.oldHost;
      const onOldHost = !!move && move.hosts.includes(request.hostname.toLowerCase());
      return okEnvelope({ trial, movedTo: onOldHost ? move.newUrl : null, moveExpiry: onOldHost ? move.expiry : null });
    },
  );
};
