import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ships } from '../../db/schema/index.js';
import { UNQUALIFYING } from '../../../contract/vetting.js';
import type { DbOrTx } from '../../db/client.js';

const unqualifying = sql.raw(UNQUALIFYING.join(', '));

/** The reason of the ship's current hand blacklisting, if any. */
const blacklistReasonSql = (shipId: AnyColumn | SQL) =>
  sql<
    string | null
  >`(SELECT b.reason FROM ship_blacklist b WHERE b.ship_id = ${shipId} AND b.lifted_on IS NULL ORDER BY b.id DESC LIMIT 1)`;

export async function blacklistReason(db: DbOrTx, shipId: number): Promise<string | null> {
  const { rows } = await db.execute<{ reason: string | null }>(
    sql`SELECT ${blacklistReasonSql(sql`${shipId}::integer`)} AS reason`,
  );
  return rows[0]?.reason ?? null;
}

/** The status of a ship's latest decided vetting (null when none was decided): the ship's vetting status. */
const latestDecidedStatus = (shipId: AnyColumn | SQL) =>
  sql<
    number | null
  >`(SELECT v.status FROM ship_vettings v WHERE v.ship_id = ${shipId} AND v.decision IS NOT NULL ORDER BY v.id DESC LIMIT 1)`;

/**
 * DECISIONS.md §5: a ship is unqualified when blacklisted by hand, or when its latest decided
 * vetting is Rejected, Expired or Suspended. One expression for the pickers, the berth rules and
 * the ship records.
 */
export const unqualifiedSql = (shipId: AnyColumn | SQL) => {
  // Wrapped, because drizzle writes a column placed straight in a select's field without its table
  // ("id"), which inside the subquery meant ship_blacklist's own id: the nomination form's picker
  // then offered blacklisted barges as qualified (issue 31 point 6).
  const id = sql`${shipId}`;
  return sql<boolean>`(EXISTS (SELECT 1 FROM ship_blacklist b WHERE b.ship_id = ${id} AND b.lifted_on IS NULL) OR COALESCE(${latestDecidedStatus(id)} IN (${unqualifying}), false))`;
};

/**
 * What decides whether a barge may be nominated, read the same way by the nomination form's picker
 * and by the refusal on Save: whether it is blacklisted by hand (and why), and its vetting status.
 */
export const bargeStandingFields = (shipId: AnyColumn | SQL) => {
  const id = sql`${shipId}`;
  return {
    blacklisted: sql<boolean>`(EXISTS (SELECT 1 FROM ship_blacklist b WHERE b.ship_id = ${id} AND b.lifted_on IS NULL))`,
    blacklistReason: blacklistReasonSql(id),
    vettingStatus: latestDecidedStatus(id),
  };
};

/** One ship's standing (`bargeStandingFields`), or undefined when there is no such ship. */
export async function bargeStanding(db: DbOrTx, shipId: number) {
  const [standing] = await db.select(bargeStandingFields(ships.id)).from(ships).where(eq(ships.id, shipId));
  return standing;
}
