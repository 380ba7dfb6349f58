import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { notFound } from '../../platform/errors.js';
import type { DecodedPng } from '../../platform/pictures.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import { readUpload } from '../../platform/uploads.js';
import { sendFile } from '../../platform/fileReply.js';
import { drawnSha256 } from './documents.pictures.js';
import { findStamp, saveStamp } from './documents.stamp.repository.js';

/** The terminal's stamp (DECISIONS.md §6): set in settings, printed beside the terminal's signatures. */
export const stampRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.post(
    API.uploadStamp.path,
    { config: { access: { resource: 'settings', action: 'update' } }, schema: apiSchema(API.uploadStamp, tags) },
    async (request) => {
      // A picture only, decoded whole and written again as a PNG: the stamp is drawn into every
      // terminal signature's PDF, as it is (its hash says it is ours, documents.pictures.ts).
      const file = await readUpload(request, { use: 'drawn', accept: ['image/png', 'image/jpeg'] });
      const p = callerOf(request);
      return okEnvelope(
        await audited(request, async (tx) => {
          const now = request.server.clock();
          const values = {
            image: file.content,
            mimeType: file.mimeType,
            drawnSha256: drawnSha256(file.content as DecodedPng),
            updatedBy: p.id,
            updatedAt: now,
          };
          await saveStamp(tx, values);
          return {
            action: 'uploadStamp' as const,
            entity: 'settings' as const,
            entityId: 'stamp',
            before: null,
            after: { ok: true as const },
          };
        }),
      );
    },
  );
  app.get(
    API.stampImage.path,
    { config: { access: { resource: 'settings', action: 'read' } }, schema: apiSchema(API.stampImage, tags) },
    async (_request, reply) => {
      const row = await findStamp(app.db);
      if (!row) throw notFound();
      const ext = row.mimeType === 'image/png' ? 'png' : 'jpg';
      return sendFile(reply, { fileName: `stamp.${ext}`, mimeType: row.mimeType, content: row.image });
    },
  );
};
