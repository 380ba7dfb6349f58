import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { msg } from '../../../contract/messages/index.js';
import {
  authenticatorCode, authenticatorSetup, authenticatorStatus, authenticatorStatusQuery, bargeCodeQuery, bargeLoginBody, codeParam, recoveryCodes,
  registerInput, verificationInfo, verifyAccountInput,
} from '../../../contract/schemas/accounts.js';
import { authenticatorEnabled, disableAuthenticator, enableAuthenticator, setUpAuthenticator } from './authenticator.js';
import { loginResult } from '../../../contract/schemas/auth.js';
import { bargeLogin, sendBargeCode } from './bargeLogin.js';
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

  // Per address as well as per user (in the database): code requests and tries are both limited.
  const codeRequests = new RateLimiter(20, 3_600_000);
  const codeTries = new RateLimiter(30, 600_000);
  app.get('/bargeAuthCode', {
    config: publicRoute, schema: { tags, summary: 'E-mail a six-digit sign-in code to a barge user (same answer whether or not the user exists)', querystring: bargeCodeQuery,
      response: { 200: envelopeSchema(z.null()) } },
  }, async (request) => {
    codeRequests.take(request.ip, app.clock().getTime());
    await sendBargeCode(request, request.query.username);
    return okEnvelope(null, msg('server.codeSent'));
  });
  app.post('/bargeLogin', {
    config: publicRoute, schema: { tags, summary: 'Sign in a barge user with the e-mailed code; wrong, used or expired: "code error"', body: bargeLoginBody, response: { 200: envelopeSchema(loginResult) } },
  }, async (request) => {
    codeTries.take(request.ip, app.clock().getTime());
    return okEnvelope(await bargeLogin(request, request.body.username, request.body.code));
  });

  app.get('/getPasswordAuthenticatorStatus', {
    config: publicRoute, schema: { tags, summary: 'Whether the sign-in page must ask this user for an authenticator code', querystring: authenticatorStatusQuery, response: { 200: envelopeSchema(authenticatorStatus) } },
  }, async (request) => okEnvelope({ enabled: await authenticatorEnabled(request, request.query.username) }));
  const own = { access: { resource: 'profile', action: 'update' } } as const;
  app.post('/system/user/authenticator/setup', {
    config: own, schema: { tags, summary: 'Start enrolling an authenticator: a new secret and its QR code', response: { 200: envelopeSchema(authenticatorSetup) } },
  }, async (request) => okEnvelope(await setUpAuthenticator(request)));
  app.post('/system/user/authenticator/enable', {
    config: own, schema: { tags, summary: 'Finish enrolling with a first code; answers the recovery codes, once', body: authenticatorCode, response: { 200: envelopeSchema(recoveryCodes) } },
  }, async (request) => okEnvelope(await enableAuthenticator(request, request.body.code)));
  app.post('/system/user/authenticator/disable', {
    config: own, schema: { tags, summary: 'Turn the authenticator off with a current code or a recovery code', body: authenticatorCode, response: { 200: envelopeSchema(z.null()) } },
  }, async (request) => {
    await disableAuthenticator(request, request.body.code);
    return okEnvelope(null);
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
