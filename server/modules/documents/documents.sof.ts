import type { FastifyRequest } from 'fastify';
import { SIGNERS, type DocStatus } from '../../../contract/documents.js';
import { msg } from '../../../contract/messages/index.js';
import { sofFigures, type SofEvent, type SofFact, type StopCause } from '../../../contract/portCall.js';
import type { Tx } from '../../db/client.js';
import { writeAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import type { NominationRow } from './documents.access.js';
import { documentNumber, log, outForSigning } from './documents.outcome.js';
import { readBack, toRecord } from './documents.record.js';
import * as repo from './documents.repository.js';
import type { SofContent } from './documents.sof.pdf.js';
import { otherDocumentLanguage, type SofEventRow } from './documents.sof.repository.js';

/**
 * What the statement of facts says, from every event row of the call (DECISIONS §10): the current
 * events and the values corrections replaced, and the figures of its current events. Fixed in the
 * document's content, so that each version of a round prints the same facts.
 */
export function sofContent(rows: readonly SofEventRow[], n: NominationRow, now: Date): SofContent {
  const facts: SofFact[] = rows
    .filter((r) => r.current)
    .map((r) => ({ event: r.event as SofEvent, at: r.at.getTime() }));
  // The API's figures (contract sofFigures); pumping counts here once completed: a statement
  // remade before then has no figure to print.
  const figures = sofFigures(facts, n.actualQuantity ?? n.quantity, now.getTime());
  const completed = facts.some((f) => f.event === 'completedPumping');
  return {
    berthName: n.berthName,
    actualQuantity: n.actualQuantity,
    events: rows.map((r) => ({
      id: r.id,
      event: r.event as SofEvent,
      at: r.at.toISOString(),
      cause: r.cause as StopCause | null,
      reason: r.reason,
      current: r.current,
      replacesId: r.replacesId,
      correctionReason: r.correctionReason,
      enteredBy: r.enteredByName,
      enteredByRole: r.enteredByRole,
    })),
    figures: { ...figures, pumpingHours: completed ? figures.pumpingHours : null },
  };
}

/**
 * Makes the nomination's statement of facts from its current events, or remakes it after a
 * correction (new version, signing starts again in a new round), and sends it for signing: loading
 * master, then barge master. Refused (409 'sof.signed') once Signed.
 *
 * Runs in the caller's transaction (portCall.sof.service.ts, at cast off and after a correction),
 * with the §6 machinery a hand-made document goes through when sent or revised: its number series,
 * a version with its SHA-256, the log line, the notice to the signer due, and its own audit entry.
 */
/** The document as issued: the caller's record shows it without reading it again. */
export interface IssuedSof {
  id: number;
  number: string;
  status: DocStatus;
}

export async function issueSofDocument(
  request: FastifyRequest,
  tx: Tx,
  nominationId: number,
  events: readonly SofEventRow[],
): Promise<IssuedSof> {
  const n = await nominationRepo.findNomination(tx, nominationId);
  if (!n) throw notFound();
  const existing = await repo.findByNominationType(tx, n.id, 'statementOfFacts');
  if (existing?.status === 'Signed') throw conflict('sof.signed');
  const p = callerOf(request);
  const now = request.server.clock();
  const content = sofContent(events, n, now) as unknown as Record<string, unknown>;
  const slots = [...SIGNERS.statementOfFacts];
  const pending = { status: 'Pending' as const, slots, due: slots[0]!, updatedAt: now };

  if (!existing) {
    const number = await documentNumber(tx, request, 'statementOfFacts', now);
    // Printed in the language the call's other documents were made in; English before any.
    const language = (await otherDocumentLanguage(tx, n.id)) ?? 'en';
    const id = await repo.insertDocument(tx, {
      nominationId: n.id,
      type: 'statementOfFacts',
      number,
      language,
      content,
      ...pending,
      createdBy: p.id,
      createdAt: now,
    });
    await log(tx, request, n, msg('documentLog.created', { number }));
    const doc = await outForSigning(tx, request, id, n, 'sent');
    const after = await readBack(tx, p, id);
    await writeAudit(tx, request, { action: 'create', entity: 'document', entityId: id, before: null, after });
    return { id, number, status: doc.status };
  }

  // Remade: Pending or refused, its signatures so far belong to the round that ends here.
  const before = await toRecord(tx, p, existing, n);
  await repo.updateDocument(tx, existing.id, {
    content,
    ...pending,
    round: existing.round + 1,
    refusalReason: null,
    refusedBy: null,
    refusedAt: null,
  });
  const doc = await outForSigning(tx, request, existing.id, n, 'revised');
  const after = await readBack(tx, p, doc.id);
  await writeAudit(tx, request, { action: 'update', entity: 'document', entityId: doc.id, before, after });
  return { id: doc.id, number: doc.number, status: doc.status };
}
