import { createHash } from 'node:crypto';
import { desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCustomer } from '../../../contract/permissions.js';
import { actorOf } from '../../../contract/vetting.js';
import type { VettingListQuery } from '../../../contract/schemas/vetting.js';
import { companies, ships, shipVettings } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { containsPattern, countAll, offsetOf, preparedOnce, whereAll } from '../../platform/listing.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { waitingStatuses } from './shipVettings.repository.js';
import { DAY } from '../../../contract/time.js';

const counted = { v: alias(shipVettings, 'cv'), s: alias(ships, 'cs'), c: alias(companies, 'cc') };
type Tables = {
  v: typeof shipVettings | typeof counted.v;
  s: typeof ships | typeof counted.s;
  c: typeof companies | typeof counted.c;
};

/**
 * The list's statements for one shape (who calls, which filters), prepared once: values travel as
 * placeholders, and the total rides along as an uncorrelated subquery, so a page is one round trip.
 */
function listStatements(db: Db, p: CallerPrincipal, q: VettingListQuery) {
  const actor = actorOf(p);
  const scope = isCustomer(p) ? 'company' : actor ? 'terminal' : 'none';
  const filters = {
    status: q.status !== undefined,
    statuses: !!q.statuses,
    expiring: q.expiresWithin !== undefined,
    waiting: q.waiting === 'true',
    ship: q.shipId !== undefined,
  };
  const search = !!q.searchValue;
  const key = ['vettings', scope, actor, ...Object.values(filters), search].join('|');
  return preparedOnce(db, key, () => {
    const waiting = waitingStatuses(p);
    const like = sql.placeholder('like');
    const where = ({ v, s, c }: Tables) =>
      whereAll(
        scope === 'company'
          ? eq(v.companyId, sql.placeholder('company'))
          : scope === 'terminal'
            ? ne(v.status, 0)
            : sql`false`,
        filters.status ? eq(v.status, sql.placeholder('status')) : undefined,
        filters.statuses ? sql`${v.status} = ANY(${sql.placeholder('statuses')}::int[])` : undefined,
        filters.expiring
          ? sql`${v.expiresAt} >= ${sql.placeholder('now')}::timestamptz AND ${v.expiresAt} < ${sql.placeholder('until')}::timestamptz`
          : undefined,
        filters.waiting ? (waiting.length ? inArray(v.status, [...waiting]) : sql`false`) : undefined,
        filters.ship ? eq(v.shipId, sql.placeholder('ship')) : undefined,
        search ? or(ilike(s.name, like), ilike(s.imo, like), ilike(c.name, like)) : undefined,
      );
    const countQuery = search
      ? db
          .select(countAll)
          .from(counted.v)
          .innerJoin(counted.s, eq(counted.s.id, counted.v.shipId))
          .innerJoin(counted.c, eq(counted.c.id, counted.v.companyId))
          .where(where(counted))
      : db.select(countAll).from(counted.v).where(where(counted));
    const name = `vettings_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
    const mine = { v: shipVettings, s: ships, c: companies };
    return {
      page: db
        .select({
          id: shipVettings.id,
          shipId: shipVettings.shipId,
          shipName: ships.name,
          imo: ships.imo,
          shipKind: ships.kind,
          companyName: companies.name,
          status: shipVettings.status,
          operation: shipVettings.operation,
          eta: shipVettings.eta,
          updatedAt: shipVettings.updatedAt,
          expiresAt: shipVettings.expiresAt,
          waiting: waiting.length
            ? sql<boolean>`${shipVettings.status} IN (${sql.join(
                waiting.map((w) => sql`${w}`),
                sql`, `,
              )})`
            : sql<boolean>`false`,
          total: sql<number>`(${countQuery})`,
        })
        .from(shipVettings)
        .innerJoin(ships, eq(ships.id, shipVettings.shipId))
        .innerJoin(companies, eq(companies.id, shipVettings.companyId))
        .where(where(mine))
        .orderBy(desc(shipVettings.updatedAt), desc(shipVettings.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_p`),
      count: countQuery.prepare(`${name}_c`),
    };
  });
}

/** `now`: the server's clock, from which "ending within so many days" counts (as the dashboard's figure does). */
export async function listVettings(db: Db, p: CallerPrincipal, q: VettingListQuery, now: Date) {
  const { page, count } = listStatements(db, p, q);
  const params = {
    company: p.companyId ?? -1,
    status: q.status,
    statuses: q.statuses?.split(',').map(Number),
    now: now.toISOString(),
    until: new Date(now.getTime() + (q.expiresWithin ?? 0) * DAY).toISOString(),
    ship: q.shipId,
    like: q.searchValue ? containsPattern(q.searchValue) : undefined,
    limit: q.pageSize,
    offset: offsetOf(q),
  };
  const rows = await page.execute(params);
  // Past the last page no row carries the total; only then is it counted apart.
  const total = rows[0]?.total ?? (q.pageNum > 1 ? ((await count.execute(params))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
