import { accessTo } from '../../platform/guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { idParam, paged } from '../../../contract/schemas/common.js';
import { mailOutboxQuery, mailRecord } from '../../../contract/schemas/mailOutbox.js';
import { notFound } from '../../platform/errors.js';
import { startDelivery } from './mailOutbox.delivery.js';
import { findMail, listMail } from './mailOutbox.repository.js';

/** The outbox, read-only, for the admin (DECISIONS.md §8), and its delivery when SMTP is configured. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = accessTo('mailOutbox');
  const tags = ['mailOutbox'];
  app.get(
    '/mailOutbox/list',
    {
      config: rule('list'),
      schema: {
        tags,
        summary: 'Messages, newest first; sent=true|false filters',
        querystring: mailOutboxQuery,
        response: { 200: envelopeSchema(paged(mailRecord)) },
      },
    },
    async (request) => okEnvelope(await listMail(app.db, request.query)),
  );
  app.get(
    '/mailOutbox/:id',
    {
      config: rule('read'),
      schema: { tags, summary: 'One message', params: idParam, response: { 200: envelopeSchema(mailRecord) } },
    },
    async (request) => {
      const mail = await findMail(app.db, request.params.id);
      if (!mail) throw notFound();
      return okEnvelope(mail);
    },
  );
  startDelivery(app, app.config.smtp);
};
