import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { quantityTotals, SIGNERS, type DocumentType, type SignerSlot } from '../../../contract/documents.js';
import { documents, nominationSurveyors, nominations, users } from '../../db/schema/index.js';
import { signPdf } from '../../platform/pades.js';
import { mulberry32 } from '../../platform/seeded.js';
import { processSettings } from '../settings/settings.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { LOG, writeLog } from '../nominations/nominationLog.repository.js';
import { renderDocument } from './documents.pdf.js';
import * as repo from './documents.repository.js';

const HOUR = 3_600_000;
/** Density at 15 °C by the start of a product's name: what the demo's surveyors measure. */
const DENSITY: [RegExp, number][] = [
  [/^Marine Gasoil/, 0.8452],
  [/^Very Low/, 0.9614],
  [/^Gasoline/, 0.7421],
];

/** A certificate's tanks measured so that their tonnes come to about `tonnes`. */
function tanksFor(tonnes: number, density: number, next: () => number) {
  const count = 2 + Math.floor(next() * 3);
  const temperatureC = Math.round((28 + next() * 5) * 10) / 10;
  // The volume at the observed temperature that gives the tonnes (VCF about 0.988 at 30 °C for these products).
  const gov = tonnes / ((density - 0.0011) * 0.988);
  return Array.from({ length: count }, (_, i) => ({
    tankId: null,
    tankName: `${Math.floor(i / 2) + 1}${i % 2 ? 'S' : 'P'}`,
    openingUllageMm: 8600 + Math.floor(next() * 900),
    closingUllageMm: 900 + Math.floor(next() * 600),
    temperatureC,
    density15: density,
    grossObservedM3: Math.round((gov / count) * 1000) / 1000,
  }));
}

/**
 * The demo history's documents (issue 15): every seeded nomination that reached Signing in
 * Progress or later gets its certificate of quantity, signed (or, while signing, waiting on its
 * next signer), and a completed one its bill of lading too. Each carries its signatures (typed, by
 * the demo users) and its final PDF, sealed like a real one; the nomination's actual quantity is
 * the certificate's. It runs after start, oldest first, one nomination per transaction, so the
 * portal is usable at once (rendering and sealing take a tenth of a second a document).
 */
export async function seedHistoryDocuments(app: FastifyInstance, seed = 2026): Promise<number> {
  const db = app.db;
  const settings = await processSettings(app);
  const userIds = new Map(
    (
      await db
        .select({ id: users.id, name: users.userName, nick: users.nickName, ship: users.shipId, role: users.role })
        .from(users)
    ).map((u) => [u.name, u]),
  );
  const bargeUsers = new Map([...userIds.values()].filter((u) => u.ship !== null).map((u) => [u.ship!, u] as const));
  const targets = await db
    .select({ id: nominations.id })
    .from(nominations)
    .leftJoin(documents, and(eq(documents.nominationId, nominations.id), eq(documents.type, 'quantity')))
    .where(and(inArray(nominations.status, ['Signing in Progress', 'CQ Uploaded', 'Completed']), isNull(documents.id)))
    // Oldest first, by the moment each document is dated (`at` below): the numbers follow the history's order.
    .orderBy(
      asc(sql`coalesce(${nominations.completedAt}, ${nominations.estimatedBerthTime}, ${nominations.updatedAt})`),
      asc(nominations.id),
    );
  let made = 0;
  for (const { id } of targets) {
    if (app.draining) break;
    // Rendering and sealing hold the event loop a tenth of a second: requests go first between documents.
    await new Promise((resolve) => setTimeout(resolve, 20));
    made += await db.transaction(async (tx) => {
      // One process does the work when several start on the same fresh database.
      const [lock] = (await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(727004, ${id}) AS ok`))
        .rows;
      if (!lock?.ok) return 0;
      const n = await nominationRepo.findNomination(tx, id);
      if (!n || (await repo.findByNominationType(tx, id, 'quantity'))) return 0;
      const next = mulberry32(seed + id);
      const density = DENSITY.find(([re]) => re.test(n.productName))?.[1] ?? 0.85;
      const tanks = tanksFor(n.actualQuantity ?? n.quantity, density, next);
      const totals = quantityTotals(tanks, n.quantity);
      const done = n.status !== 'Signing in Progress';
      const at = n.completedAt ?? n.estimatedBerthTime ?? n.updatedAt;
      const surveyed =
        (await tx.select().from(nominationSurveyors).where(eq(nominationSurveyors.nominationId, id))).length > 0;
      // A barge without a user of its own is signed for by its operator, in the master's name.
      const operator = userIds.get('bargeoperator') ?? userIds.get('logistics')!;
      const signer = (slot: SignerSlot) =>
        slot === 'surveyor'
          ? userIds.get('surveyor')
          : slot === 'bargeMaster'
            ? (bargeUsers.get(n.bargeId) ?? { ...operator, nick: `Master, ${n.bargeName}` })
            : userIds.get(slot === 'terminal' ? 'logistics' : 'loadingmaster');
      const make = async (
        type: DocumentType,
        content: Record<string, unknown>,
        signedBy: SignerSlot[],
        slots: SignerSlot[],
      ) => {
        const maker = signer(type === 'billOfLading' ? 'terminal' : surveyed ? 'surveyor' : 'loadingMaster')!;
        const number = await repo.nextNumber(tx, type, at.getUTCFullYear());
        const signed = signedBy.length === slots.length;
        const docId = await repo.insertDocument(tx, {
          nominationId: id,
          type,
          number,
          status: signed ? 'Signed' : 'Pending',
          language: 'en',
          content,
          slots,
          due: signed ? null : slots[signedBy.length]!,
          createdBy: maker.id,
          createdAt: new Date(at.getTime() - 6 * HOUR),
          updatedAt: at,
        });
        for (const [i, slot] of signedBy.entries()) {
          const who = signer(slot);
          if (!who) continue;
          await repo.insertSignature(tx, {
            documentId: docId,
            round: 1,
            slot,
            userId: who.id,
            userName: who.nick,
            role: who.role,
            kind: 'typed',
            typedName: who.nick,
            version: 1,
            at: new Date(at.getTime() - (signedBy.length - i) * HOUR),
          });
        }
        const pdf = await renderDocument({
          number,
          type,
          language: 'en',
          content,
          slots,
          version: 1,
          nomination: {
            id,
            bargeName: n.bargeName,
            bargeImo: n.bargeImo,
            companyName: n.companyName,
            productName: n.productName,
            quantity: n.quantity,
          },
          blQuantity: type === 'billOfLading' ? totals.actual : null,
          // Typed signatures: no picture to draw.
          signatures: (await repo.signaturesOf(tx, docId, 1)).map((s) => ({ ...s, image: null })),
          stamp: null,
          timeZone: settings.timeZone,
          trial: settings.trial,
          verifyUrl: `${app.config.publicUrl ?? 'http://localhost'}/verify?number=${number}`,
          at,
        });
        const file = signed
          ? await signPdf(pdf, app.signingKey(), { reason: `${number} signed by every party`, location: 'Berth' })
          : pdf;
        const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
        await repo.insertVersion(tx, {
          documentId: docId,
          version: 1,
          reason: signed ? 'signed' : 'sent',
          pdf: file,
          sha256: hash(file),
          unsignedSha256: signed ? hash(pdf) : null,
          sealed: signed,
          userId: maker.id,
          at,
        });
        await writeLog(tx, {
          nominationId: id,
          action: LOG.documentSigning,
          fromStatus: n.status,
          toStatus: n.status,
          detail: signed ? `${number} signed by everyone` : `${number} sent for signing`,
          userId: maker.id,
          at,
        });
      };
      const cqSlots = SIGNERS.quantity.filter((s) => s !== 'surveyor' || surveyed);
      await make('quantity', { tanks, remarks: null }, done ? cqSlots : cqSlots.slice(0, 1), cqSlots);
      if (done) await nominationRepo.updateNomination(tx, id, { actualQuantity: totals.actual });
      if (n.status === 'Completed') {
        const bl = {
          shipper: n.companyName,
          consignee: 'To order',
          notifyParty: null,
          portOfLoading: 'Singapore',
          portOfDischarge: next() < 0.5 ? 'Singapore anchorage' : 'Batam',
          originals: 3,
          remarks: null,
        };
        await make('billOfLading', bl, [...SIGNERS.billOfLading], [...SIGNERS.billOfLading]);
      }
      return 1;
    });
  }
  return made;
}
