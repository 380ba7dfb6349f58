import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOG_ACTIONS } from '../../../contract/enums.js';
import { isCustomer } from '../../../contract/permissions.js';
import { actorOf, LOG_UPLOADED, VS, WAITING_ON, type VettingStatus } from '../../../contract/vetting.js';
import type { VettingListQuery } from '../../../contract/schemas/vetting.js';
import {
  berths,
  companies,
  products,
  ships,
  shipVettings,
  users,
  vettingDocuments,
  vettingFindings,
  vettingLog,
} from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { containsPattern, countAll, offsetOf, pageWithTotal, preparedOnce, whereAll } from '../../platform/listing.js';
import type { CallerPrincipal } from '../../platform/types.js';

/**
 * Who sees which vettings (DECISIONS.md §2, §5): a customer its own company's, drafts included;
 * terminal logistics and the inspector every submitted one; anyone else none.
 */
export function vettingScope(p: CallerPrincipal): SQL {
  if (isCustomer(p)) return eq(shipVettings.companyId, p.companyId ?? -1);
  if (actorOf(p)) return ne(shipVettings.status, 0);
  return sql`false`;
}

/** The statuses that wait on the caller; none for anyone else. */
export function waitingStatuses(p: CallerPrincipal): readonly VettingStatus[] {
  const actor = actorOf(p);
  return actor ? WAITING_ON[actor] : [];
}

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
    until: new Date(now.getTime() + (q.expiresWithin ?? 0) * 86_400_000).toISOString(),
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

export async function countWaiting(db: DbOrTx, p: CallerPrincipal): Promise<number> {
  const waiting = waitingStatuses(p);
  if (!waiting.length) return 0;
  const [row] = await db
    .select(countAll)
    .from(shipVettings)
    .where(and(vettingScope(p), inArray(shipVettings.status, [...waiting])));
  return row?.total ?? 0;
}

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

/** The vetting with its ship's and company's names; only within `scope` when one is given. */
export async function findVetting(db: DbOrTx, id: number, scope?: SQL) {
  const [row] = await db
    .select({
      vetting: shipVettings,
      shipName: ships.name,
      imo: ships.imo,
      shipKind: ships.kind,
      loa: ships.loa,
      portOfRegistry: ships.portOfRegistry,
      companyName: companies.name,
      // Display names and roles, never sign-in names (DECISIONS.md §12): customers read these.
      createdByName: creator.nickName,
      createdByRole: creator.role,
      decidedByName: decider.nickName,
      decidedByRole: decider.role,
    })
    .from(shipVettings)
    .innerJoin(ships, eq(ships.id, shipVettings.shipId))
    .innerJoin(companies, eq(companies.id, shipVettings.companyId))
    .innerJoin(creator, eq(creator.id, shipVettings.createdBy))
    .leftJoin(decider, eq(decider.id, shipVettings.decidedBy))
    .where(and(eq(shipVettings.id, id), scope));
  return row;
}
export type VettingFound = NonNullable<Awaited<ReturnType<typeof findVetting>>>;

/** Locks the vetting row for a step; answers its id, or undefined when there is none. */
export async function lockVetting(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: shipVettings.id })
    .from(shipVettings)
    .where(eq(shipVettings.id, id))
    .for('update');
  return row?.id;
}

export async function insertVetting(db: DbOrTx, values: typeof shipVettings.$inferInsert): Promise<number> {
  return (await db.insert(shipVettings).values(values).returning({ id: shipVettings.id }))[0]!.id;
}

export async function updateVetting(db: DbOrTx, id: number, values: Partial<typeof shipVettings.$inferInsert>) {
  await db.update(shipVettings).set(values).where(eq(shipVettings.id, id));
}

export async function productsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.name));
}

export async function documentsOf(db: DbOrTx, vettingId: number) {
  return db
    .select({
      id: vettingDocuments.id,
      kind: vettingDocuments.kind,
      fileName: vettingDocuments.fileName,
      mimeType: vettingDocuments.mimeType,
      size: vettingDocuments.size,
      expiresOn: vettingDocuments.expiresOn,
      inspectedOn: vettingDocuments.inspectedOn,
      uploadedByName: users.nickName,
      uploadedByRole: users.role,
      uploadedAt: vettingDocuments.uploadedAt,
    })
    .from(vettingDocuments)
    .innerJoin(users, eq(users.id, vettingDocuments.uploadedBy))
    .where(eq(vettingDocuments.vettingId, vettingId))
    .orderBy(asc(vettingDocuments.id));
}

export async function documentFile(db: DbOrTx, vettingId: number, id: number) {
  const [row] = await db
    .select({
      fileName: vettingDocuments.fileName,
      mimeType: vettingDocuments.mimeType,
      content: vettingDocuments.content,
    })
    .from(vettingDocuments)
    .where(and(eq(vettingDocuments.vettingId, vettingId), eq(vettingDocuments.id, id)));
  return row;
}

export async function insertDocument(db: DbOrTx, values: typeof vettingDocuments.$inferInsert) {
  return (await db.insert(vettingDocuments).values(values).returning({ id: vettingDocuments.id }))[0]!.id;
}

/** Whether the customer uploaded a document (log 9) since the terminal last asked for more (to status 8). */
export async function uploadedSinceAsked(db: DbOrTx, vettingId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM vetting_log u
       WHERE u.vetting_id = ${vettingId} AND u.action = ${LOG_UPLOADED}
         AND u.id > (SELECT max(a.id) FROM vetting_log a WHERE a.vetting_id = ${vettingId} AND a.to_status = ${VS.MORE_INFORMATION})
    ) AS ok`);
  return rows[0]?.ok ?? false;
}

export async function findingsOf(db: DbOrTx, vettingId: number) {
  return db
    .select({
      id: vettingFindings.id,
      kind: vettingFindings.kind,
      inspectedOn: vettingFindings.inspectedOn,
      place: vettingFindings.place,
      observations: vettingFindings.observations,
      recommendation: vettingFindings.recommendation,
      userName: users.nickName,
      userRole: users.role,
      at: vettingFindings.at,
    })
    .from(vettingFindings)
    .innerJoin(users, eq(users.id, vettingFindings.userId))
    .where(eq(vettingFindings.vettingId, vettingId))
    .orderBy(asc(vettingFindings.id));
}

export async function insertFinding(db: DbOrTx, values: typeof vettingFindings.$inferInsert) {
  await db.insert(vettingFindings).values(values);
}

/** The ship's other vettings, newest first: the terminal reads its record before deciding. */
export async function historyOf(db: DbOrTx, shipId: number, exceptId: number) {
  return db
    .select({
      id: shipVettings.id,
      status: shipVettings.status,
      companyName: companies.name,
      decidedAt: shipVettings.decidedAt,
      decisionReason: shipVettings.decisionReason,
    })
    .from(shipVettings)
    .innerJoin(companies, eq(companies.id, shipVettings.companyId))
    .where(and(eq(shipVettings.shipId, shipId), ne(shipVettings.id, exceptId), ne(shipVettings.status, 0)))
    .orderBy(desc(shipVettings.id))
    .limit(20);
}

/** The ship's latest vetting before this one, which a new vetting links to. */
export async function latestOfShip(db: DbOrTx, shipId: number, beforeId?: number) {
  const [row] = await db
    .select({ id: shipVettings.id })
    .from(shipVettings)
    .where(and(eq(shipVettings.shipId, shipId), beforeId ? lt(shipVettings.id, beforeId) : undefined))
    .orderBy(desc(shipVettings.id))
    .limit(1);
  return row?.id ?? null;
}

export async function activeBerths(db: DbOrTx) {
  return db
    .select({ name: berths.name, minLoa: berths.minLoa, maxLoa: berths.maxLoa })
    .from(berths)
    .where(eq(berths.active, true))
    .orderBy(asc(berths.name));
}

export interface VettingLogEntry {
  vettingId: number;
  action: number;
  fromStatus?: number | null;
  toStatus?: number | null;
  detail?: string | null;
  userId: number | null;
  at: Date;
}
export async function writeVettingLog(db: DbOrTx, e: VettingLogEntry) {
  await db.insert(vettingLog).values({
    vettingId: e.vettingId,
    action: e.action,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    detail: e.detail ?? null,
    userId: e.userId,
    at: e.at,
  });
}

/** Oldest first, pages of 20 by default, so the log reads as the vetting's story. */
export async function listVettingLog(db: DbOrTx, vettingId: number, q: { pageNum: number; pageSize: number }) {
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: vettingLog.id,
        action: vettingLog.action,
        fromStatus: vettingLog.fromStatus,
        toStatus: vettingLog.toStatus,
        detail: vettingLog.detail,
        userName: users.nickName,
        userRole: users.role,
        at: vettingLog.at,
      })
      .from(vettingLog)
      .leftJoin(users, eq(users.id, vettingLog.userId))
      .where(eq(vettingLog.vettingId, vettingId))
      .orderBy(asc(vettingLog.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(vettingLog).where(eq(vettingLog.vettingId, vettingId)),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      actionLabel: LOG_ACTIONS[r.action as keyof typeof LOG_ACTIONS] ?? String(r.action),
      at: r.at.toISOString(),
    })),
    total,
  };
}
