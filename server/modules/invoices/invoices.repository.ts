import { aliasedTable, and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  billingLines,
  billingRecords,
  companies,
  invoiceLines,
  invoiceNumbers,
  invoices,
  nominations,
  ships,
} from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { InvoiceKind, InvoiceLine, InvoiceRow } from '../../../contract/schemas/invoices.js';
import { nameOfUser, roleOfUser } from '../../platform/people.js';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', creditNote: 'CN' };

/**
 * The series' next number, taken in the issuing transaction (as documents' nextNumber): the upsert
 * holds the series' row until commit, so concurrent issues queue there and a rolled-back one gives
 * its number back; the series has no gaps and no duplicates.
 */
export async function nextNumber(tx: Tx, kind: InvoiceKind, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumbers.kind, invoiceNumbers.year],
      set: { last: sql`${invoiceNumbers.last} + 1` },
    })
    .returning({ last: invoiceNumbers.last });
  return `${PREFIX[kind]}-${year}-${String(row!.last).padStart(5, '0')}`;
}

/**
 * Issuing one at a time, taken first: issues queue at the series' row anyway, and taking this before
 * any record is locked keeps a period's issue (several companies' records) and a single company's
 * from waiting on each other in opposite orders (a deadlock).
 */
export async function lockIssuing(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727341)`);
}

/** The terminal's own company record (the first of kind terminal): its name, address and UEN on the invoices. */
export async function terminalCompany(db: DbOrTx) {
  const [row] = await db
    .select({
      name: companies.name,
      legalName: companies.legalName,
      streetNo: companies.streetNo,
      street: companies.street,
      town: companies.town,
      postalCode: companies.postalCode,
      uen: companies.uen,
    })
    .from(companies)
    .where(eq(companies.kind, 'terminal'))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!row) return null;
  const street = [row.streetNo, row.street].filter(Boolean).join(' ');
  const place = [row.town, row.postalCode].filter(Boolean).join(' ');
  return {
    name: row.legalName ?? row.name,
    address: [street, place].filter(Boolean).join(', '),
    uen: row.uen,
  };
}

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, kind: companies.kind, billingEmail: companies.billingEmail })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

const waiting = (companyId: number, start: Date, end: Date) =>
  and(
    eq(billingRecords.companyId, companyId),
    eq(billingRecords.status, 'Approved'),
    isNull(billingRecords.invoiceId),
    gte(billingRecords.completedAt, start),
    lt(billingRecords.completedAt, end),
  );

/** The company's Approved records completed in [start, end) not yet on an invoice, oldest first; `lock` holds them until commit. */
export async function approvedRecords(db: DbOrTx, companyId: number, start: Date, end: Date, lock: boolean) {
  const q = db
    .select({
      id: billingRecords.id,
      nominationId: billingRecords.nominationId,
      bargeName: ships.name,
      currency: billingRecords.currency,
      total: billingRecords.total,
      completedAt: billingRecords.completedAt,
    })
    .from(billingRecords)
    .innerJoin(nominations, eq(nominations.id, billingRecords.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .where(waiting(companyId, start, end))
    .orderBy(asc(billingRecords.completedAt), asc(billingRecords.id));
  return lock ? q.for('update', { of: billingRecords }) : q;
}

/** The companies with records waiting for an invoice in [start, end). */
export async function companiesWaiting(tx: Tx, start: Date, end: Date): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ companyId: billingRecords.companyId })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.status, 'Approved'),
        isNull(billingRecords.invoiceId),
        gte(billingRecords.completedAt, start),
        lt(billingRecords.completedAt, end),
      ),
    )
    .orderBy(asc(billingRecords.companyId));
  return rows.map((r) => r.companyId);
}

export function linesOf(db: DbOrTx, recordIds: number[]) {
  return db
    .select({
      recordId: billingLines.recordId,
      kind: billingLines.kind,
      quantity: billingLines.quantity,
      unitPrice: billingLines.unitPrice,
      amount: billingLines.amount,
      reason: billingLines.reason,
      source: billingLines.source,
    })
    .from(billingLines)
    .where(inArray(billingLines.recordId, recordIds))
    .orderBy(asc(billingLines.recordId), asc(billingLines.id));
}

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

export async function insertInvoice(tx: Tx, row: NewInvoice, lines: NewInvoiceLine[]): Promise<number> {
  const [{ id }] = (await tx.insert(invoices).values(row).returning({ id: invoices.id })) as [{ id: number }];
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
  return id;
}

export async function markInvoiced(tx: Tx, ids: number[], invoiceId: number, by: number, now: Date) {
  await tx
    .update(billingRecords)
    .set({ status: 'Invoiced', invoiceId, invoicedAt: now, invoicedBy: by, updatedAt: now })
    .where(inArray(billingRecords.id, ids));
}

const corrected = aliasedTable(invoices, 'corrected');
const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  companyId: invoices.companyId,
  companyName: companies.name,
  periodFrom: invoices.periodFrom,
  periodTo: invoices.periodTo,
  currency: invoices.currency,
  subtotal: invoices.subtotal,
  gstPercent: invoices.gstPercent,
  gst: invoices.gst,
  total: invoices.total,
  correctsId: invoices.correctsId,
  correctsNumber: corrected.number,
  reason: invoices.reason,
  emailedTo: invoices.emailedTo,
  language: invoices.language,
  issuedAt: invoices.issuedAt,
  issuedByName: nameOfUser(invoices.issuedBy),
  issuedByRole: roleOfUser(invoices.issuedBy),
};
const selectRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId));
type Selected = Omit<InvoiceRow, 'language' | 'issuedAt' | 'issuedByName'> & {
  language: string;
  issuedAt: Date;
  issuedByName: string | null;
};
const asRow = (r: Selected): InvoiceRow => ({
  ...r,
  language: r.language as InvoiceRow['language'],
  issuedAt: r.issuedAt.toISOString(),
  issuedByName: r.issuedByName ?? '',
});

export interface InvoiceFilter {
  companyId?: number;
  kind?: InvoiceKind;
  from?: string;
  to?: string;
}

export async function listInvoices(db: DbOrTx, f: InvoiceFilter, limit: number, offset: number) {
  const where = and(
    f.companyId ? eq(invoices.companyId, f.companyId) : undefined,
    f.kind ? eq(invoices.kind, f.kind) : undefined,
    // Periods that overlap [from, to].
    f.to ? lte(invoices.periodFrom, f.to) : undefined,
    f.from ? gte(invoices.periodTo, f.from) : undefined,
  );
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return { rows: rows.map(asRow), total: count?.n ?? 0 };
}

export async function findInvoice(db: DbOrTx, id: number) {
  const [row] = await selectRows(db).where(eq(invoices.id, id));
  if (!row) return undefined;
  const [hash] = await db.select({ sha256: invoices.sha256 }).from(invoices).where(eq(invoices.id, id));
  const lines = await db
    .select({
      id: invoiceLines.id,
      billingRecordId: invoiceLines.billingRecordId,
      nominationId: invoiceLines.nominationId,
      bargeName: ships.name,
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .leftJoin(nominations, eq(nominations.id, invoiceLines.nominationId))
    .leftJoin(ships, eq(ships.id, nominations.bargeId))
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  const creditNotes = await db
    .select({ id: invoices.id, number: invoices.number, subtotal: invoices.subtotal, total: invoices.total })
    .from(invoices)
    .where(eq(invoices.correctsId, id))
    .orderBy(asc(invoices.id));
  return {
    ...asRow(row),
    sha256: hash!.sha256,
    lines: lines.map((l) => ({ ...l, description: l.description as InvoiceLine['description'] })),
    creditNotes,
  };
}

/** The invoice's row, locked: credit notes on one invoice are issued one at a time. */
export async function lockInvoice(tx: Tx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The sum of the subtotals of an invoice's credit notes, in cents (negative). */
export async function creditedCents(tx: Tx, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ c: sql<string>`coalesce(sum(${invoices.subtotal} * 100), 0)::bigint` })
    .from(invoices)
    .where(eq(invoices.correctsId, invoiceId));
  return Number(row?.c ?? 0);
}

export async function pdfOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ number: invoices.number, companyId: invoices.companyId, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}
