import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../contract/schemas/common.js';

/** `%text%` with LIKE's own characters escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The searchValue of a list: one of the columns contains it, case-insensitively. */
export function searchAny(value: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!value) return undefined;
  const pattern = containsPattern(value);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** Active records by default; `active=false` the deactivated ones; `all` both. */
export function activeFilter(column: AnyColumn, active: ListQuery['active']): SQL | undefined {
  if (active === 'all') return undefined;
  return eq(column, active === 'true');
}

/**
 * ORDER BY from a whitelist of sortable fields; unknown fields fall back to the default. Own keys
 * only: `sort=__proto__` or `constructor` would otherwise reach the inherited members of the object.
 */
export function orderOf(
  q: Pick<ListQuery, 'sort' | 'order'>,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
): SQL[] {
  const column = (q.sort && Object.hasOwn(sortable, q.sort) && sortable[q.sort]) || fallback;
  return [q.order === 'DESC' ? desc(column) : asc(column)];
}

export const offsetOf = (q: { pageNum: number; pageSize: number }) => (q.pageNum - 1) * q.pageSize;

export const whereAll = (...parts: (SQL | undefined)[]) => and(...parts);

/** A page and the total of the filtered rows, fetched together. */
export async function pageWithTotal<T>(
  page: Promise<T[]>,
  count: Promise<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [counted]] = await Promise.all([page, count]);
  return { rows, total: counted?.total ?? 0 };
}

export const countAll = { total: sql<number>`count(*)::int` };

const prepared = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built and prepared once per database and key (the combination of filters and sort),
 * so a busy list neither builds SQL in Node nor plans it in PostgreSQL on every call.
 */
export function preparedOnce<T>(db: object, key: string, build: () => T): T {
  let forDb = prepared.get(db);
  if (!forDb) prepared.set(db, (forDb = new Map()));
  let statement = forDb.get(key) as T | undefined;
  if (!statement) forDb.set(key, (statement = build()));
  return statement;
}

/**
 * Statements built once per database and shape (which filters a list call uses), compiled with
 * placeholders and kept prepared: a list call then only fills in its values (issue 14).
 */
export function statementCache<T>() {
  const byDb = new WeakMap<object, Map<string, T>>();
  return (db: object, shape: string, build: () => T): T => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let built = shapes.get(shape);
    if (!built) shapes.set(shape, (built = build()));
    return built;
  };
}
