import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { Db } from '../../db/client.js';

const BATCH = 2000;
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const TONNES = '#,##0.000';

interface Row {
  id: number;
  completedAt: Date;
  company: string;
  barge: string;
  product: string;
  quantity: number;
  actual: number;
  justification: string | null;
}

/**
 * A moment as the terminal's clock shows it, as a date Excel keeps without a zone: Excel has no
 * time zones, so the cell holds the terminal's wall time (DECISIONS §7: dates in the terminal's zone).
 */
function wallClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) => {
    const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
    return new Date(Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!));
  };
}

/** Completed nominations of the period, oldest first, a batch at a time (keyset): memory stays flat. */
async function* completed(db: Db, start: Date, end: Date): AsyncGenerator<Row[]> {
  let after: { at: Date; id: number } = { at: new Date(0), id: 0 };
  for (;;) {
    const rows = (
      await db.execute(sql`
        SELECT n.id, n.completed_at AS "completedAt", c.name AS company, s.name AS barge, p.name AS product,
               n.quantity::float AS quantity, n.actual_quantity::float AS actual, n.variance_justification AS justification
          FROM nominations n
          JOIN companies c ON c.id = n.company_id JOIN ships s ON s.id = n.barge_id JOIN products p ON p.id = n.product_id
         WHERE n.status = 'Completed' AND n.actual_quantity IS NOT NULL AND NOT n.hide_from_terminal
           AND n.completed_at >= ${start}::timestamptz AND n.completed_at < ${end}::timestamptz
           AND (n.completed_at, n.id) > (${after.at}::timestamptz, ${after.id})
         ORDER BY n.completed_at, n.id LIMIT ${BATCH}`)
    ).rows as unknown as (Omit<Row, 'completedAt'> & { completedAt: Date | string })[];
    if (!rows.length) return;
    const batch = rows.map((r) => ({ ...r, completedAt: new Date(r.completedAt) }));
    yield batch;
    const last = batch.at(-1)!;
    after = { at: last.completedAt, id: last.id };
    if (rows.length < BATCH) return;
  }
}

const percentOf = (quantity: number, actual: number) => Math.round(((actual - quantity) / quantity) * 100_000) / 1000;

/**
 * DECISIONS.md §7's variance report: every completed nomination of the period with nominated,
 * actual, variance and whether it is beyond the threshold, then a summary per customer and product.
 * Written as it is read (exceljs' streaming writer): 100k rows never sit in memory.
 */
export function varianceWorkbook(
  db: Db,
  p: { start: Date; end: Date; lang: CatalogueLocale; timeZone: string; threshold: number },
): Readable {
  const out = new PassThrough();
  const texts = CATALOGUES[p.lang].excel.variance;
  const t = (key: keyof typeof texts) => texts[key];
  const local = wallClock(p.timeZone);
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: t('nomination'), key: 'id', width: 12 },
      { header: t('completed'), key: 'completed', width: 18, style: { numFmt: DATE_FORMAT } },
      { header: t('customer'), key: 'company', width: 34 },
      { header: t('barge'), key: 'barge', width: 20 },
      { header: t('product'), key: 'product', width: 40 },
      { header: t('nominated'), key: 'quantity', width: 15, style: { numFmt: TONNES } },
      { header: t('actual'), key: 'actual', width: 15, style: { numFmt: TONNES } },
      { header: t('variance'), key: 'variance', width: 14, style: { numFmt: TONNES } },
      { header: t('variancePercent'), key: 'percent', width: 13, style: { numFmt: '0.000' } },
      { header: t('high'), key: 'high', width: 16 },
      { header: t('justification'), key: 'justification', width: 50 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of completed(db, p.start, p.end)) {
      for (const r of batch) {
        const percent = percentOf(r.quantity, r.actual);
        sheet
          .addRow({
            id: r.id,
            completed: local(r.completedAt),
            company: r.company,
            barge: r.barge,
            product: r.product,
            quantity: r.quantity,
            actual: r.actual,
            variance: Math.round((r.actual - r.quantity) * 1000) / 1000,
            percent,
            high: Math.abs(percent) > p.threshold ? t('yes') : t('no'),
            justification: r.justification ?? '',
          })
          .commit();
      }
      // exceljs writes without waiting for the reader: a slow download would otherwise pile the
      // sheet up in memory. The next batch is read once the answer has room again.
      while (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // The reader went away (a closed tab): nothing more to write.
      if (out.destroyed) return;
    }
    sheet.commit();
    const summary = book.addWorksheet(t('summary'), { views: [{ state: 'frozen', ySplit: 1 }] });
    summary.columns = [
      { header: t('customer'), key: 'company', width: 34 },
      { header: t('product'), key: 'product', width: 40 },
      { header: t('nominations'), key: 'count', width: 13 },
      { header: t('nominated'), key: 'quantity', width: 16, style: { numFmt: TONNES } },
      { header: t('actual'), key: 'actual', width: 16, style: { numFmt: TONNES } },
      { header: t('variance'), key: 'variance', width: 14, style: { numFmt: TONNES } },
      { header: t('variancePercent'), key: 'percent', width: 13, style: { numFmt: '0.000' } },
      { header: t('highCount'), key: 'high', width: 16 },
    ];
    summary.getRow(1).font = { bold: true };
    summary.getRow(1).commit();
    const groups = (
      await db.execute(sql`
        SELECT c.name AS company, p.name AS product, count(*)::int AS count,
               sum(n.quantity)::float AS quantity, sum(n.actual_quantity)::float AS actual,
               (count(*) FILTER (WHERE abs(n.actual_quantity - n.quantity) / n.quantity * 100 > ${p.threshold}))::int AS high
          FROM nominations n JOIN companies c ON c.id = n.company_id JOIN products p ON p.id = n.product_id
         WHERE n.status = 'Completed' AND n.actual_quantity IS NOT NULL AND NOT n.hide_from_terminal
           AND n.completed_at >= ${p.start}::timestamptz AND n.completed_at < ${p.end}::timestamptz
         GROUP BY c.name, p.name ORDER BY c.name, p.name`)
    ).rows as unknown as {
      company: string;
      product: string;
      count: number;
      quantity: number;
      actual: number;
      high: number;
    }[];
    const total = { count: 0, quantity: 0, actual: 0, high: 0 };
    for (const g of groups) {
      summary
        .addRow({
          ...g,
          variance: Math.round((g.actual - g.quantity) * 1000) / 1000,
          percent: percentOf(g.quantity, g.actual),
        })
        .commit();
      total.count += g.count;
      total.quantity += g.quantity;
      total.actual += g.actual;
      total.high += g.high;
    }
    const last = summary.addRow({
      company: t('total'),
      count: total.count,
      quantity: Math.round(total.quantity * 1000) / 1000,
      actual: Math.round(total.actual * 1000) / 1000,
      variance: Math.round((total.actual - total.quantity) * 1000) / 1000,
      percent: total.quantity ? percentOf(total.quantity, total.actual) : 0,
      high: total.high,
    });
    last.font = { bold: true };
    last.commit();
    summary.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
