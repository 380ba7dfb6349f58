import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestApp } from './app.js';
import { withDb } from './net.js';

/** A committed migration's statements, split as drizzle's migrator splits them. */
const statementsOf = (file: string) =>
  readFileSync(`server/db/migrations/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The one statement of a migration that starts (after its comments) with `start`, without its final
 * semicolon, so a test can add a condition to it; undefined when the migration has none.
 */
export function statementOf(file: string, start: string): string | undefined {
  const found = statementsOf(file).filter((s) => s.replace(/^(--[^\n]*\n)*/, '').startsWith(start));
  if (found.length > 1) throw new Error(`${file} has ${found.length} statements starting ${start}`);
  return found[0]?.replace(/;\s*$/, '');
}

/**
 * Runs `body` on one owner connection inside a transaction that is then rolled back: a test reruns a
 * migration's backfill over rows it made, reads the outcome, and leaves its database as it was.
 */
export async function inRolledBackTransaction<T>(t: TestApp, body: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
  await c.connect();
  try {
    await c.query('BEGIN');
    return await body(c);
  } finally {
    await c.query('ROLLBACK').catch(() => undefined);
    await c.end();
  }
}
