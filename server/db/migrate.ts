import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';
import { MIGRATIONS_DIR } from '../paths.js';

export { MIGRATIONS_DIR };

/** Applies the committed migrations; the same files run on embedded and external PostgreSQL. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
