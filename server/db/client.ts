import { createHash } from 'node:crypto';
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
  listen(channel: string, onMessage: (payload: string) => void): Promise<Listener>;
  close(): Promise<void>;
}

/** A LISTEN connection, with what metrics show of it. */
export interface Listener {
  /** Whether it is listening now. */
  readonly connected: boolean;
  /** Times it was connected again after losing its connection. */
  readonly reconnects: number;
  close(): Promise<void>;
}

/** The role the application works as: it may read and insert audit rows, never change them. */
export const APP_ROLE = 'berth_app';

/** How long the app waits on PostgreSQL (docs/operations.md, "Database timeouts"). */
interface DbTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectMs: number;
  /** PostgreSQL cancels a statement that runs longer (0: never, for migrations). */
  statementMs: number;
  /** PostgreSQL ends a session that sits idle inside a transaction this long. */
  idleInTransactionMs: number;
}

const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 30_000 };

/**
 * Errors the driver raised while connecting or running a statement. A refused or reset socket is
 * Node's error, the same as a mail server's or a partner's: this is how the error handler tells a
 * database outage (berth_db_errors_total) from theirs. A set, so the error itself stays as it was.
 */
const driverErrors = new WeakSet<object>();
function markDriverError<E>(e: E): E {
  if (e && typeof e === 'object') driverErrors.add(e);
  return e;
}
export const raisedByDriver = (e: unknown): boolean => !!e && typeof e === 'object' && driverErrors.has(e);

/**
 * The client of every pooled connection.
 *
 * - Every statement with parameters is prepared once per connection, named by a hash of its text:
 *   PostgreSQL then parses it once, and plans it once when a generic plan serves as well as a custom
 *   one (planning cost more than running on the lists: issue 14). Statements without parameters
 *   (migrations, several statements in one text) go as they are.
 * - A statement whose answer does not arrive within `query_timeout` (the statement timeout plus a
 *   margin: the network, not PostgreSQL, is stuck) fails, and its connection is destroyed, so that
 *   it leaves the pool instead of queueing the next user's statements behind the lost answer.
 */
class BerthClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection can fail while a request holds it (pg-pool listens only while it is idle): the
    // failure reaches that request's statement; without a listener here it would end the process.
    this.on('error', () => undefined);
  }
  // pg-pool connects with a callback; the promise form is marked the same way.
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
  override connect(callback?: (...args: never[]) => void): Promise<pg.Client> | void {
    if (!callback)
      return super.connect().catch((e: unknown) => {
        throw markDriverError(e);
      });
    const reply = callback as (...args: unknown[]) => void;
    super.connect((err: Error, ...rest: unknown[]) => reply(markDriverError(err), ...rest));
  }
  override query(...args: unknown[]): never {
    // drizzle passes { text, types } and the values beside it; others pass { text, values }.
    const config = args[0] as { text?: unknown; values?: unknown[]; name?: string } | undefined;
    const values = config?.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
    if (config && typeof config === 'object' && typeof config.text === 'string' && values?.length && !config.name)
      args[0] = { ...config, name: statementName(config.text) };
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise)
      result.catch((e: unknown) => {
        markDriverError(e);
        if (e instanceof Error && e.message === 'Query read timeout')
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    return result as never;
  }
}

const names = new Map<string, string>();
/** A prepared statement's name: the same text gets the same name on every connection (and in logs). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `b${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

interface OpenOptions {
  max?: number;
  /** Every connection works as this role from its first statement. */
  role?: string;
  timeouts?: Partial<DbTimeouts>;
}

/** Timestamps as JS Dates (default); numeric columns stay strings unless a service converts them. */
export function openDatabase(url: string, opts: OpenOptions = {}): Database {
  const t = { ...DEFAULT_DB_TIMEOUTS, ...opts.timeouts };
  const session = {
    application_name: 'berth',
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
    ...(opts.role ? { options: `-c role=${opts.role}` } : {}),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    ...(t.statementMs > 0 ? { query_timeout: t.statementMs + 2_000 } : {}),
    Client: BerthClient,
    ...session,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  const listen: Database['listen'] = async (channel, onMessage) => {
    let closed = false;
    let client: pg.Client | undefined;
    let connected = false;
    let lost = false;
    let reconnects = 0;
    // Never fails: while PostgreSQL is away it tries again every second. Events raised meanwhile are
    // in the table, where the drawer reads them.
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url, ...session, application_name: 'berth-listen' });
      let gone = false;
      const retry = () => {
        if (gone) return;
        gone = true;
        if (client === c) {
          connected = false;
          lost = true;
        }
        if (!closed) setTimeout(() => void connect(), 1_000).unref();
      };
      c.on('notification', (m) => {
        if (m.channel === channel && m.payload) onMessage(m.payload);
      });
      c.on('error', retry);
      c.on('end', retry);
      try {
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
        client = c;
        if (closed) await c.end();
        else if (!gone) {
          connected = true;
          if (lost) reconnects++;
          lost = false;
        }
      } catch {
        retry();
        await c.end().catch(() => undefined);
      }
    };
    await connect();
    return {
      get connected() {
        return connected && !closed;
      },
      get reconnects() {
        return reconnects;
      },
      close: async () => {
        closed = true;
        connected = false;
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
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((e: unknown) => {
        // Another process starting at the same moment created it first.
        const code = (e as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw e;
      });
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
