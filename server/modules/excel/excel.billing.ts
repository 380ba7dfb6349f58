import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { BillingStatus } from '../../../contract/schemas/billing.js';
import type { Db } from '../../db/client.js';
import { xlsxStream } from './excel.xlsxStream.js';
import { BATCH, keysetBatches } from './excel.keyset.js';
import { terminalWallClock } from '../../../contract/datetime.js';

interface Row {
  id: number;
  nominationId: number;
  completedAt: Date;
  customer: string;
  barge: string;
  status: BillingStatus;
  hours: number;
  tonnes: number;
  pilot: number;
  tug: number;
  credits: number;
  total: number;
  currency: string;
}

/** The sum of one kind of line's column: the hours, tonnes or jobs charged, or the credits. */
const line = (kind: string, what: 'quantity' | 'amount') =>
  sql.raw(
    `coalesce((SELECT sum(l.${what}) FROM billing_lines l WHERE l.record_id = b.id AND l.kind = '${kind}'), 0)::float`,
  );

/** The records completed in the period, oldest first, a batch at a time. */
function records(db: Db, start: Date, end: Date): AsyncGenerator<Row[]> {
  return keysetBatches(
    async (after) =>
      (
        (
          await db.execute(sql`
            SELECT b.id, b.nomination_id AS "nominationId", b.completed_at AS "completedAt", c.name AS customer,
                   s.name AS barge, b.status, ${line('berth', 'quantity')} AS hours, ${line('quantity', 'quantity')} AS tonnes,
                   ${line('pilot', 'quantity')} AS pilot, ${line('tug', 'quantity')} AS tug,
                   ${line('credit', 'amount')} AS credits, b.total::float AS total, b.currency
              FROM billing_records b JOIN companies c ON c.id = b.company_id
              JOIN nominations n ON n.id = b.nomination_id JOIN ships s ON s.id = n.barge_id
             WHERE b.completed_at >= ${start}::timestamptz AND b.completed_at < ${end}::timestamptz
               AND (b.completed_at, b.id) > (${after.at}::timestamptz, ${after.id})
             ORDER BY b.completed_at, b.id LIMIT ${BATCH}`)
        ).rows as unknown as Row[]
      ).map((r) => ({ ...r, completedAt: new Date(r.completedAt) })),
    (r) => r.completedAt,
  );
}

/** DECISIONS.md §7's billing export: one row per record of the period with its charges, a total row. */
export function billingWorkbook(
  db: Db,
  p: { start: Date; end: Date; lang: CatalogueLocale; timeZone: string },
): Readable {
  const catalogue = CATALOGUES[p.lang].billing;
  const t = (key: keyof typeof catalogue.export) => catalogue.export[key];
  const local = (at: Date) => terminalWallClock(at, p.timeZone);
  return xlsxStream(async (book) => {
    const sheet = await book.sheet(t('sheet'), [
      { header: t('record'), width: 10 },
      { header: t('nomination'), width: 12 },
      { header: t('completed'), width: 18, format: 'date' },
      { header: t('customer'), width: 32 },
      { header: t('barge'), width: 20 },
      { header: t('status'), width: 12 },
      { header: t('berthHours'), width: 12, format: 'decimal2' },
      { header: t('quantity'), width: 14, format: 'tonnes' },
      { header: t('pilotJobs'), width: 11 },
      { header: t('tugJobs'), width: 10 },
      { header: t('credits'), width: 12, format: 'money' },
      { header: t('total'), width: 14, format: 'money' },
      { header: t('currency'), width: 10 },
    ]);
    let total = 0;
    for await (const batch of records(db, p.start, p.end)) {
      for (const r of batch) {
        total += r.total;
        const open = await sheet.add([
          r.id,
          r.nominationId,
          local(r.completedAt),
          r.customer,
          r.barge,
          catalogue.statuses[r.status],
          r.hours,
          r.tonnes,
          r.pilot,
          r.tug,
          r.credits,
          r.total,
          r.currency,
        ]);
        if (!open) return;
      }
    }
    const blanks = Array<null>(10).fill(null);
    await sheet.add([t('total'), ...blanks, Math.round(total * 100) / 100], { bold: true });
    await sheet.end();
  });
}
