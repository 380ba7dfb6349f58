import type { FastifyRequest } from 'fastify';
import { FINAL_STATES } from '../../../contract/lifecycle.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AuditAction } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import { readUpload } from '../../platform/uploads.js';
import * as nominationsRepo from './nominations.repository.js';
import { LOG, writeLog } from './nominations.log.repository.js';
import { lockVisible } from './nominations.service.js';
import { isVisible } from './nominations.record.js';

/** Who may see the nomination may see its files; a nomination hidden from the caller is missing (404). */
export async function visibleNomination(request: FastifyRequest, db: DbOrTx, id: number) {
  const row = await nominationsRepo.findNomination(db, id);
  if (!row || !isVisible(callerOf(request), row)) throw notFound();
  return row;
}

/** One file of a nomination the caller sees; a file of another nomination, or none, is missing. */
export async function visibleFile<F>(
  request: FastifyRequest,
  nominationId: number,
  content: (db: DbOrTx) => Promise<F | undefined>,
): Promise<F> {
  await visibleNomination(request, request.server.db, nominationId);
  const file = await content(request.server.db);
  if (!file) throw notFound();
  return file;
}

/** The row an uploaded nomination file is stored as (ullage reports and SDS share its columns). */
interface NominationFileRow {
  nominationId: number;
  fileName: string;
  mimeType: string;
  content: Buffer;
  size: number;
  uploadedAt: Date;
  uploadedBy: number;
}

/** What differs between the kinds of nomination file: where it is stored, and how it is logged and audited. */
interface NominationFileKind<R extends { id: number }> {
  action: AuditAction;
  /** Names the kind of file in the nomination log's line, before the file's name. */
  logLabel: CatalogueMessage;
  insert: (tx: Tx, row: NominationFileRow) => Promise<number>;
  list: (tx: Tx, nominationId: number) => Promise<R[]>;
}

/**
 * Anyone who sees the nomination may add a file until it closes: stored, logged as a document
 * (Customer Uploaded Document) and audited with the file as the list shows it.
 */
export async function uploadNominationFile<R extends { id: number }>(
  request: FastifyRequest,
  nominationId: number,
  kind: NominationFileKind<R>,
): Promise<R> {
  const file = await readUpload(request);
  return audited(request, async (tx) => {
    const p = callerOf(request);
    const row = await lockVisible(tx, p, nominationId);
    if (FINAL_STATES.includes(row.status)) throw conflict('nominations.closed');
    const now = request.server.clock();
    const id = await kind.insert(tx, {
      nominationId,
      ...file,
      size: file.content.length,
      uploadedAt: now,
      uploadedBy: p.id,
    });
    await writeLog(tx, {
      nominationId,
      action: LOG.document,
      detail: msg('nominationLog.fileAdded', { kind: kind.logLabel, file: file.fileName }),
      userId: p.id,
      at: now,
    });
    const after = (await kind.list(tx, nominationId)).find((f) => f.id === id)!;
    return { action: kind.action, entity: 'nomination', entityId: nominationId, before: null, after };
  });
}
