import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { BATCH, keysetBatches } from './excel.keyset.js';

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
export function pilotJobRows(db: Db, start: Date, end: Date, pilotId: number | null): AsyncGenerator<Row[]> {
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
