import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { MIGRATIONS_DIR } from '../paths.js';

/** The advisory lock key every Berth process takes to migrate (docs/operations.md). */
const MIGRATION_LOCK = 727_000;

/**
 * Applies the committed migrations; the same files run on embedded and external PostgreSQL.
 * Several processes may start at once on a database that needs migrating: each waits for a
 * session-level advisory lock, so one migrates and the others then find nothing left to do. The
 * lock is held by a connection of its own and goes with it if the process dies.
 */
export async function runMigrations(database: Pick<Database, 'db' | 'pool'>): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}
