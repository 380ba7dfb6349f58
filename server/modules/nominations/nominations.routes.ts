import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, okResult, paged } from '../../../contract/schemas/common.js';
import {
  assignInput, customCodeInput, delUllageInput, highVarianceQuery, highVarianceRecord, justifyInput, nominationCreate, nominationListQuery,
  nominationOptionsSchema, nominationRecord, nominationUpdate, readinessInput, recordCqInput, revokeInput, sendEmailInput, ullageRecord,
} from '../../../contract/schemas/nominations.js';
import { violationSchema } from '../../../contract/schemas/berthBoard.js';
import { UPLOAD_MAX_BYTES } from '../../platform/uploads.js';
import { nominationService as service } from './nominations.service.js';
import { lifecycleService as lifecycle } from './lifecycle.service.js';
import { reportService as reports } from './reports.service.js';
import { checkBerthFor } from './assignment.js';
import { nominationOptions } from './options.js';

/** The nomination calls of spec §7, and the lifecycle steps it leaves unnamed (docs/api.md). */
export const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const rule = (action: string) => ({ access: { resource: 'nominations', action } });
  const one = { 200: envelopeSchema(nominationRecord) };
  const tags = ['nominations'];
  const id = (request: { params: { id: number } }) => request.params.id;

  app.get('/jput/nomination/list', {
    config: rule('list'), schema: { tags, summary: 'Nominations in the caller\'s scope, newest first', querystring: nominationListQuery, response: { 200: envelopeSchema(paged(nominationRecord)) } },
  }, async (request) => okEnvelope(await service.list(request, request.query)));
  app.get('/jput/nomination/options', {
    config: rule('list'),
    schema: { tags, summary: 'Choices of the nomination form: barges, products, tanks, surveyors, pilots', response: { 200: envelopeSchema(nominationOptionsSchema) } },
  }, async () => okEnvelope(await nominationOptions(app.db)));
  app.get('/jput/nomination/:id', { config: rule('read'), schema: { tags, params: idParam, response: one } },
    async (request) => okEnvelope(await service.get(request, id(request))));
  app.get('/jput/nomination/:id/previewPdf', {
    config: rule('read'),
    schema: { tags, summary: 'The nomination as a PDF (inline), labels in the given language', params: idParam, querystring: z.object({ lang: z.enum(['en', 'zh']).default('en') }) },
  }, async (request, reply) => {
    const record = await service.get(request, id(request));
    // The PDF library (half a second to load) comes in with the first preview, not at start.
    const { nominationPdf } = await import('./preview.js');
    const pdf = await nominationPdf(request, record, request.query.lang);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="nomination-${record.id}.pdf"`).send(Buffer.from(pdf));
  });
  app.post('/jput/nomination', {
    config: rule('create'), schema: { tags, summary: 'Save a draft, or submit at once with submit: true', body: nominationCreate, response: one },
  }, async (request) => okEnvelope(await service.create(request, request.body)));
  app.put('/jput/nomination', {
    config: rule('update'), schema: { tags, summary: 'Change fields; each is checked against the state and the caller', body: nominationUpdate, response: one },
  }, async (request) => okEnvelope(await service.update(request, request.body)));

  const steps = {
    submit: lifecycle.submit, acknowledge: lifecycle.acknowledge, startSigning: lifecycle.startSigning, complete: lifecycle.complete,
  } as const;
  for (const [name, run] of Object.entries(steps)) {
    app.post(`/jput/nomination/${name}/:id`, { config: rule('step'), schema: { tags, summary: `Lifecycle: ${name}`, params: idParam, response: one } },
      async (request) => okEnvelope(await run(request, id(request))));
  }
  app.put('/jput/nomination/book/:id', { config: rule('step'), schema: { tags, summary: 'Book (Jetty Assigned → Booked)', params: idParam, response: one } },
    async (request) => okEnvelope(await lifecycle.book(request, id(request))));
  app.post('/jput/nomination/readiness/:id', {
    config: rule('step'), schema: { tags, summary: 'Set the barge readiness time', params: idParam, body: readinessInput, response: one },
  }, async (request) => okEnvelope(await lifecycle.setReadiness(request, id(request), request.body.bargeReadinessTime)));
  app.post('/jput/nomination/assign/:id', {
    config: rule('step'), schema: { tags, summary: 'Assign or move to a berth at a time; refused with every broken rule', params: idParam, body: assignInput, response: one },
  }, async (request) => okEnvelope(await lifecycle.assignJetty(request, id(request), request.body.berthId, request.body.estimatedBerthTime)));
  app.post('/jput/nomination/recordCq/:id', {
    config: rule('step'), schema: { tags, summary: 'Record the certificate of quantity figure (Signing in Progress → CQ Uploaded)', params: idParam, body: recordCqInput, response: one },
  }, async (request) => okEnvelope(await lifecycle.recordCq(request, id(request), request.body.actualQuantity)));
  app.post('/jput/nomination/revocationNomination', {
    config: rule('step'), schema: { tags, summary: 'Revoke (any state before Booked → Cancelled)', body: revokeInput, response: one },
  }, async (request) => okEnvelope(await lifecycle.revoke(request, request.body.id, request.body.reason)));
  app.post('/jput/nomination/checkBerth/:id', {
    config: { access: { resource: 'berthBoard', action: 'read' } },
    schema: { tags, summary: 'Why (not) this berth: the rules an assignment would break', params: idParam, body: assignInput, response: { 200: envelopeSchema(z.object({ violations: z.array(violationSchema), durationHours: z.number() })) } },
  }, async (request) => {
    await service.get(request, id(request));
    return okEnvelope(await checkBerthFor(request, app.db, id(request), request.body.berthId, new Date(request.body.estimatedBerthTime)));
  });

  app.post('/jput/nomination/updateCustomCode', { config: rule('customCode'), schema: { tags, body: customCodeInput, response: one } },
    async (request) => okEnvelope(await service.updateCustomCode(request, request.body.id, request.body.customCode)));
  app.post('/jput/nomination/sendEmail', {
    config: rule('sendEmail'), schema: { tags, summary: 'E-mail the nomination to its parties through the outbox', body: sendEmailInput, response: { 200: envelopeSchema(z.object({ id: z.number(), recipients: z.array(z.string()) })) } },
  }, async (request) => okEnvelope(await service.sendEmail(request, request.body.id, request.body.message)));

  app.get('/jput/nomination/highVarianceNomList', {
    config: { access: { resource: 'highVariance', action: 'list' } },
    schema: { tags, summary: 'Completed nominations above the variance threshold, unexplained first', querystring: highVarianceQuery, response: { 200: envelopeSchema(paged(highVarianceRecord)) } },
  }, async (request) => okEnvelope(await reports.highVariance(request, request.query)));
  app.post('/jput/nomination/justifyVariance/:id', {
    config: { access: { resource: 'highVariance', action: 'justify' } },
    schema: { tags, params: idParam, body: justifyInput, response: { 200: envelopeSchema(z.object({ id: z.number(), justification: z.string(), justifiedByName: z.string().nullable(), justifiedAt: z.string() })) } },
  }, async (request) => okEnvelope(await reports.justify(request, id(request), request.body.justification)));

  app.get('/jput/form/ullageReport/list', {
    config: rule('ullage'), schema: { tags, querystring: z.object({ nId: z.coerce.number().int().positive().max(2_147_483_647) }).strict(), response: { 200: envelopeSchema(z.array(ullageRecord)) } },
  }, async (request) => okEnvelope(await reports.listUllage(request, request.query.nId)));
  app.post('/jput/form/uploadUllageReport/:id', {
    config: rule('ullage'), schema: { tags, summary: 'Upload an ullage report (.jpg, .png or .pdf; multipart field "file")', params: idParam, consumes: ['multipart/form-data'], response: { 200: envelopeSchema(ullageRecord) } },
  }, async (request) => okEnvelope(await reports.uploadUllage(request, id(request))));
  app.get('/jput/form/ullageReport/:nId/:ullageId', {
    config: rule('ullage'), schema: { tags, summary: 'Download an ullage report', params: z.object({ nId: idParam.shape.id, ullageId: idParam.shape.id }) },
  }, async (request, reply) => {
    const file = await reports.ullageFile(request, request.params.nId, request.params.ullageId);
    return reply.type(file.mimeType).header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`).send(file.content);
  });
  app.post('/jput/form/delUllageReport', { config: rule('ullage'), schema: { tags, body: delUllageInput, response: { 200: envelopeSchema(okResult) } } },
    async (request) => okEnvelope(await reports.deleteUllage(request, request.body.nId, request.body.ullageId)));
};
