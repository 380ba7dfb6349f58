import type { Readable } from 'node:stream';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { Db } from '../../db/client.js';
import { xlsxStream } from './excel.xlsxStream.js';
import { billingRows } from './excel.billing.repository.js';
import { terminalWallClock } from '../../../contract/datetime.js';

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
    for await (const batch of billingRows(db, p.start, p.end)) {
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
