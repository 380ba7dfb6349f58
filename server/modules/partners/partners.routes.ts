import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import {
  mvpAuthCodeQuery,
  mvpAuthCodeResult,
  mvpCompanyQuery,
  mvpCompanyResult,
} from '../../../contract/schemas/partners.js';
import { notFound } from '../../platform/errors.js';
import { addressLimit, proofLimits } from '../../platform/rateLimit.js';
import {
  codeLogin,
  describeCode,
  mvpAuthCode,
  mvpCompany,
  mvpLogin,
  tokenLogin,
  tokenLoginCode,
} from './partners.service.js';
import { partnerAppPublic } from './partners.repository.js';

/** Partner sign-in (DECISIONS.md §8; docs/partner-sign-in.md). Every call here is public: codes and signatures are the credentials. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const config = { access: 'public' } as const;
  // Partner servers' signed calls cost a signature check: 60 in 10 minutes per address.
  const signedTries = addressLimit('partner-signed', 60, 600_000);
  // Codes and passwords: the shared sign-in limits. A partner's code names its user, and anyone can
  // forge one naming anyone, so its failures are not held against that user's lock (that would let
  // anyone lock anyone out): the address is limited instead.
  const proofs = proofLimits(app);
  const perAddress = { ...config, ...proofs.config };

  app.get(
    API.partnerAppPublic.path,
    {
      config,
      schema: apiSchema(API.partnerAppPublic, tags),
    },
    async (request) => {
      const row = await partnerAppPublic(app.db, request.params.id);
      if (!row?.active) throw notFound();
      return okEnvelope({ name: row.name });
    },
  );
  app.get(
    API.authCode.path,
    {
      config: perAddress,
      ...proofs.byAddress,
      schema: apiSchema(API.authCode, tags),
    },
    async (request) => okEnvelope(await describeCode(request, request.query.code)),
  );
  app.get(
    API.codeLogin.path,
    {
      config: perAddress,
      ...proofs.byAddress,
      schema: apiSchema(API.codeLogin, tags),
    },
    async (request) => okEnvelope(await codeLogin(request, request.query.code)),
  );
  app.post(
    API.mvpLogin.path,
    {
      config: { ...config, ...proofs.config },
      ...proofs.byAccount,
      schema: apiSchema(API.mvpLogin, tags),
    },
    async (request) => okEnvelope(await mvpLogin(request, request.body)),
  );
  app.get(
    '/mvpAuthCode',
    {
      config: { ...config, ...signedTries },
      schema: {
        tags,
        summary: 'Partner server: exchange the one-time code for an access token (signed headers)',
        querystring: mvpAuthCodeQuery,
        response: { 200: envelopeSchema(mvpAuthCodeResult) },
      },
    },
    async (request) => okEnvelope(await mvpAuthCode(request, request.query.code)),
  );
  app.get(
    API.tokenLogin.path,
    {
      config: perAddress,
      ...proofs.byAddress,
      schema: apiSchema(API.tokenLogin, tags),
    },
    async (request) => okEnvelope(await tokenLogin(request, request.query.accessToken)),
  );
  app.post(
    API.tokenLoginCode.path,
    {
      config: { access: 'authenticated' },
      schema: apiSchema(API.tokenLoginCode, tags),
    },
    async (request) => okEnvelope(await tokenLoginCode(request)),
  );
  app.get(
    '/getMvpCompany',
    {
      config,
      schema: {
        tags,
        summary: 'Partner server: the company of a vessel by IMO (signed over imo and timestamp)',
        querystring: mvpCompanyQuery,
        response: { 200: envelopeSchema(mvpCompanyResult) },
      },
    },
    async (request) => okEnvelope(await mvpCompany(request, request.query)),
  );
};
