import { accessTo } from '../../platform/guard.js';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  vettingCreateInput,
  vettingListQuery,
  vettingRecord,
  vettingRow,
  vettingUpdateInput,
} from '../../../contract/schemas/vetting.js';
import type { VettingStep } from '../../../contract/vetting.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { UPLOAD_MAX_BYTES } from '../../platform/uploads.js';
import { sendFile } from '../../platform/fileReply.js';
import { vettingService as service } from './shipVettings.service.js';

/** Ship vetting (DECISIONS.md §5): the customer's nominations of ships, the terminal's and inspector's decisions. */
export const shipVettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = accessTo('shipVettings');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const tags = ['shipVettings'];
  const one = { 200: envelopeSchema(vettingRecord) };
  app.get(
    '/shipVettings/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: 'Vettings the caller may see, latest change first; `waiting=true`: those waiting on the caller',
        querystring: vettingListQuery,
        response: { 200: envelopeSchema(paged(vettingRow)) },
      },
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    '/shipVettings/:id',
    {
      config: rule('read'),
      schema: {
        tags,
        summary:
          'A vetting with its documents, findings, steps, and for the terminal its checks and the ship’s history',
        params: idParam,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.get(request, request.params.id)),
  );
  app.post(
    '/shipVettings',
    {
      config: rule('create'),
      schema: {
        tags,
        summary: 'A draft vetting of a known or a new ship (customer)',
        body: vettingCreateInput,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.create(request, request.body)),
  );
  app.put(
    '/shipVettings/:id',
    {
      config: rule('update'),
      schema: {
        tags,
        summary: "Change an open vetting's operation, products, ETA or remarks (customer)",
        params: idParam,
        body: vettingUpdateInput,
        response: one,
      },
    },
    async (request) => okEnvelope(await service.update(request, request.params.id, request.body)),
  );
  app.post(API.vettingStep.path, { config: rule('step'), schema: apiSchema(API.vettingStep, tags) }, async (request) =>
    okEnvelope(await service.step(request, request.params.id, request.body.action as VettingStep, request.body.reason)),
  );
  app.post(
    API.vettingFinding.path,
    { config: rule('inspect'), schema: apiSchema(API.vettingFinding, tags) },
    async (request) => okEnvelope(await service.finding(request, request.params.id, request.body)),
  );
  app.post(
    API.uploadVettingDocument.path,
    { config: rule('update'), schema: apiSchema(API.uploadVettingDocument, tags) },
    async (request) => okEnvelope(await service.upload(request, request.params.id, request.query)),
  );
  app.get(
    API.vettingDocumentFile.path,
    { config: rule('read'), schema: apiSchema(API.vettingDocumentFile, tags) },
    async (request, reply) =>
      sendFile(reply, await service.file(request, request.params.id, request.params.documentId)),
  );
  app.get(
    API.vettingUnseenCount.path,
    { config: rule('list'), schema: apiSchema(API.vettingUnseenCount, tags) },
    async (request) => okEnvelope(await service.unseenCount(request)),
  );
  app.get(API.vettingLog.path, { config: rule('list'), schema: apiSchema(API.vettingLog, tags) }, async (request) =>
    okEnvelope(await service.log(request, request.query)),
  );
};
