import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  isBarge,
  isBargeOperator,
  isCompanyUser,
  isPilot,
  isSurveyor,
  isSystemAdmin,
  isTerminalUser,
} from '../../../contract/permissions.js';
import { nominations } from '../../db/schema/index.js';
import type { CallerPrincipal } from '../../platform/types.js';

/*
 * Who sees which nominations (DECISIONS.md §2, §9). This module builds on the schema alone, so that
 * every module that shows nominations or their traces (pilotage, audit, mail outbox, dashboard,
 * documents) takes the one definition without depending on the nominations module, which itself
 * builds on pilotage.
 */

/**
 * What the terminal's side (its staff of every role and the system admin) may see of nominations:
 * none hidden from the terminal (DECISIONS.md §9) and none never submitted: a draft is the
 * customer's own, also once the customer revokes it (Cancelled from Created, issue 31). Every list,
 * count, search, log and export that shows nominations or their traces to the terminal's side
 * takes this scope (or `terminalUnseenIds`).
 */
export const terminalSees = (): SQL =>
  and(eq(nominations.hideFromTerminal, false), isNotNull(nominations.submittedAt))!;

/** The ids the terminal's side may not see, for channels that carry only a nomination id (audit log, mail outbox). */
export const terminalUnseenIds = sql`SELECT id FROM nominations WHERE hide_from_terminal OR submitted_at IS NULL`;

/** The same test as `terminalSees` on one nomination already read. */
export const terminalSeesRow = (row: { hideFromTerminal: boolean; submittedAt: Date | null }): boolean =>
  !row.hideFromTerminal && row.submittedAt !== null;

/**
 * How a filter puts a value into SQL: as it is (a one-off statement), or as a named placeholder
 * whose value is recorded (a statement built once and prepared: nominations.repository `Binder`).
 */
export type Bind = <T>(name: string, value: T) => T | ReturnType<typeof sql.placeholder>;
const literal: Bind = (_name, value) => value;

/**
 * DECISIONS.md §2 data scope: a customer sees its company's nominations, a surveyor those naming
 * its company, a barge operator its company's barges, a barge its own; the terminal's side sees
 * `terminalSees`, and a pilot (not its head) only those of its own live jobs (§7a). A draft is the
 * customer's own until submitted, and stays so when revoked: nobody else sees it.
 */
export function scopeOf(p: CallerPrincipal, bind: Bind = literal): SQL | undefined {
  const submitted = isNotNull(nominations.submittedAt);
  if (isPilot(p))
    return and(
      terminalSees(),
      sql`${nominations.id} IN (SELECT nomination_id FROM pilot_jobs WHERE pilot_id = ${bind('scopePilot', p.pilotId ?? -1)} AND status <> 'Cancelled')`,
    );
  if (isTerminalUser(p) || isSystemAdmin(p)) return terminalSees();
  if (isSurveyor(p))
    return and(
      submitted,
      sql`${nominations.id} IN (SELECT nomination_id FROM nomination_surveyors WHERE company_id = ${bind('scopeCompany', p.companyId ?? -1)})`,
    );
  if (isCompanyUser(p)) return eq(nominations.companyId, bind('scopeCompany', p.companyId ?? -1));
  if (isBargeOperator(p))
    return and(
      submitted,
      sql`${nominations.bargeId} IN (SELECT id FROM ships WHERE company_id = ${bind('scopeCompany', p.companyId ?? -1)})`,
    );
  if (isBarge(p)) return and(submitted, eq(nominations.bargeId, bind('scopeShip', p.shipId ?? -1)));
  // Anyone else (no such principal today) sees nothing rather than everything.
  return sql`false`;
}

/** Which branch of scopeOf a caller takes: part of a prepared list statement's key. */
export function scopeKind(p: CallerPrincipal): string {
  if (isPilot(p)) return 'pilot';
  if (isTerminalUser(p) || isSystemAdmin(p)) return 'terminal';
  if (isSurveyor(p)) return 'surveyor';
  if (isCompanyUser(p)) return 'company';
  if (isBargeOperator(p)) return 'operator';
  if (isBarge(p)) return 'barge';
  return 'none';
}
