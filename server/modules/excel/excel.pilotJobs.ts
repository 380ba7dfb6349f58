import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUES, type CatalogueLocale } from '../../../contract/messages/index.js';
import type { Db } from '../../db/client.js';
import { xlsxStream } from './excel.xlsxStream.js';
import { BATCH, keysetBatches } from './excel.keyset.js';
import { terminalWallClock } from '../../../contract/datetime.js';

interface Row {
  id: number;
  requiredAt: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
  nominationId: number;
  barge: string;
  movement: 'berthing' | 'unberthing' | 'shifting';
  fromPlace: string | null;
  toPlace: string | null;
  pilot: string | null;
  tugs: string | null;
  status: 'Requested' | 'Confirmed' | 'In Progress' | 'Completed' | 'Cancelled';
  minutes: number;
}

/** The period's live jobs, earliest first, a batch at a time; `pilotId` narrows to a pilot's own. */
function jobs(db: Db, start: Date, end: Date, pilotId: number | null): AsyncGenerator<Row[]> {
  const own: SQL = pilotId === null ? sql`` : sql`AND j.pilot_id = ${pilotId}`;
  return keysetBatches(
    async (after) =>
      (
        (
          await db.execute(sql`
            SELECT j.id, j.required_at AS "requiredAt", j.actual_start AS "actualStart", j.actual_end AS "actualEnd",
                   j.nomination_id AS "nominationId", s.name AS barge, j.movement, j.from_place AS "fromPlace",
                   j.to_place AS "toPlace", p.name AS pilot, j.status,
                   (SELECT string_agg(t.name, ', ' ORDER BY t.name) FROM pilot_job_tugs jt JOIN pilots t ON t.id = jt.tug_id
                     WHERE jt.job_id = j.id) AS tugs,
                   coalesce(extract(epoch FROM j.actual_end - j.actual_start) / 60, j.duration_minutes)::float AS minutes
              FROM pilot_jobs j JOIN nominations n ON n.id = j.nomination_id JOIN ships s ON s.id = n.barge_id
              LEFT JOIN pilots p ON p.id = j.pilot_id
             WHERE j.status <> 'Cancelled' AND NOT n.hide_from_terminal ${own}
               AND j.required_at >= ${start}::timestamptz AND j.required_at < ${end}::timestamptz
               AND (j.required_at, j.id) > (${after.at}::timestamptz, ${after.id})
             ORDER BY j.required_at, j.id LIMIT ${BATCH}`)
        ).rows as unknown as Row[]
      ).map((r) => ({
        ...r,
        requiredAt: new Date(r.requiredAt),
        actualStart: r.actualStart && new Date(r.actualStart),
        actualEnd: r.actualEnd && new Date(r.actualEnd),
      })),
    (r) => r.requiredAt,
  );
}

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
    for await (const batch of jobs(db, p.start, p.end, p.pilotId)) {
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
