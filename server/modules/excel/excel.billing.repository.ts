import { sql } from 'drizzle-orm';
import type { BillingStatus } from '../../../contract/schemas/billing.js';
import type { Db } from '../../db/client.js';
import { BATCH, keysetBatches } from './excel.keyset.js';

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
export function billingRows(db: Db, start: Date, end: Date): AsyncGenerator<Row[]> {
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
