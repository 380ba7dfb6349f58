import type { FastifyRequest } from 'fastify';
import { isBargeSide } from '../../../contract/permissions.js';
import { writeAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './disclaimers.repository.js';

/** The disclaimers that apply to the caller now: by audience, and the trial ones only while the trial is on. */
export async function applicable(request: FastifyRequest) {
  const p = callerOf(request);
  const { trial } = await settingsOf(request);
  return repo.disclaimersFor(request.server.db, p.id, ['all', isBargeSide(p) ? 'barge' : 'staff'], trial);
}

/** Agrees to one of them; the first agreement is audited, a repeat answers the first one's time. */
export async function agree(request: FastifyRequest, id: number): Promise<Date> {
  const p = callerOf(request);
  const target = (await applicable(request)).find((d) => d.id === id);
  if (!target) throw notFound();
  const { db, clock } = request.server;
  return db.transaction(async (tx) => {
    const at = await repo.agree(tx, p.id, target.id, clock());
    if (target.agreedAt === null)
      await writeAudit(tx, request, { action: 'agree', entity: 'disclaimer', entityId: target.key });
    return at;
  });
}
