import { accessTo } from '../../platform/guard.js';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  documentCreateInput,
  documentListQuery,
  documentRecord,
  documentRow,
  documentUpdateInput,
} from '../../../contract/schemas/documents.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { badRequest } from '../../platform/errors.js';
import { documentService as service } from './documents.service.js';
import { verifyPdf } from './documents.verify.js';
import { UPLOAD_MAX_BYTES } from '../../platform/uploads.js';
import { addressLimit } from '../../platform/rateLimit.js';
import { sendFile } from '../../platform/fileReply.js';
import { stampRoutes } from './documents.stamp.js';
import { drawOnFirstRead } from './documents.history.firstRead.js';
import { MINUTE } from '../../../contract/time.js';

/** Certificates of quantity and quality and bills of lading: one lifecycle (DECISIONS.md §6). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = accessTo('documents');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const tags = ['documents'];
  const one = { 200: envelopeSchema(documentRecord) };
  app.get(
    '/documents/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary:
          "Documents the caller may see, newest change first; `waiting=true`: those due for the caller's signature",
        querystring: documentListQuery,
        response: { 200: envelopeSchema(paged(documentRow)) },
      },
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    '/documents/:id',
    {
      config: rule('read'),
      schema: { tags, summary: 'A document with its signatures and versions', params: idParam, response: one },
    },
    async (request) => {
      // A demo document whose PDFs are not drawn yet is drawn now: its reader gets its versions.
      await drawOnFirstRead(request, request.params.id);
      return okEnvelope(await service.get(request, request.params.id));
    },
  );
  app.post(
    '/documents',
    {
      config: rule('create'),
      schema: {
        tags,
        summary: 'Make a draft document for a nomination (its maker)',
        body: documentCreateInput,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.create(request, request.body)),
  );
  app.put(
    '/documents/:id',
    {
      config: rule('update'),
      schema: {
        tags,
        summary: 'Change a draft, or revise a refused document (which sends it for signing again)',
        params: idParam,
        body: documentUpdateInput,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.update(request, request.params.id, request.body)),
  );
  app.post(
    API.sendDocument.path,
    { config: rule('update'), schema: apiSchema(API.sendDocument, tags) },
    async (request) => okEnvelope(await service.send(request, request.params.id)),
  );
  app.post(
    API.signDocument.path,
    { config: rule('sign'), schema: apiSchema(API.signDocument, tags) },
    async (request) => okEnvelope(await service.sign(request, request.params.id, request.body)),
  );
  app.post(
    API.refuseDocument.path,
    { config: rule('sign'), schema: apiSchema(API.refuseDocument, tags) },
    async (request) => okEnvelope(await service.refuse(request, request.params.id, request.body.reason)),
  );
  const sendPdf = (f: { number: string; version: number; pdf: Buffer }, reply: FastifyReply) =>
    sendFile(reply, { fileName: `${f.number}-v${f.version}.pdf`, mimeType: 'application/pdf', content: f.pdf });
  app.get(
    API.documentPdf.path,
    { config: rule('read'), schema: apiSchema(API.documentPdf, tags) },
    async (request, reply) => {
      await drawOnFirstRead(request, request.params.id);
      return sendPdf(await service.pdf(request, request.params.id), reply);
    },
  );
  app.get(
    API.documentVersionPdf.path,
    { config: rule('read'), schema: apiSchema(API.documentVersionPdf, tags) },
    async (request, reply) => {
      await drawOnFirstRead(request, request.params.id);
      return sendPdf(await service.pdf(request, request.params.id, request.params.version), reply);
    },
  );
  app.get(API.quantityNum.path, { config: rule('list'), schema: apiSchema(API.quantityNum, tags) }, async (request) =>
    okEnvelope(await service.waitingCount(request, 'quantity')),
  );
  app.get(
    API.billOfLadingNum.path,
    { config: rule('list'), schema: apiSchema(API.billOfLadingNum, tags) },
    async (request) => okEnvelope(await service.waitingCount(request, 'billOfLading')),
  );
  // Public: anyone holding a PDF may check it. An upload costs a hash and one lookup; 30 a minute per
  // address, on the counters every process shares (one write per check, next to that lookup).
  const verifies = addressLimit('verify', app.config.verifiesPerMinute ?? 30, MINUTE);
  app.post(
    API.verifyDocument.path,
    {
      config: { access: 'public', ...verifies },
      schema: apiSchema(API.verifyDocument, tags),
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('records.fileMissing');
      const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!part?.filename) throw badRequest('records.fileMissing');
      if (!/\.pdf$/i.test(part.filename)) {
        part.file.resume();
        throw badRequest('documents.pdfOnly');
      }
      const file = await part.toBuffer().catch(() => {
        throw badRequest('records.fileTooLarge');
      });
      const result = await verifyPdf(app.db, file);
      return okEnvelope(result);
    },
  );
  await app.register(stampRoutes);
};
