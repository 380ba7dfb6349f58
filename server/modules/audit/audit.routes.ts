import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { auditListQuery, auditRow, auditVerifyResult } from '../../../contract/schemas/audit.js';
import { paged } from '../../../contract/schemas/common.js';
import { listAudit, verifyChain } from './audit.repository.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auditLog/list', {
    config: { access: { resource: 'auditLog', action: 'list' } },
    schema: { tags: ['audit'], summary: 'The audit log, newest first', querystring: auditListQuery, response: { 200: envelopeSchema(paged(auditRow)) } },
  }, async (request) => {
    const { rows, total } = await listAudit(app.db, request.query);
    return okEnvelope({
      rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
      total,
    });
  });

  app.get('/audit/verify', {
    config: { access: { resource: 'auditLog', action: 'verify' } },
    schema: { tags: ['audit'], summary: 'Check the hash chain: any edited or removed row shows', response: { 200: envelopeSchema(auditVerifyResult) } },
  }, async () => okEnvelope(await verifyChain(app.db)));
};
