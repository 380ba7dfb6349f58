import type { FastifyRequest } from 'fastify';
import { MAKE_STATES, SIGNERS, type DocumentType, type SignerSlot } from '../../../contract/documents.js';
import { msg } from '../../../contract/messages/index.js';
import type { OffSpecTest } from '../../../contract/quality.js';
import {
  billOfLadingContent,
  qualityContent,
  quantityContent,
  type DocumentCreateInput,
  type DocumentListQuery,
  type DocumentRecord,
  type SignInput,
} from '../../../contract/schemas/documents.js';
import { audited } from '../../platform/mutation.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import type { DecodedPng } from '../../platform/pictures.js';
import { issueMessage } from '../../../contract/messages/issues.js';
import { lockVisible } from '../nominations/nominations.service.js';
import type { Language } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import { documentNotice } from './documents.notify.js';
import { drawnSha256, signaturePicture } from './documents.pictures.js';
import {
  lockBoth,
  readDocument,
  readVisible,
  requireDue,
  requireMaker,
  visibleDocument,
  type NominationRow,
} from './documents.access.js';
import { change, readBack, toRecord } from './documents.record.js';
import { signedCqTonnes, writeVersion } from './documents.version.js';
import { documentNumber, finished, log, outForSigning } from './documents.outcome.js';

const CONTENT = { quantity: quantityContent, quality: qualityContent, billOfLading: billOfLadingContent } as const;

/** The content checked against its type's schema; a refusal names the field. */
function parseContent(type: DocumentType, content: unknown) {
  if (type === 'statementOfFacts') throw forbidden('documents.serverMade');
  const parsed = CONTENT[type].safeParse(content);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0]!;
  throw badRequest(
    issueMessage({ ...issue, code: issue.code, message: issue.message, missing: false }),
    ['content', ...issue.path].join('.'),
  );
}

/** The signing order: a certificate of quantity has a surveyor's place only when the nomination names a surveying company. */
function slotsFor(type: DocumentType, n: NominationRow): SignerSlot[] {
  return SIGNERS[type].filter((s) => s !== 'surveyor' || type !== 'quantity' || n.surveyors.length > 0);
}

export const documentService = {
  async list(request: FastifyRequest, q: DocumentListQuery) {
    const { rows, total } = await repo.listDocuments(request.server.db, callerOf(request), q);
    return {
      rows: rows.map((d) => ({
        id: d.id,
        number: d.number,
        type: d.type,
        status: d.status,
        nominationId: d.nominationId,
        bargeName: d.bargeName,
        companyName: d.companyName,
        productName: d.productName,
        createdBy: d.createdByName,
        createdByRole: d.createdByRole,
        updatedAt: d.updatedAt.toISOString(),
        due: d.status === 'Pending' ? d.due : null,
        round: d.round,
        offSpec: (d.offSpec as OffSpecTest[] | null) ?? null,
      })),
      total,
    };
  },

  async get(request: FastifyRequest, id: number): Promise<DocumentRecord> {
    const p = callerOf(request);
    const db = request.server.db;
    return db.transaction(async (tx) => {
      const { doc, nomination } = await readVisible(tx, p, id);
      return toRecord(tx, p, doc, nomination);
    });
  },

  waitingCount: (request: FastifyRequest, type: DocumentType) =>
    repo.countWaiting(request.server.db, callerOf(request), type),

  async pdf(request: FastifyRequest, id: number, version?: number) {
    const p = callerOf(request);
    return request.server.db.transaction(async (tx) => {
      const d = await repo.findDocument(tx, id);
      if (!d || !(await visibleDocument(tx, p, d))) throw notFound();
      const file = await repo.versionPdf(tx, id, version);
      if (!file) throw version === undefined ? conflict('documents.noVersion') : notFound();
      return { number: d.number, version: file.version, pdf: file.pdf };
    });
  },

  create: (request: FastifyRequest, input: DocumentCreateInput) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const n = await lockVisible(tx, p, input.nominationId);
      requireMaker(p, n, input.type);
      if (!MAKE_STATES[input.type].includes(n.status))
        throw conflict(
          msg('documents.nominationState', {
            type: { key: `documentTypes.${input.type}` },
            states: MAKE_STATES[input.type].map((s) => ({ key: `statuses.${s}` as const })),
          }),
        );
      if (input.type === 'billOfLading' && (await signedCqTonnes(tx, n)) === null)
        throw conflict('documents.cqNotSigned');
      const existing = await repo.findByNominationType(tx, n.id, input.type);
      if (existing)
        throw conflict(
          msg('documents.exists', { type: { key: `documentTypes.${input.type}` }, number: existing.number }),
        );
      const now = request.server.clock();
      const number = await documentNumber(tx, request, input.type, now);
      const id = await repo.insertDocument(tx, {
        nominationId: n.id,
        type: input.type,
        number,
        language: input.language,
        content: input.content as Record<string, unknown>,
        slots: slotsFor(input.type, n),
        createdBy: p.id,
        createdAt: now,
        updatedAt: now,
      });
      await log(tx, request, n, msg('documentLog.created', { number }));
      const after = await readBack(tx, p, id);
      return change(await readDocument(tx, id), null, after, 'create');
    }),

  /** A draft's content; or a refused document revised, which starts signing again as a new version. */
  update: (request: FastifyRequest, id: number, body: { language?: Language; content: unknown }) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { doc, nomination: n } = await lockBoth(tx, request, id);
      requireMaker(p, n, doc.type);
      if (doc.status !== 'Draft' && doc.status !== 'Rejected')
        throw conflict(msg('documents.notEditable', { status: { key: `documentStatuses.${doc.status}` } }));
      const before = await toRecord(tx, p, doc, n);
      const content = parseContent(doc.type, body.content);
      const now = request.server.clock();
      const revising = doc.status === 'Rejected';
      const slots = slotsFor(doc.type, n);
      await repo.updateDocument(tx, id, {
        content,
        language: body.language ?? doc.language,
        updatedAt: now,
        ...(revising
          ? {
              status: 'Pending',
              round: doc.round + 1,
              slots,
              due: slots[0]!,
              refusalReason: null,
              refusedBy: null,
              refusedAt: null,
            }
          : {}),
      });
      if (revising) await outForSigning(tx, request, id, n, 'revised');
      return change(doc, before, await readBack(tx, p, id), 'update');
    }),

  send: (request: FastifyRequest, id: number) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { doc, nomination: n } = await lockBoth(tx, request, id);
      requireMaker(p, n, doc.type);
      if (doc.status !== 'Draft')
        throw conflict(msg('documents.notSendable', { status: { key: `documentStatuses.${doc.status}` } }));
      if (doc.type === 'quantity' && n.status !== 'Signing in Progress') throw conflict('documents.signingNotStarted');
      if (!MAKE_STATES[doc.type].includes(n.status))
        throw conflict(
          msg('documents.nominationState', {
            type: { key: `documentTypes.${doc.type}` },
            states: MAKE_STATES[doc.type].map((s) => ({ key: `statuses.${s}` as const })),
          }),
        );
      const before = await toRecord(tx, p, doc, n);
      const slots = slotsFor(doc.type, n);
      const now = request.server.clock();
      await repo.updateDocument(tx, id, { status: 'Pending', slots, due: slots[0]!, updatedAt: now });
      await outForSigning(tx, request, id, n, 'sent');
      return change(doc, before, await readBack(tx, p, id), 'send');
    }),

  /**
   * A drawn signature is decoded before the transaction: no lock is held while its picture is read.
   * Only for a caller who may sign now (checked again under the locks), so that no one else keeps
   * the pictures' thread busy.
   */
  sign: async (request: FastifyRequest, id: number, input: SignInput) => {
    let image: DecodedPng | null = null;
    if (input.kind === 'drawn') {
      const p = callerOf(request);
      await request.server.db.transaction(async (tx) => {
        const { doc, nomination } = await readVisible(tx, p, id);
        requireDue(p, doc, nomination);
      });
      image = await signaturePicture(request, input.image);
    }
    return audited(request, async (tx) => {
      const p = callerOf(request);
      const { doc, nomination: n } = await lockBoth(tx, request, id);
      const slot = requireDue(p, doc, n);
      const before = await toRecord(tx, p, doc, n);
      const now = request.server.clock();
      const next = doc.slots[doc.slots.indexOf(slot) + 1] ?? null;
      const version = (await repo.lastVersion(tx, doc.id)) + 1;
      await repo.insertSignature(tx, {
        documentId: doc.id,
        round: doc.round,
        slot,
        userId: p.id,
        // The name others will read on the document: the display name, never the sign-in name.
        userName: p.nickName,
        role: p.role,
        kind: input.kind,
        image,
        drawnSha256: image ? drawnSha256(image) : null,
        typedName: input.kind === 'typed' ? input.name : null,
        version,
        at: now,
      });
      await repo.updateDocument(tx, id, { status: next ? 'Pending' : 'Signed', due: next, updatedAt: now });
      const signed = await readDocument(tx, id);
      await writeVersion(tx, request, signed, n, 'signed', next === null);
      await log(
        tx,
        request,
        n,
        msg('documentLog.signedBy', { number: doc.number, slot: { key: `signerSlots.${slot}` }, version }),
      );
      if (next) await documentNotice(tx, signed, n, 'awaits', p.id, now);
      else await finished(tx, request, signed, n);
      return change(doc, before, await readBack(tx, p, id), 'sign');
    });
  },

  refuse: (request: FastifyRequest, id: number, reason: string) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { doc, nomination: n } = await lockBoth(tx, request, id);
      requireDue(p, doc, n);
      const before = await toRecord(tx, p, doc, n);
      const now = request.server.clock();
      await repo.updateDocument(tx, id, {
        status: 'Rejected',
        due: null,
        refusalReason: reason,
        refusedBy: p.id,
        refusedAt: now,
        updatedAt: now,
      });
      await log(tx, request, n, msg('documentLog.refused', { number: doc.number, reason }));
      await documentNotice(tx, await readDocument(tx, id), n, { refused: reason }, p.id, now);
      return change(doc, before, await readBack(tx, p, id), 'refuse');
    }),
};
