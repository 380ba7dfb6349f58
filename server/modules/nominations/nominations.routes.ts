import { accessTo } from '../../platform/guard.js';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  nominationCreate,
  nominationListQuery,
  nominationRecord,
  nominationUpdate,
} from '../../../contract/schemas/nominations.js';
import { UPLOAD_MAX_BYTES } from '../../platform/uploads.js';
import { sendFile } from '../../platform/fileReply.js';
import { nominationService as service } from './nominations.service.js';
import { lifecycleService as lifecycle } from './nominations.lifecycle.service.js';
import { clearanceService } from './nominations.clearance.service.js';
import { reportService as reports } from './nominations.reports.service.js';
import { checkBerthFor } from './nominations.assignment.js';
import { nominationOptions } from './nominations.options.js';
import { listLog } from './nominations.log.repository.js';
import { settingsOf } from '../settings/settings.service.js';

/** The nomination calls of spec §7, and the lifecycle steps it leaves unnamed (docs/api.md). */
export const nominationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const rule = accessTo('nominations');
  const one = { 200: envelopeSchema(nominationRecord) };
  const tags = ['nominations'];
  const id = (request: { params: { id: number } }) => request.params.id;

  app.get(
    '/jput/nomination/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: "Nominations in the caller's scope, newest first",
        querystring: nominationListQuery,
        response: { 200: envelopeSchema(paged(nominationRecord)) },
      },
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    API.nominationOptions.path,
    {
      config: rule('list'),
      schema: apiSchema(API.nominationOptions, tags),
    },
    async (request) => okEnvelope(await nominationOptions(app.db, await settingsOf(request))),
  );
  app.get(
    '/jput/nomination/:id',
    { config: rule('read'), schema: { tags, params: idParam, response: one } },
    async (request) => okEnvelope(await service.get(request, id(request))),
  );
  app.get(
    API.previewPdf.path,
    {
      config: rule('read'),
      schema: apiSchema(API.previewPdf, tags),
    },
    async (request, reply) => {
      const record = await service.get(request, id(request));
      // The PDF library (half a second to load) comes in with the first preview, not at start.
      const { nominationPdf } = await import('./nominations.preview.js');
      const pdf = await nominationPdf(request, record, request.query.lang);
      return sendFile(reply, {
        fileName: `nomination-${record.id}.pdf`,
        mimeType: 'application/pdf',
        content: Buffer.from(pdf),
      });
    },
  );
  app.post(
    '/jput/nomination',
    {
      config: rule('create'),
      schema: {
        tags,
        summary: 'Save a draft, or submit at once with submit: true',
        body: nominationCreate,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.create(request, request.body)),
  );
  app.put(
    '/jput/nomination',
    {
      config: rule('update'),
      schema: {
        tags,
        summary: 'Change fields; each is checked against the state and the caller',
        body: nominationUpdate,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.update(request, request.body)),
  );

  for (const name of ['submit', 'acknowledge', 'startSigning', 'complete'] as const) {
    app.post(API[name].path, { config: rule('step'), schema: apiSchema(API[name], tags) }, async (request) =>
      okEnvelope(await lifecycle[name](request, id(request))),
    );
  }
  app.put(API.book.path, { config: rule('step'), schema: apiSchema(API.book, tags) }, async (request) =>
    okEnvelope(await lifecycle.book(request, id(request))),
  );
  app.post(
    API.setReadiness.path,
    {
      config: rule('step'),
      schema: apiSchema(API.setReadiness, tags),
    },
    async (request) => okEnvelope(await lifecycle.setReadiness(request, id(request), request.body.bargeReadinessTime)),
  );
  app.post(
    API.assign.path,
    {
      config: rule('step'),
      schema: apiSchema(API.assign, tags),
    },
    async (request) =>
      okEnvelope(
        await lifecycle.assignJetty(request, id(request), request.body.berthId, request.body.estimatedBerthTime),
      ),
  );
  app.post(
    API.revoke.path,
    {
      config: rule('step'),
      schema: apiSchema(API.revoke, tags),
    },
    async (request) => okEnvelope(await lifecycle.revoke(request, request.body.id, request.body.reason)),
  );
  app.post(
    API.checkBerth.path,
    {
      config: { access: { resource: 'berthBoard', action: 'read' } },
      schema: apiSchema(API.checkBerth, tags),
    },
    async (request) => {
      await service.get(request, id(request));
      return okEnvelope(
        await checkBerthFor(
          request,
          app.db,
          id(request),
          request.body.berthId,
          new Date(request.body.estimatedBerthTime),
        ),
      );
    },
  );

  app.post(
    API.updateCustomCode.path,
    { config: rule('customCode'), schema: apiSchema(API.updateCustomCode, tags) },
    async (request) => okEnvelope(await service.updateCustomCode(request, request.body.id, request.body.customCode)),
  );
  app.post(
    API.sendEmail.path,
    {
      config: rule('sendEmail'),
      schema: apiSchema(API.sendEmail, tags),
    },
    async (request) => okEnvelope(await service.sendEmail(request, request.body.id, request.body.message)),
  );

  app.get(
    API.highVariance.path,
    {
      config: { access: { resource: 'highVariance', action: 'list' } },
      schema: apiSchema(API.highVariance, tags),
    },
    async (request) => okEnvelope(await reports.highVariance(request, request.query)),
  );
  app.post(
    API.justifyVariance.path,
    {
      config: { access: { resource: 'highVariance', action: 'justify' } },
      schema: apiSchema(API.justifyVariance, tags),
    },
    async (request) => okEnvelope(await reports.justify(request, id(request), request.body.justification)),
  );
  app.put(
    API.setCoaLink.path,
    { config: { access: { resource: 'nominations', action: 'clearance' } }, schema: apiSchema(API.setCoaLink, tags) },
    async (request) => okEnvelope(await clearanceService.setCoaLink(request, id(request), request.body.coaLink)),
  );
  app.put(
    API.setPortClear.path,
    { config: { access: { resource: 'nominations', action: 'clearance' } }, schema: apiSchema(API.setPortClear, tags) },
    async (request) => okEnvelope(await clearanceService.setPortClear(request, id(request), request.body)),
  );

  app.get(
    API.ullageReports.path,
    {
      config: rule('ullage'),
      schema: apiSchema(API.ullageReports, tags),
    },
    async (request) => okEnvelope(await reports.listUllage(request, request.query.nId)),
  );
  app.post(
    API.uploadUllage.path,
    {
      config: rule('ullage'),
      schema: apiSchema(API.uploadUllage, tags),
    },
    async (request) => okEnvelope(await reports.uploadUllage(request, id(request))),
  );
  app.get(
    API.ullageFile.path,
    {
      config: rule('ullage'),
      schema: apiSchema(API.ullageFile, tags),
    },
    async (request, reply) => {
      return sendFile(reply, await reports.ullageFile(request, request.params.nId, request.params.ullageId));
    },
  );
  app.post(
    API.deleteUllage.path,
    { config: rule('ullage'), schema: apiSchema(API.deleteUllage, tags) },
    async (request) => okEnvelope(await reports.deleteUllage(request, request.body.nId, request.body.ullageId)),
  );
  app.get(
    API.nominationLog.path,
    {
      config: { access: { resource: 'nominationLog', action: 'list' } },
      schema: apiSchema(API.nominationLog, ['nominations']),
    },
    async (request) => {
      await service.get(request, request.query.BId);
      const { timeZone } = await settingsOf(request);
      return okEnvelope(await listLog(app.db, request.query.BId, request.query, timeZone));
    },
  );
};
