import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The readiness probe's question to PostgreSQL: does it answer at all. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
