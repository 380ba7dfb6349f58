import { eq, inArray, sql } from 'drizzle-orm';
import {
  NUMBER_PREFIX,
  quantityTotals,
  SIGNERS,
  type DocumentType,
  type SignerSlot,
} from '../../contract/documents.js';
import type { NominationProgress } from '../../contract/enums.js';
import { msg, type CatalogueMessage } from '../../contract/messages/index.js';
import {
  companies,
  documentNumbers,
  documents,
  documentSignatures,
  nominationLog,
  nominations,
  nominationSurveyors,
  products,
  ships,
  tanks,
  users,
} from '../../server/db/schema/index.js';
import type { Db } from '../../server/db/client.js';
import { PAPERS } from '../history.plan.js';
import { mulberry32 } from '../../server/platform/seeded.js';
import { LOG } from '../../server/modules/nominations/nominations.log.repository.js';
import { SENT_AFTER } from '../../server/modules/documents/documents.history.render.js';
import { qualityTests, shoreTankLine } from './content.js';
import { HOUR } from '../../contract/time.js';

/** The facts' seed lock: its own key (727004 is the vetting expiry job's, which it used to share). */
const FACTS_LOCK = 727007;
type Person = { id: number; nick: string; role: number };

/**
 * The demo history's documents as facts (DECISIONS.md §12), written before start: every nomination
 * from Signing in Progress on has its certificate of quantity, signed by every slot once the
 * nomination is past signing; most completed ones a certificate of quality and a bill of lading,
 * signed too. Each signature is by a user who fills its slot (§6): the named surveyor, the loading
 * master, terminal logistics with the stamp, the barge's own user as its master. The papers still
 * open leave one waiting for every demo signer. The PDFs, one per send and per signature as the
 * live system makes them, are rendered after start (documents.history.render.ts).
 */
export async function seedDocumentFacts(db: Db, now: Date, seed = 2026): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FACTS_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(documents);
    if (n > 0) return 0;
    const people = await tx
      .select({
        id: users.id,
        name: users.userName,
        nick: users.nickName,
        role: users.role,
        ship: users.shipId,
        type: users.userType,
      })
      .from(users);
    const byName = (name: string) => people.find((u) => u.name === name);
    const masters = new Map(people.filter((u) => u.type === 4 && u.ship !== null).map((u) => [u.ship!, u]));
    const crewedBarge = byName('barge')?.ship ?? null;
    const logistics = byName('logistics')!;
    const loadingMaster = byName('loadingmaster') ?? logistics;
    const surveyor = byName('surveyor');
    const targets = await tx
      .select({
        id: nominations.id,
        status: nominations.status,
        quantity: nominations.quantity,
        actualQuantity: nominations.actualQuantity,
        bargeId: nominations.bargeId,
        productName: products.name,
        companyName: companies.name,
        start: nominations.estimatedBerthTime,
        hours: nominations.durationHours,
        tankId: tanks.id,
        tankNumber: tanks.number,
        tankCapacity: tanks.capacity,
      })
      .from(nominations)
      .innerJoin(products, eq(products.id, nominations.productId))
      .innerJoin(companies, eq(companies.id, nominations.companyId))
      .innerJoin(ships, eq(ships.id, nominations.bargeId))
      .leftJoin(tanks, eq(tanks.id, nominations.tankId))
      .where(inArray(nominations.status, ['Signing in Progress', 'CQ Uploaded', 'Completed']));
    // The papers follow the operation (issue 31 walk): dated from the end of the berth window.
    const endOf = (t: (typeof targets)[number]) => (t.start?.getTime() ?? now.getTime()) + Number(t.hours ?? 0) * HOUR;
    // Oldest first, by the moment each document is dated: the numbers follow the history's order.
    targets.sort((a, b) => endOf(a) - endOf(b) || a.id - b.id);
    const surveyed = new Set(
      (await tx.select({ id: nominationSurveyors.nominationId }).from(nominationSurveyors)).map((s) => s.id),
    );
    const logs: (typeof nominationLog.$inferInsert)[] = [];
    const seen = { signing: 0, uploaded: 0 };
    const counters = new Map<string, number>();
    const docRows: (typeof documents.$inferInsert)[] = [];
    const sigRows: (Omit<typeof documentSignatures.$inferInsert, 'documentId'> & { number: string })[] = [];
    const actuals: [number, number][] = [];

    for (const t of targets) {
      const next = mulberry32(seed + t.id);
      const status = t.status as NominationProgress;
      const master = masters.get(t.bargeId);
      const holder = (slot: SignerSlot): Person | undefined =>
        slot === 'surveyor'
          ? surveyor
          : slot === 'bargeMaster'
            ? master
            : slot === 'terminal'
              ? logistics
              : loadingMaster;

      /** One document: made, sent (version 1), then signed by the first `signed` slots (a version each). */
      const make = (
        type: DocumentType,
        content: Record<string, unknown>,
        slots: SignerSlot[],
        signed: number,
        sentAt: number,
      ) => {
        const maker =
          type === 'billOfLading'
            ? logistics
            : type === 'quality' || slots[0] === 'surveyor'
              ? surveyor!
              : loadingMaster;
        const createdAt = new Date(sentAt - SENT_AFTER);
        const year = createdAt.getUTCFullYear();
        // Numbered as the repository's nextNumber does, per type and year without gaps; counted here to write in bulk.
        const seq = (counters.get(`${type}:${year}`) ?? 0) + 1;
        counters.set(`${type}:${year}`, seq);
        const number = `${NUMBER_PREFIX[type]}-${year}-${String(seq).padStart(5, '0')}`;
        const done = signed === slots.length;
        const lastAt = new Date(sentAt + signed * HOUR);
        docRows.push({
          nominationId: t.id,
          type,
          number,
          status: done ? 'Signed' : 'Pending',
          language: 'en',
          content,
          slots,
          due: done ? null : slots[signed]!,
          createdBy: maker.id,
          createdAt,
          updatedAt: lastAt,
        });
        const line = (detail: CatalogueMessage, userId: number, at: Date) =>
          logs.push({
            nominationId: t.id,
            action: LOG.documentSigning,
            fromStatus: status,
            toStatus: status,
            detailKey: detail.key,
            detailParams: detail.params ?? {},
            userId,
            at,
          });
        line(msg('documentLog.created', { number }), maker.id, createdAt);
        line(msg('documentLog.sent', { number, version: 1 }), maker.id, new Date(sentAt));
        for (const [i, slot] of slots.slice(0, signed).entries()) {
          const who = holder(slot)!;
          const at = new Date(sentAt + (i + 1) * HOUR);
          sigRows.push({
            number,
            round: 1,
            slot,
            userId: who.id,
            // The name others read on the document: the display name (DECISIONS.md §12).
            userName: who.nick,
            role: who.role,
            kind: 'typed',
            typedName: who.nick,
            version: i + 2,
            at,
          });
          line(
            msg('documentLog.signedBy', { number, slot: { key: `signerSlots.${slot}` }, version: i + 2 }),
            who.id,
            at,
          );
        }
        return { number, lastAt };
      };

      // Sent after the operation ended; the history's states leave every signature before now (history.plan.ts).
      const cqSent = endOf(t) + PAPERS.cqSent;
      const cqSlots = SIGNERS.quantity.filter((s) => s !== 'surveyor' || surveyed.has(t.id));
      if (cqSlots.some((s) => !holder(s))) continue;
      // The nomination's shore tank, as the live form preselects it; a terminal without one measures "Shore tank".
      const tank = {
        id: t.tankId ?? 0,
        number: t.tankNumber ?? 'Shore tank',
        capacity: Number(t.tankCapacity ?? 10_000),
      };
      const line = shoreTankLine(t.actualQuantity ?? t.quantity, t.productName, tank, next);
      const tankLines = [{ ...line, tankId: t.tankId }];
      // Being signed: the crewed barge's waits for its master (whose menu lists certificates of
      // quantity), the first other one for the loading master after the surveyor, the rest from the start.
      const cqSigned =
        status !== 'Signing in Progress'
          ? cqSlots.length
          : t.bargeId === crewedBarge
            ? cqSlots.length - 1
            : seen.signing++ === 0 && cqSlots[0] === 'surveyor'
              ? 1
              : 0;
      const cq = make('quantity', { tanks: tankLines, remarks: null }, cqSlots, cqSigned, cqSent);
      if (status === 'Signing in Progress') continue;
      const actual = quantityTotals(tankLines, t.quantity).actual;
      actuals.push([t.id, actual]);
      logs.push({
        nominationId: t.id,
        action: LOG.documentSigning,
        fromStatus: status,
        toStatus: status,
        detailKey: 'documentLog.complete',
        detailParams: { number: cq.number, actual },
        userId: holder(cqSlots.at(-1)!)!.id,
        at: cq.lastAt,
      });
      const uploaded = status === 'CQ Uploaded' ? seen.uploaded++ : -1;
      // The surveyor's certificate of quality: the first one still open waits for the surveyor.
      if (surveyed.has(t.id) && surveyor)
        make('quality', qualityTests(t.productName, next), ['surveyor'], uploaded === 0 ? 0 : 1, cqSent + HOUR / 2);
      const bl = {
        shipper: t.companyName,
        consignee: 'To order',
        notifyParty: null,
        portOfLoading: 'Singapore',
        portOfDischarge: next() < 0.5 ? 'Singapore anchorage' : 'Batam',
        originals: 3,
        remarks: null,
      };
      const blSlots = [...SIGNERS.billOfLading];
      // After the certificate's last possible signature: the numbers keep the history's order.
      const blSent = endOf(t) + PAPERS.blSent;
      // Most completed ones have their bill of lading; open ones wait for the terminal, or the crewed barge's master.
      if (status === 'Completed' && t.id % 8 !== 0) make('billOfLading', bl, blSlots, blSlots.length, blSent);
      if (status === 'CQ Uploaded') make('billOfLading', bl, blSlots, t.bargeId === crewedBarge ? 1 : 0, blSent);
    }
    // A few statements for all of it: the seed runs before the portal starts.
    const ids = new Map<string, number>();
    for (let i = 0; i < docRows.length; i += 500) {
      const rows = await tx
        .insert(documents)
        .values(docRows.slice(i, i + 500))
        .returning({ id: documents.id, number: documents.number });
      for (const r of rows) ids.set(r.number, r.id);
    }
    const signatures = sigRows.map(({ number, ...values }) => ({ ...values, documentId: ids.get(number)! }));
    for (let i = 0; i < signatures.length; i += 1000)
      await tx.insert(documentSignatures).values(signatures.slice(i, i + 1000));
    if (counters.size)
      await tx
        .insert(documentNumbers)
        .values(
          [...counters].map(([key, last]) => {
            const [type, year] = key.split(':') as [DocumentType, string];
            return { type, year: Number(year), last };
          }),
        )
        .onConflictDoUpdate({
          target: [documentNumbers.type, documentNumbers.year],
          set: { last: sql`excluded.last` },
        });
    // The signed certificates' tonnes are the nominations' actual quantities (DECISIONS.md §6).
    if (actuals.length) {
      // Array literals as text: drizzle would spread a JavaScript array into a list of parameters.
      const literal = (values: number[]) => `{${values.join(',')}}`;
      await tx.execute(sql`UPDATE ${nominations} SET actual_quantity = v.q
        FROM (SELECT unnest(${literal(actuals.map((a) => a[0]))}::int[]) AS id,
                     unnest(${literal(actuals.map((a) => a[1]))}::numeric[]) AS q) v
        WHERE ${nominations.id} = v.id`);
    }
    for (let i = 0; i < logs.length; i += 1000) await tx.insert(nominationLog).values(logs.slice(i, i + 1000));
    return docRows.length;
  });
}
