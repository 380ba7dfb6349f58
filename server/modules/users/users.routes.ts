import { accessTo } from '../../platform/guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { apiSchema } from '../../platform/apiRoute.js';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import {
  deleteResult,
  userCreate,
  userListQuery,
  userNumbers,
  userOption,
  userRecord,
  userUpdate,
} from '../../../contract/schemas/users.js';
import { UPLOAD_MAX_BYTES } from '../../platform/uploads.js';
import { sendFile } from '../../platform/fileReply.js';
import { userService as service } from './users.service.js';
import { legacySdsService, sdsService } from './users.sds.service.js';
import { msg } from '../../../contract/messages/index.js';

/** The user calls of spec §7 under /system/user. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const rule = accessTo('users');
  const one = { 200: envelopeSchema(userRecord) };
  const tags = ['users'];

  app.get(
    '/system/user/getList',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: 'Users by userType and searchValue, newest first',
        querystring: userListQuery,
        response: { 200: envelopeSchema(paged(userRecord)) },
      },
    },
    async (request) => okEnvelope(await service.list(request, request.query)),
  );
  app.get(
    '/system/user/getUserList',
    {
      config: rule('options'),
      schema: {
        tags,
        summary: 'Active users the caller may pick (own company unless terminal admin)',
        response: { 200: envelopeSchema(z.array(userOption)) },
      },
    },
    async (request) => okEnvelope(await service.options(request)),
  );
  app.get(
    '/system/user/getUserNumber',
    {
      config: rule('list'),
      schema: { tags, summary: 'User counts by status', response: { 200: envelopeSchema(userNumbers) } },
    },
    async (request) => okEnvelope(await service.numbers(request)),
  );
  app.get(
    API.revalidateEmail.path,
    {
      config: rule('update'),
      schema: apiSchema(API.revalidateEmail, tags),
    },
    async (request) => {
      await service.revalidateEmail(request, request.query.id);
      return okEnvelope(null);
    },
  );
  app.post(
    '/system/user',
    {
      config: rule('create'),
      schema: { tags, summary: 'Add a user', body: userCreate, response: one },
    },
    async (request) => okEnvelope(await service.create(request, request.body)),
  );
  app.put(
    '/system/user',
    {
      config: rule('update'),
      schema: { tags, summary: 'Change a user (userId and the fields to change)', body: userUpdate, response: one },
    },
    async (request) => okEnvelope(await service.update(request, request.body)),
  );
  app.put(
    API.freezeUser.path,
    {
      config: rule('update'),
      schema: apiSchema(API.freezeUser, tags),
    },
    async (request) => okEnvelope(await service.freeze(request, request.body.userId)),
  );
  app.put(
    API.unfreezeUser.path,
    {
      config: rule('update'),
      schema: apiSchema(API.unfreezeUser, tags),
    },
    async (request) => okEnvelope(await service.unfreeze(request, request.body.userId)),
  );
  app.put(
    API.unlockUser.path,
    {
      config: rule('update'),
      schema: apiSchema(API.unlockUser, tags),
    },
    async (request) => okEnvelope(await service.unlock(request, request.body.userId)),
  );
  app.get(
    '/system/user/:id',
    {
      config: rule('read'),
      schema: { tags, params: idParam, response: one },
    },
    async (request) => okEnvelope(await service.get(request, request.params.id)),
  );
  app.delete(
    '/system/user/:id',
    {
      config: rule('delete'),
      schema: {
        tags,
        summary: 'Delete, or deactivate when referenced',
        params: idParam,
        response: { 200: envelopeSchema(deleteResult) },
      },
    },
    async (request) => okEnvelope(await service.remove(request, request.params.id)),
  );

  // Safety data sheets are a nomination's (spec §8: "No SDS file found for the given nomination ID."):
  // the same people as its ullage reports, and a nomination hidden from the caller is missing.
  const sdsRule = { access: { resource: 'nominations', action: 'ullage' } } as const;
  app.post(API.uploadSds.path, { config: sdsRule, schema: apiSchema(API.uploadSds, tags) }, async (request) =>
    okEnvelope(await sdsService.upload(request, request.params.id)),
  );
  app.get(API.sdsFiles.path, { config: sdsRule, schema: apiSchema(API.sdsFiles, tags) }, async (request) => {
    const files = await sdsService.list(request, request.params.id);
    // None is no error: an empty list, with the spec's words (the browser takes it as an empty list).
    return files.length > 0 ? okEnvelope(files) : okEnvelope(files, msg('spec.noSdsFile'));
  });
  app.get(API.sdsFile.path, { config: sdsRule, schema: apiSchema(API.sdsFile, tags) }, async (request, reply) =>
    sendFile(reply, await sdsService.file(request, request.params.id, request.params.fileId)),
  );

  // The per-user sheets from before they were a nomination's, read-only (docs/decisions.md).
  const legacyRule = rule('legacySds');
  app.get(
    API.legacySdsFiles.path,
    { config: legacyRule, schema: apiSchema(API.legacySdsFiles, tags) },
    async (request) => okEnvelope(await legacySdsService.list(request, request.params.id)),
  );
  app.get(
    API.legacySdsFile.path,
    { config: legacyRule, schema: apiSchema(API.legacySdsFile, tags) },
    async (request, reply) =>
      sendFile(reply, await legacySdsService.file(request, request.params.id, request.params.fileId)),
  );
};
