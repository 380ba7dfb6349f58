import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, okEnvelope } from '../../../contract/envelope.js';
import { auditListQuery, auditRow, auditVerifyResult } from '../../../contract/schemas/audit.js';
import { paged } from '../../../contract/schemas/common.js';
import { listAudit, verifyChain } from './audit.repository.js';
import { parseTerminalDateTime } from '../../../contract/datetime.js';
import { readSettings } from '../settings/settings.repository.js';
import { terminalDefaults } from '../settings/settings.routes.js';

const DAY_MS = 86_400_000;

/** A day typed as YYYY-MM-DD covers that whole day in the terminal's zone; an instant stays as it is. */
function dayBound(value: string | undefined, timeZone: string, edge: 'start' | 'end'): string | undefined {
  if (!value || value.includes('T')) return value;
  const [y, m, d] = value.split('-');
  const start = parseTerminalDateTime(`${d}/${m}/${y} 00:00`, timeZone);
  if (!start) return undefined;
  return new Date(edge === 'start' ? start.getTime() : start.getTime() + DAY_MS - 1).toISOString();
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auditLog/list', {
    config: { access: { resource: 'auditLog', action: 'list' } },
    schema: { tags: ['audit'], summary: 'The audit log, newest first', querystring: auditListQuery, response: { 200: envelopeSchema(paged(auditRow)) } },
  }, async (request) => {
    const q = request.query;
    // The terminal's zone is looked up only when a whole day was asked for.
    const isDay = (v?: string) => !!v && !v.includes('T');
    const timeZone = isDay(q.startDate) || isDay(q.endDate) ? (await readSettings(app.db, terminalDefaults(request))).timeZone : '';
    const { rows, total } = await listAudit(app.db, {
      ...q,
      startDate: dayBound(q.startDate, timeZone, 'start'),
      endDate: dayBound(q.endDate, timeZone, 'end'),
    });
    return okEnvelope({
      rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
      total,
    });
  });

  app.get('/audit/verify', {
    config: { access: { resource: 'auditLog', action: 'verify' } },
    schema: { tags: ['audit'], summary: 'Check the hash chain: an edited or removed row shows', response: { 200: envelopeSchema(auditVerifyResult) } },
  }, async () => okEnvelope(await verifyChain(app.db)));
};
