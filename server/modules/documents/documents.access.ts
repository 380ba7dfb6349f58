import {
  fillsSlot,
  mayMake,
  type DocumentRelation,
  type DocumentType,
  type SignerSlot,
} from '../../../contract/documents.js';
import { isBarge, isSurveyor } from '../../../contract/permissions.js';
import { msg } from '../../../contract/messages/index.js';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { lockVisible } from '../nominations/nominations.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { isVisible } from '../nominations/nominations.record.js';
import * as repo from './documents.repository.js';
import * as history from './documents.history.repository.js';
import { drawHistoryDocument, giveWay } from './documents.history.render.js';

/** Who may see, make and sign a document: the caller's relation to its nomination, and the reads that check it. */
export type NominationRow = nominationRepo.NominationRow;
export type DocumentRow = repo.DocumentRowDb;

export function relationTo(p: CallerPrincipal, n: NominationRow): DocumentRelation {
  return {
    namedSurveyor: isSurveyor(p) && n.surveyors.some((s) => s.id === p.companyId),
    ownBarge: isBarge(p) && p.shipId === n.bargeId,
  };
}

export async function readDocument(tx: Tx, id: number): Promise<DocumentRow> {
  const d = await repo.findDocument(tx, id);
  if (!d) throw notFound();
  return d;
}

/**
 * The document and its nomination, locked in that order, visible to the caller (404 otherwise), for
 * a change. A demo document whose versions are not drawn yet is drawn first, under the drawing lock
 * (waiting for a drawing already under way, in this process or another), so that the change's own
 * version follows them: signing an undrawn document must not write its version 1.
 */
export async function lockBoth(tx: Tx, request: FastifyRequest, id: number) {
  const p = callerOf(request);
  const nominationId = await repo.lockDocument(tx, id);
  if (nominationId === undefined) throw notFound();
  const nomination = await lockVisible(tx, p, nominationId);
  const doc = await readDocument(tx, id);
  if (!(await visibleDocument(tx, p, doc))) throw notFound();
  if (await history.isUndrawn(tx, id))
    await drawHistoryDocument(request.server, tx, id, { wait: true, pause: giveWay });
  return { doc, nomination };
}

/** The document and its nomination as the caller sees them, without locks (404 otherwise). */
export async function readVisible(tx: Tx, p: CallerPrincipal, id: number) {
  const doc = await repo.findDocument(tx, id);
  if (!doc || !(await visibleDocument(tx, p, doc))) throw notFound();
  const nomination = await nominationRepo.findNomination(tx, doc.nominationId);
  if (!nomination || !isVisible(p, nomination)) throw notFound();
  return { doc, nomination };
}

/** Whether the caller sees this document (documents.repository documentScope). */
export async function visibleDocument(db: DbOrTx, p: CallerPrincipal, d: DocumentRow): Promise<boolean> {
  const rows = await repo.documentsOfNomination(db, p, d.nominationId);
  return rows.some((r) => r.id === d.id);
}

export function requireMaker(p: CallerPrincipal, n: NominationRow, type: DocumentType) {
  // No one makes, edits, sends or revises it: the portal makes it from the call's events (documents.sof.ts).
  if (type === 'statementOfFacts') throw forbidden('documents.serverMade');
  if (!mayMake(p, relationTo(p, n), type))
    throw forbidden(msg('documents.notMaker', { who: { key: `documentMakers.${type}` } }));
}

/** The slot the caller signs in now: 409 unless the document is Pending, 403 unless the slot due is the caller's. */
export function requireDue(p: CallerPrincipal, doc: DocumentRow, n: NominationRow): SignerSlot {
  if (doc.status !== 'Pending' || !doc.due)
    throw conflict(msg('documents.notPending', { status: { key: `documentStatuses.${doc.status}` } }));
  if (!fillsSlot(p, relationTo(p, n), doc.due)) throw forbidden('documents.notDue');
  return doc.due;
}
