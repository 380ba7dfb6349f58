import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { codeParam, registerInput, verificationInfo, verifyAccountInput } from '../../../contract/schemas/accounts.js';
import { RateLimiter } from '../../platform/rateLimit.js';
import { register, verification, verifyAccount } from './registration.js';

const tags = ['accounts'];
const publicRoute = { access: 'public' } as const;

/** Registration and activation (DECISIONS.md §8; docs/api.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registration hashes a password and sends an e-mail: 10 an hour per address is plenty for people.
  const registrations = new RateLimiter(10, 3_600_000);
  const activated = envelopeSchema(z.object({ userName: z.string() }));

  app.post('/register', {
    config: publicRoute, schema: { tags, summary: 'A company and its first user, Pending Verification; the activation link goes out by e-mail', body: registerInput,
      response: { 200: envelopeSchema(z.object({ userName: z.string(), email: z.string() })) } },
  }, async (request) => {
    registrations.take(request.ip, app.clock().getTime());
    return okEnvelope(await register(request, request.body));
  });

  app.get('/system/user/verification/:code', {
    config: publicRoute, schema: { tags, summary: 'Whose activation link this is (does not use it)', params: codeParam, response: { 200: envelopeSchema(verificationInfo) } },
  }, async (request) => okEnvelope(await verification(request, request.params.code)));

  app.get('/verifyAccount/:code', {
    config: publicRoute, schema: { tags, summary: 'Follow an activation link: the account becomes Active', params: codeParam, response: { 200: activated } },
  }, async (request) => okEnvelope(await verifyAccount(request, request.params.code, null)));

  app.post('/system/user/verifyAccount', {
    config: publicRoute, schema: { tags, summary: 'Activate with the link\'s code (and a password when the account has none)', body: verifyAccountInput, response: { 200: activated } },
  }, async (request) => okEnvelope(await verifyAccount(request, request.body.code, request.body.password)));
};
