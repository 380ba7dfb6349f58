import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: repositories accept either the database or a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** A connection of its own that LISTENs on `channel` until closed, reconnecting after a drop. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<{ close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The role the application works as: it may read and insert audit rows, never change them. */
export const APP_ROLE = 'berth_app';

/**
 * Timestamps as JS Dates (default); numeric columns stay strings unless a service converts them.
 * With `role`, every connection works as that role from its first statement.
 */
export function openDatabase(url: string, max = 20, role?: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    application_name: 'berth',
    ...(role ? { options: `-c role=${role}` } : {}),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  const listen: Database['listen'] = async (channel, onMessage) => {
    let closed = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({
        connectionString: url,
        application_name: 'berth-listen',
        ...(role ? { options: `-c role=${role}` } : {}),
      });
      c.on('notification', (m) => {
        if (m.channel === channel && m.payload) onMessage(m.payload);
      });
      // A dropped connection is replaced; events raised while it was down are in the table for the drawer.
      c.on('error', () => undefined);
      c.on('end', () => {
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
      });
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      client = c;
    };
    await connect();
    return {
      close: async () => {
        closed = true;
        await client?.end().catch(() => undefined);
      },
    };
  };
  return { db, pool, listen, close: () => pool.end() };
}

/** Creates the database named in `url` if the server does not have it yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Whether the connecting user may work as the application role (the migration could create it). */
export async function appRoleAvailable(pool: pg.Pool): Promise<boolean> {
  const res = await pool.query<{ ok: boolean }>(
    `SELECT CASE WHEN EXISTS (SELECT FROM pg_roles WHERE rolname = $1)
       THEN pg_has_role(current_user, $1, 'MEMBER') ELSE false END AS ok`,
    [APP_ROLE],
  );
  return res.rows[0]?.ok ?? false;
}
