import type { FastifyRequest } from 'fastify';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
import { writeAudit } from '../../platform/audit.js';
import { assignIn } from '../nominations/nominations.lifecycle.service.js';

/** Accepting several proposals is one transaction: every assignment passes the rule engine, or none is made. */
export async function acceptProposals(
  request: FastifyRequest,
  proposals: { nominationId: number; berthId: number; estimatedBerthTime: string }[],
): Promise<NominationRecord[]> {
  return request.server.db.transaction(async (tx) => {
    const out: NominationRecord[] = [];
    for (const p of proposals) {
      const change = await assignIn(tx, request, p.nominationId, p.berthId, p.estimatedBerthTime);
      await writeAudit(tx, request, change);
      out.push(change.after);
    }
    return out;
  });
}
