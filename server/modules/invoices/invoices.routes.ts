import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../contract/api.js';
import { okEnvelope } from '../../../contract/envelope.js';
import { apiSchema } from '../../platform/apiRoute.js';
import { sendFile } from '../../platform/fileReply.js';
import { accessTo } from '../../platform/guard.js';
import { invoicesService as service } from './invoices.service.js';

/** Invoices and credit notes (DECISIONS.md §11): issued by terminal logistics, read by the company's customers. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];
  const access = accessTo('invoices');
  app.get(API.invoices.path, { config: access('list'), schema: apiSchema(API.invoices, tags) }, async (request) =>
    okEnvelope(await service.list(request, request.query)),
  );
  // Before the :id routes: "preview" is not an id.
  app.get(
    API.invoicePreview.path,
    { config: access('issue'), schema: apiSchema(API.invoicePreview, tags) },
    async (request) => okEnvelope(await service.preview(request, request.query)),
  );
  app.get(API.invoice.path, { config: access('read'), schema: apiSchema(API.invoice, tags) }, async (request) =>
    okEnvelope(await service.get(request, request.params.id)),
  );
  app.get(
    API.invoicePdf.path,
    { config: access('read'), schema: apiSchema(API.invoicePdf, tags) },
    async (request, reply) => {
      const f = await service.pdf(request, request.params.id);
      return sendFile(reply, { fileName: `${f.number}.pdf`, mimeType: 'application/pdf', content: f.pdf });
    },
  );
  app.post(
    API.issueInvoice.path,
    { config: access('issue'), schema: apiSchema(API.issueInvoice, tags) },
    async (request) => okEnvelope(await service.issue(request, request.body)),
  );
  app.post(
    API.issueCreditNote.path,
    { config: access('issue'), schema: apiSchema(API.issueCreditNote, tags) },
    async (request) => okEnvelope(await service.creditNote(request, request.params.id, request.body)),
  );
};
