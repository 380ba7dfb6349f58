import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { loginResult } from '../../../contract/schemas/auth.js';
import { idParam } from '../../../contract/schemas/common.js';
import {
  mvpAuthCodeQuery, mvpAuthCodeResult, mvpCompanyQuery, mvpCompanyResult, mvpLoginBody, mvpLoginResult, partnerAppPublic, partnerCodeInfo, partnerCodeQuery,
  tokenLoginQuery,
} from '../../../contract/schemas/partners.js';
import { partnerApps } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { RateLimiter } from '../../platform/rateLimit.js';
import { codeLogin, describeCode, mvpAuthCode, mvpCompany, mvpLogin, tokenLogin } from './partners.service.js';

/** Partner sign-in (DECISIONS.md §8; docs/partner-sign-in.md). Every call here is public: codes and signatures are the credentials. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const config = { access: 'public' } as const;
  const tries = new RateLimiter(60, 600_000);
  const limited = (ip: string) => tries.take(ip, app.clock().getTime());

  app.get('/partnerApps/:id/public', {
    config, schema: { tags, summary: 'The name of an active partner app, for the sign-in page it sends users to', params: idParam, response: { 200: envelopeSchema(partnerAppPublic) } },
  }, async (request) => {
    const [row] = await app.db.select({ name: partnerApps.name, active: partnerApps.active }).from(partnerApps).where(eq(partnerApps.id, request.params.id));
    if (!row?.active) throw notFound();
    return okEnvelope({ name: row.name });
  });
  app.get('/authCode', {
    config, schema: { tags, summary: 'Check a partner\'s sign-in code without using it: which app, which user', querystring: partnerCodeQuery, response: { 200: envelopeSchema(partnerCodeInfo) } },
  }, async (request) => {
    limited(request.ip);
    return okEnvelope(await describeCode(request, request.query.code));
  });
  app.get('/codeLogin', {
    config, schema: { tags, summary: 'Sign in with a partner\'s code (once, within its five minutes)', querystring: partnerCodeQuery, response: { 200: envelopeSchema(loginResult) } },
  }, async (request) => {
    limited(request.ip);
    return okEnvelope(await codeLogin(request, request.query.code));
  });
  app.post('/mvpLogin', {
    config, schema: { tags, summary: 'Sign in at the portal for a partner app; answers the redirect with a one-time code', body: mvpLoginBody, response: { 200: envelopeSchema(mvpLoginResult) } },
  }, async (request) => {
    limited(request.ip);
    return okEnvelope(await mvpLogin(request, request.body));
  });
  app.get('/mvpAuthCode', {
    config, schema: { tags, summary: 'Partner server: exchange the one-time code for an access token (signed headers)', querystring: mvpAuthCodeQuery, response: { 200: envelopeSchema(mvpAuthCodeResult) } },
  }, async (request) => {
    limited(request.ip);
    return okEnvelope(await mvpAuthCode(request, request.query.code));
  });
  app.get('/tokenLogin', {
    config, schema: { tags, summary: 'A browser takes over a live session given by a partner', querystring: tokenLoginQuery, response: { 200: envelopeSchema(loginResult) } },
  }, async (request) => {
    limited(request.ip);
    return okEnvelope(await tokenLogin(request, request.query.accessToken));
  });
  app.get('/getMvpCompany', {
    config, schema: { tags, summary: 'Partner server: the company of a vessel by IMO (signed over imo and timestamp)', querystring: mvpCompanyQuery, response: { 200: envelopeSchema(mvpCompanyResult) } },
  }, async (request) => okEnvelope(await mvpCompany(request, request.query)));
};
