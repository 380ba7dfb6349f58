import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { msg } from '../../../contract/messages/index.js';
import { codeParam } from '../../../contract/schemas/accounts.js';
import {
  authenticatorEnabled,
  disableAuthenticator,
  enableAuthenticator,
  setUpAuthenticator,
} from './accounts.authenticator.js';
import { bargeLogin, sendBargeCode } from './accounts.bargeLogin.js';
import { addressLimit, proofLimits } from '../../platform/rateLimit.js';
import { register, verification, verifyAccount } from './accounts.registration.js';
import { HOUR } from '../../../contract/time.js';

const tags = ['accounts'];
const publicRoute = { access: 'public' } as const;

/** Registration and activation (DECISIONS.md §8; docs/api.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registration hashes a password and sends an e-mail: 10 an hour per address is plenty for people.
  const registrations = addressLimit('register', 10, HOUR);
  const activated = envelopeSchema(z.object({ userName: z.string() }));

  app.post(
    API.register.path,
    {
      config: { ...publicRoute, ...registrations },
      schema: apiSchema(API.register, tags),
    },
    async (request) => okEnvelope(await register(request, request.body)),
  );

  // Per address here, and per user where the code is issued (bargeLogin.ts): requests and tries are both limited.
  const codeRequests = addressLimit('barge-code', 20, HOUR);
  const proofs = proofLimits(app);
  app.get(
    API.bargeAuthCode.path,
    {
      config: { ...publicRoute, ...codeRequests },
      schema: apiSchema(API.bargeAuthCode, tags),
    },
    async (request) => {
      await sendBargeCode(request, request.query.username);
      return okEnvelope(null, msg('server.codeSent'));
    },
  );
  app.post(
    API.bargeLogin.path,
    {
      config: { ...publicRoute, ...proofs.config },
      ...proofs.byAccount,
      schema: apiSchema(API.bargeLogin, tags),
    },
    async (request) => okEnvelope(await bargeLogin(request, request.body.username, request.body.code)),
  );

  app.get(
    API.authenticatorStatus.path,
    {
      config: publicRoute,
      schema: apiSchema(API.authenticatorStatus, tags),
    },
    async (request) => okEnvelope({ enabled: await authenticatorEnabled(request, request.query.username) }),
  );
  const own = { access: { resource: 'profile', action: 'update' } } as const;
  app.post(
    API.authenticatorSetup.path,
    {
      config: own,
      schema: apiSchema(API.authenticatorSetup, tags),
    },
    async (request) => okEnvelope(await setUpAuthenticator(request)),
  );
  app.post(
    API.authenticatorEnable.path,
    {
      config: own,
      schema: apiSchema(API.authenticatorEnable, tags),
    },
    async (request) => okEnvelope(await enableAuthenticator(request, request.body.code)),
  );
  app.post(
    API.authenticatorDisable.path,
    {
      config: own,
      schema: apiSchema(API.authenticatorDisable, tags),
    },
    async (request) => {
      await disableAuthenticator(request, request.body.code);
      return okEnvelope(null);
    },
  );

  app.get(
    API.verification.path,
    {
      config: publicRoute,
      schema: apiSchema(API.verification, tags),
    },
    async (request) => okEnvelope(await verification(request, request.params.code)),
  );

  app.get(
    '/verifyAccount/:code',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Follow an activation link: the account becomes Active',
        params: codeParam,
        response: { 200: activated },
      },
    },
    async (request) => okEnvelope(await verifyAccount(request, request.params.code, null)),
  );

  app.post(
    API.verifyAccount.path,
    {
      config: publicRoute,
      schema: apiSchema(API.verifyAccount, tags),
    },
    async (request) => okEnvelope(await verifyAccount(request, request.body.code, request.body.password)),
  );
};
