import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fillsSlot,
  MAKE_STATES,
  mayMake,
  quantityTotals,
  SIGNERS,
  type DocumentRelation,
  type DocumentType,
  type SignerSlot,
} from '../../../contract/documents.js';
import { isBarge, isSurveyor } from '../../../contract/permissions.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import {
  billOfLadingContent,
  qualityContent,
  quantityContent,
  type DocumentCreateInput,
  type DocumentListQuery,
  type DocumentRecord,
  type SignInput,
} from '../../../contract/schemas/documents.js';
import { terminalStamp } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import { audited } from '../../platform/mutation.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { DecodedPng } from '../../platform/pictures.js';
import { signPdf } from '../../platform/pades.js';
import { issueMessage } from '../../../contract/messages/issues.js';
import { settingsOf } from '../settings/settings.service.js';
import { lockVisible, moveTo } from '../nominations/nominations.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { LOG, writeLog } from '../nominations/nominationLog.repository.js';
import { isVisible } from '../nominations/record.js';
import { textOf } from '../../../contract/messages/index.js';
import { renderDocument, type Language } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import { documentNotice } from './documents.notify.js';
import { drawableSignatures, drawableStamp, drawnSha256, signaturePicture } from './documents.pictures.js';

type NominationRow = nominationRepo.NominationRow;
type DocumentRow = repo.DocumentRowDb;

const CONTENT = { quantity: quantityContent, quality: qualityContent, billOfLading: billOfLadingContent } as const;

export function relationTo(p: CallerPrincipal, n: NominationRow): DocumentRelation {
  return {
    namedSurveyor: isSurveyor(p) && n.surveyors.some((s) => s.id === p.companyId),
    ownBarge: isBarge(p) && p.shipId === n.bargeId,
  };
}

/** The content checked against its type's schema; a refusal names the field. */
function parseContent(type: DocumentType, content: unknown) {
  const parsed = CONTENT[type].safeParse(content);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0]!;
  throw badRequest(
    issueMessage({ ...issue, code: issue.code, message: issue.message, missing: false }),
    ['content', ...issue.path].join('.'),
  );
}

function computed(type: DocumentType, content: Record<string, unknown>, nominated: number) {
  if (type === 'quantity')
    return { totals: quantityTotals((content as z.infer<typeof quantityContent>).tanks, nominated) };
  return {};
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The signing order: a certificate of quantity has a surveyor's place only when the nomination names a surveying company. */
function slotsFor(type: DocumentType, n: NominationRow): SignerSlot[] {
  return SIGNERS[type].filter((s) => s !== 'surveyor' || type !== 'quantity' || n.surveyors.length > 0);
}

async function readDocument(tx: Tx, id: number): Promise<DocumentRow> {
  const d = await repo.findDocument(tx, id);
  if (!d) throw notFound();
  return d;
}

/** The document and its nomination, locked in that order, visible to the caller (404 otherwise). */
async function lockBoth(tx: Tx, p: CallerPrincipal, id: number) {
  const nominationId = await repo.lockDocument(tx, id);
  if (nominationId === undefined) throw notFound();
  const nomination = await lockVisible(tx, p, nominationId);
  const doc = await readDocument(tx, id);
  if (!(await visibleDocument(tx, p, doc))) throw notFound();
  return { doc, nomination };
}

/** The document and its nomination as the caller sees them, without locks (404 otherwise). */
async function readVisible(tx: Tx, p: CallerPrincipal, id: number) {
  const doc = await repo.findDocument(tx, id);
  if (!doc || !(await visibleDocument(tx, p, doc))) throw notFound();
  const nomination = await nominationRepo.findNomination(tx, doc.nominationId);
  if (!nomination || !isVisible(p, nomination)) throw notFound();
  return { doc, nomination };
}

/** Whether the caller sees this document (documents.repository documentScope). */
async function visibleDocument(tx: Tx, p: CallerPrincipal, d: DocumentRow): Promise<boolean> {
  const rows = await repo.documentsOfNomination(tx, p, d.nominationId);
  return rows.some((r) => r.id === d.id);
}

function requireMaker(p: CallerPrincipal, n: NominationRow, type: DocumentType) {
  if (!mayMake(p, relationTo(p, n), type))
    throw forbidden(msg('documents.notMaker', { who: { key: `documentMakers.${type}` } }));
}

/** The quantity a bill of lading carries: the signed certificate of quantity's tonnes. */
async function signedCqTonnes(tx: Tx, n: NominationRow): Promise<number | null> {
  const cq = await repo.findByNominationType(tx, n.id, 'quantity');
  if (!cq || cq.status !== 'Signed') return null;
  return quantityTotals((cq.content as z.infer<typeof quantityContent>).tanks, n.quantity).actual;
}

async function storedStamp(tx: Tx): Promise<{ image: Buffer; mimeType: string; drawnSha256: string | null } | null> {
  const [row] = await tx
    .select({ image: terminalStamp.image, mimeType: terminalStamp.mimeType, drawnSha256: terminalStamp.drawnSha256 })
    .from(terminalStamp)
    .where(eq(terminalStamp.id, 1));
  return row ?? null;
}

/** Renders the document's next version with the current round's signatures; the last signature also seals it (PAdES). */
async function writeVersion(
  tx: Tx,
  request: FastifyRequest,
  doc: DocumentRow,
  n: NominationRow,
  reason: 'sent' | 'signed' | 'revised',
  final: boolean,
): Promise<number> {
  const settings = await settingsOf(request, tx);
  const version = (await repo.lastVersion(tx, doc.id)) + 1;
  const now = request.server.clock();
  const pdf = await renderDocument({
    number: doc.number,
    type: doc.type,
    language: doc.language as Language,
    content: doc.content,
    slots: doc.slots,
    version,
    nomination: {
      id: n.id,
      bargeName: n.bargeName,
      bargeImo: n.bargeImo,
      companyName: n.companyName,
      productName: n.productName,
      quantity: n.quantity,
    },
    blQuantity: doc.type === 'billOfLading' ? await signedCqTonnes(tx, n) : null,
    // Pictures we wrote drawn as they are, older ones decoded again (documents.pictures.ts).
    signatures: await drawableSignatures(request, await repo.signaturesOf(tx, doc.id, doc.round)),
    stamp: await drawableStamp(request, await storedStamp(tx)),
    timeZone: settings.timeZone,
    trial: settings.trial,
    verifyUrl: `${request.server.config.publicUrl ?? 'http://localhost'}/verify?number=${doc.number}`,
    at: now,
  });
  const file = final
    ? await signPdf(pdf, request.server.signingKey(), {
        reason: `${doc.number} signed by every party`,
        location: 'Berth',
      })
    : pdf;
  await repo.insertVersion(tx, {
    documentId: doc.id,
    version,
    reason,
    pdf: file,
    sha256: sha256(file),
    unsignedSha256: final ? sha256(pdf) : null,
    sealed: final,
    userId: callerOf(request).id,
    at: now,
  });
  return version;
}

async function log(tx: Tx, request: FastifyRequest, n: NominationRow, detail: CatalogueMessage) {
  await writeLog(tx, {
    nominationId: n.id,
    action: LOG.documentSigning,
    fromStatus: n.status,
    toStatus: n.status,
    detail: textOf(detail),
    userId: callerOf(request).id,
    at: request.server.clock(),
  });
}

async function toRecord(tx: Tx, p: CallerPrincipal, d: DocumentRow, n: NominationRow): Promise<DocumentRecord> {
  const relation = relationTo(p, n);
  const maker = mayMake(p, relation, d.type);
  const due = d.status === 'Pending' ? d.due : null;
  const actions: DocumentRecord['actions'] = [];
  if (maker && d.status === 'Draft') actions.push('edit', 'send');
  if (maker && d.status === 'Rejected') actions.push('revise');
  if (due && fillsSlot(p, relation, due)) actions.push('sign', 'refuse');
  const signatures = await repo.signaturesOf(tx, d.id);
  return {
    id: d.id,
    number: d.number,
    type: d.type,
    status: d.status,
    language: d.language as Language,
    nominationId: d.nominationId,
    bargeName: d.bargeName,
    companyName: d.companyName,
    productName: d.productName,
    createdBy: d.createdByName,
    createdByRole: d.createdByRole,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    round: d.round,
    due,
    slots: d.slots,
    refusal:
      d.refusalReason && d.refusedAt
        ? {
            reason: d.refusalReason,
            userName: d.refusedByName ?? '',
            role: d.refusedByRole,
            at: d.refusedAt.toISOString(),
          }
        : null,
    content: d.content,
    computed: computed(d.type, d.content, n.quantity),
    signatures: signatures.map((s) => ({
      slot: s.slot,
      round: s.round,
      userName: s.userName,
      role: s.role,
      kind: s.kind as 'drawn' | 'typed',
      at: s.at.toISOString(),
      version: s.version,
    })),
    versions: (await repo.versionsOf(tx, d.id)).map((v) => ({
      ...v,
      reason: v.reason as 'sent' | 'signed' | 'revised',
      at: v.at.toISOString(),
    })),
    actions,
  };
}

function change(
  d: DocumentRow,
  before: DocumentRecord | null,
  after: DocumentRecord,
  action: 'create' | 'update' | 'sign' | 'send' | 'refuse',
) {
  return { action, entity: 'document' as const, entityId: d.id, before, after };
}

/** After a step: the record as the caller now sees it. */
async function readBack(tx: Tx, p: CallerPrincipal, id: number) {
  const d = await readDocument(tx, id);
  const n = await nominationRepo.findNomination(tx, d.nominationId);
  return toRecord(tx, p, d, n!);
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
      const settings = await settingsOf(request, tx);
      const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: settings.timeZone }).format(now));
      const number = await repo.nextNumber(tx, input.type, year);
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
      const { doc, nomination: n } = await lockBoth(tx, p, id);
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
      if (revising) {
        const revised = await readDocument(tx, id);
        const version = await writeVersion(tx, request, revised, n, 'revised', false);
        await log(tx, request, n, msg('documentLog.revised', { number: doc.number, version }));
        await documentNotice(tx, revised, n, 'awaits', p.id, now);
      }
      return change(doc, before, await readBack(tx, p, id), 'update');
    }),

  send: (request: FastifyRequest, id: number) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { doc, nomination: n } = await lockBoth(tx, p, id);
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
      const sent = await readDocument(tx, id);
      const version = await writeVersion(tx, request, sent, n, 'sent', false);
      await log(tx, request, n, msg('documentLog.sent', { number: doc.number, version }));
      await documentNotice(tx, sent, n, 'awaits', p.id, now);
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
      const { doc, nomination: n } = await lockBoth(tx, p, id);
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
      const { doc, nomination: n } = await lockBoth(tx, p, id);
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

/** The slot the caller signs in now: 409 unless the document is Pending, 403 unless the slot due is the caller's. */
function requireDue(p: CallerPrincipal, doc: DocumentRow, n: NominationRow): SignerSlot {
  if (doc.status !== 'Pending' || !doc.due)
    throw conflict(msg('documents.notPending', { status: { key: `documentStatuses.${doc.status}` } }));
  if (!fillsSlot(p, relationTo(p, n), doc.due)) throw forbidden('documents.notDue');
  return doc.due;
}

/**
 * Every signer signed. The parties hear of it; a certificate of quantity also moves its nomination
 * from Signing in Progress to CQ Uploaded, its tonnes becoming the nomination's actual quantity.
 */
async function finished(tx: Tx, request: FastifyRequest, doc: DocumentRow, n: NominationRow) {
  const now = request.server.clock();
  await documentNotice(tx, doc, n, 'signed', callerOf(request).id, now);
  if (doc.type !== 'quantity') return;
  const actual = quantityTotals((doc.content as z.infer<typeof quantityContent>).tanks, n.quantity).actual;
  await nominationRepo.updateNomination(tx, n.id, { actualQuantity: actual, updatedAt: now });
  await log(tx, request, n, msg('documentLog.complete', { number: doc.number, actual }));
  if (n.status === 'Signing in Progress') await moveTo(tx, n, 'CQ Uploaded', callerOf(request).id, now, doc.number);
}
