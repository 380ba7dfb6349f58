import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The active users who speak for a pilot record (DECISIONS.md §7a): who hears of that pilot's jobs. */
export async function pilotUserIds(db: DbOrTx, pilotId: number): Promise<number[]> {
  const r = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE pilot_id = ${pilotId} AND status = 'Active' ORDER BY id`,
  );
  return r.rows.map((u) => u.id);
}
