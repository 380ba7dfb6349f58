import type { Readable } from 'node:stream';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { Db } from '../../db/client.js';
import { xlsxStream } from './excel.xlsxStream.js';
import { pilotJobRows } from './excel.pilotJobs.repository.js';
import { terminalWallClock } from '../../../contract/datetime.js';

/**
 * DECISIONS.md §7's pilot jobs export: date, times, barge, movement, from/to, pilot, tugs and
 * duration (actual when done, planned otherwise) of every live job of the period, a total at the
 * end; a pilot's own jobs only when `pilotId` is given. Streamed like the variance report.
 */
export function pilotJobsWorkbook(
  db: Db,
  p: { start: Date; end: Date; lang: CatalogueLocale; timeZone: string; pilotId: number | null },
): Readable {
  const catalogue = CATALOGUES[p.lang];
  const t = (key: keyof typeof catalogue.excel.pilotJobs) => catalogue.excel.pilotJobs[key];
  const place = (v: string | null) => v ?? catalogue.pilotage.anchorage;
  const local = (at: Date) => terminalWallClock(at, p.timeZone);
  return xlsxStream(async (book) => {
    const sheet = await book.sheet(t('sheet'), [
      { header: t('job'), width: 9 },
      { header: t('required'), width: 18, format: 'date' },
      { header: t('actualStart'), width: 18, format: 'date' },
      { header: t('actualEnd'), width: 18, format: 'date' },
      { header: t('nomination'), width: 12 },
      { header: t('barge'), width: 20 },
      { header: t('movement'), width: 13 },
      { header: t('from'), width: 12 },
      { header: t('to'), width: 12 },
      { header: t('pilot'), width: 24 },
      { header: t('tugs'), width: 30 },
      { header: t('status'), width: 13 },
      { header: t('duration'), width: 13, format: 'decimal2' },
    ]);
    let count = 0;
    let hours = 0;
    for await (const batch of pilotJobRows(db, p.start, p.end, p.pilotId)) {
      for (const r of batch) {
        const h = Math.round((r.minutes / 60) * 100) / 100;
        count++;
        hours += h;
        const open = await sheet.add([
          r.id,
          local(r.requiredAt),
          r.actualStart ? local(r.actualStart) : null,
          r.actualEnd ? local(r.actualEnd) : null,
          r.nominationId,
          r.barge,
          catalogue.pilotage.movements[r.movement],
          place(r.fromPlace),
          place(r.toPlace),
          r.pilot ?? '',
          r.tugs ?? '',
          catalogue.pilotage.statuses[r.status],
          h,
        ]);
        if (!open) return;
      }
    }
    await sheet.add(
      [t('total'), null, null, null, count, null, null, null, null, null, null, null, Math.round(hours * 100) / 100],
      {
        bold: true,
      },
    );
    await sheet.end();
  });
}
