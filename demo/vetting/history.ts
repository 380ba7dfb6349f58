import PDFDocument from 'pdfkit';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client.js';
import {
  companies,
  products,
  ships,
  shipVettings,
  users,
  vettingDocuments,
  vettingFindings,
  vettingLog,
} from '../../server/db/schema/index.js';
import { textOf } from '../../contract/messages/index.js';
import {
  ACCEPTANCE_MONTHS,
  LOG_EXPIRED,
  REQUIRED_DOCUMENTS,
  VS,
  type VettingDocumentKind,
  type VettingStatus,
} from '../../contract/vetting.js';

import { SHIPS, VETTINGS } from './cast.js';
import { HOUR, DAY } from '../../contract/time.js';

/** The vetting seed's lock (one-argument form); the documents' drawing lock has its own key. */
const VETTING_SEED_LOCK = 727005;

/** The steps (log action, from, to) that brought a vetting to its status. */
function pathTo(status: VettingStatus): [number, VettingStatus, VettingStatus][] {
  const submit: [number, VettingStatus, VettingStatus] = [1, VS.DRAFT, VS.PENDING_LOGISTICS];
  const sent: [number, VettingStatus, VettingStatus] = [2, VS.PENDING_LOGISTICS, VS.PENDING_INSPECTOR];
  const responded: [number, VettingStatus, VettingStatus] = [3, VS.PENDING_INSPECTOR, VS.INSPECTOR_RESPONDED];
  const accepted: [number, VettingStatus, VettingStatus] = [6, VS.INSPECTOR_RESPONDED, VS.ACCEPTED];
  switch (status) {
    case VS.DRAFT:
      return [];
    case VS.PENDING_LOGISTICS:
      return [submit];
    case VS.PENDING_INSPECTOR:
      return [submit, sent];
    case VS.ANCHORAGE_INSPECTION:
      return [submit, sent, [4, VS.PENDING_INSPECTOR, VS.ANCHORAGE_INSPECTION]];
    case VS.PENDING_OBSERVATION:
      return [submit, sent, [7, VS.PENDING_INSPECTOR, VS.PENDING_OBSERVATION]];
    case VS.INSPECTOR_RESPONDED:
      return [submit, sent, responded];
    case VS.MORE_INFORMATION:
      return [submit, [8, VS.PENDING_LOGISTICS, VS.MORE_INFORMATION]];
    case VS.REJECTED:
      return [submit, sent, responded, [5, VS.INSPECTOR_RESPONDED, VS.REJECTED]];
    case VS.ACCEPTED:
      return [submit, sent, responded, accepted];
    case VS.EXPIRED:
      return [submit, sent, responded, accepted, [LOG_EXPIRED, VS.ACCEPTED, VS.EXPIRED]];
    case VS.SUSPENDED:
      return [submit, sent, responded, accepted, [12, VS.ACCEPTED, VS.SUSPENDED]];
  }
}

const REASONS: Partial<Record<VettingStatus, string>> = {
  [VS.MORE_INFORMATION]: 'Please upload the latest SIRE report: the one attached is from the previous owner.',
  [VS.REJECTED]: 'LOA 168 m exceeds every berth of the terminal (J2-A max 150 m).',
};

/**
 * Why a ship was suspended at `at`: the spill its reason names was reported the day before, so the
 * reason never names a day after the suspension (issue 31 walk: suspended 08/08 for a spill of 12/10).
 */
export function suspensionReason(at: Date): string {
  const day = new Date(at.getTime() - DAY);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  return `Oil spill reported by the port authority on ${dd}/${mm}; suspended until the investigation closes.`;
}

/** A one-page PDF standing for an uploaded document: what it is, for which ship. */
function demoPdf(title: string, ship: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Producer: 'Berth demo' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text(title).moveDown().fontSize(12).text(`Ship: ${ship}`).text('Demo document of the Berth portal.');
  doc.end();
  return done;
}

/** An IMO number whose check digit is right, from six digits. */
function imoFrom(six: number): string {
  const digits = String(six).split('').map(Number);
  return `${six}${digits.reduce((a, d, i) => a + d * (7 - i), 0) % 10}`;
}

/** As the service sets it: the acceptance ends 12 months after the decision. */
function acceptanceEnd(decidedAt: Date): Date {
  const ends = new Date(decidedAt);
  ends.setUTCMonth(ends.getUTCMonth() + ACCEPTANCE_MONTHS);
  return ends;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function insertShips(tx: Tx, companyId: number) {
  const rows = await tx
    .insert(ships)
    .values(
      SHIPS.map(([name, kind, loa, portOfRegistry], i) => ({
        name,
        kind,
        loa,
        portOfRegistry,
        imo: imoFrom(954_301 + i * 7),
        companyId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ships.id, name: ships.name });
  return rows;
}

/**
 * The demo's ship vettings (issue 16): one in every status, with documents, findings and logs,
 * one acceptance ending within the warning's 30 days and a ship vetted again after its expiry.
 * Written straight into the tables, relative to `now`; runs once, on a fresh demo seed.
 */
export async function seedVettingHistory(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${VETTING_SEED_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(shipVettings);
    if (n > 0) return 0;
    const userId = new Map(
      (await tx.select({ id: users.id, name: users.userName }).from(users)).map((u) => [u.name, u.id]),
    );
    const [straits] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, 'STRAITS'));
    const customer = userId.get('customer');
    const logistics = userId.get('logistics');
    const inspector = userId.get('inspector') ?? logistics;
    if (!straits || !customer || !logistics || !inspector) return 0;
    const productIds = (await tx.select({ id: products.id }).from(products).orderBy(products.id)).map((p) => p.id);
    const shipRows = await insertShips(tx, straits.id);
    if (shipRows.length !== SHIPS.length) return 0;
    const pdfs = new Map<string, Buffer>();
    const pdfOf = async (kind: VettingDocumentKind, ship: string) => {
      const key = `${kind}:${ship}`;
      if (!pdfs.has(key)) pdfs.set(key, await demoPdf(textOf(`vettingDocumentKinds.${kind}`), ship));
      return pdfs.get(key)!;
    };
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const previousOf = new Map<number, number>();
    let made = 0;
    for (const [i, plan] of VETTINGS.entries()) {
      const ship = shipRows[plan.ship]!;
      const createdAt = new Date(now.getTime() - plan.made * DAY);
      const path = pathTo(plan.status);
      // Steps a day apart after the vetting was made; a decision on its day.
      const stepAt = (j: number) =>
        plan.suspended !== undefined && path[j]![2] === VS.SUSPENDED
          ? new Date(now.getTime() - plan.suspended * DAY)
          : plan.decided !== undefined && j >= path.findIndex(([, , to]) => to === VS.ACCEPTED || to === VS.REJECTED)
            ? new Date(now.getTime() - plan.decided * DAY + (j - path.length + 1) * HOUR)
            : new Date(createdAt.getTime() + (j + 1) * 0.4 * DAY);
      const accepted = path.some(([, , to]) => to === VS.ACCEPTED);
      const decidedAt = plan.decided !== undefined ? new Date(now.getTime() - plan.decided * DAY) : null;
      const [v] = await tx
        .insert(shipVettings)
        .values({
          shipId: ship.id,
          companyId: straits.id,
          status: plan.status,
          operation: i % 3 === 0 ? 'discharge' : 'load',
          productIds: [
            productIds[i % productIds.length]!,
            ...(i % 2 ? [productIds[(i + 1) % productIds.length]!] : []),
          ],
          eta: new Date(today + (plan.decided === undefined ? 10 + i : -plan.decided + 3) * DAY + 8 * HOUR),
          remarks: i % 4 === 0 ? 'First call at the terminal under the current owner.' : null,
          previousId: previousOf.get(plan.ship) ?? null,
          requestReason: REASONS[plan.status] && plan.status === VS.MORE_INFORMATION ? REASONS[plan.status]! : null,
          suspensionReason: plan.status === VS.SUSPENDED ? suspensionReason(stepAt(path.length - 1)) : null,
          createdBy: customer,
          createdAt,
          submittedAt: path.length ? stepAt(0) : null,
          updatedAt: path.length ? stepAt(path.length - 1) : createdAt,
        })
        .returning({ id: shipVettings.id });
      const id = v!.id;
      previousOf.set(plan.ship, id);
      const kinds = plan.status === VS.DRAFT ? REQUIRED_DOCUMENTS.slice(0, 2) : REQUIRED_DOCUMENTS;
      for (const kind of kinds) {
        const content = await pdfOf(kind, ship.name);
        const expiresOn =
          kind === 'pi' || kind === 'class' || kind === 'iopp'
            ? dayOf(plan.expired === kind ? today - 25 * DAY : today + (200 + 40 * (i % 5)) * DAY)
            : null;
        await tx.insert(vettingDocuments).values({
          vettingId: id,
          kind,
          fileName: `${ship.name.replace(/\W+/g, '-')}-${kind}.pdf`,
          mimeType: 'application/pdf',
          size: content.length,
          content,
          expiresOn,
          inspectedOn: kind === 'sire' ? dayOf(createdAt.getTime() - (30 + i * 3) * DAY) : null,
          uploadedBy: customer,
          uploadedAt: createdAt,
        });
      }
      for (const [j, [action, from, to]] of path.entries()) {
        const at = stepAt(j);
        const who = action === 1 ? customer : action === 3 || action === 4 || action === 7 ? inspector : logistics;
        if (action === 3 || action === 4 || action === 7)
          await tx.insert(vettingFindings).values({
            vettingId: id,
            kind: action === 3 ? 'respond' : action === 4 ? 'anchorage' : 'observation',
            inspectedOn: dayOf(at.getTime()),
            place: action === 4 ? 'Eastern Petroleum B anchorage' : `Berth J${1 + (i % 2)}-A`,
            observations:
              plan.status === VS.REJECTED
                ? 'LOA beyond every berth; mooring arrangement not suited to the jetties.'
                : 'Hoses, manifold and mooring lines in good order; crew familiar with the terminal procedures.',
            recommendation: plan.status === VS.REJECTED ? 'reject' : action === 3 ? 'accept' : 'conditional',
            userId: inspector,
            at,
          });
        await tx.insert(vettingLog).values({
          vettingId: id,
          action,
          fromStatus: from,
          toStatus: to,
          detail:
            to === VS.SUSPENDED
              ? suspensionReason(at)
              : action === 8 || action === 5 || action === 12
                ? (REASONS[to] ?? null)
                : null,
          userId: action === LOG_EXPIRED ? null : who,
          at,
        });
      }
      // Decided last: the database fixes a decided vetting's documents (migration 0021).
      if (decidedAt)
        await tx
          .update(shipVettings)
          .set({
            decision: accepted ? 'Accepted' : 'Rejected',
            decisionReason: accepted ? null : REASONS[VS.REJECTED]!,
            decidedBy: logistics,
            decidedAt,
            expiresAt: accepted ? acceptanceEnd(decidedAt) : null,
          })
          .where(eq(shipVettings.id, id));
      made++;
    }
    return made;
  });
}
