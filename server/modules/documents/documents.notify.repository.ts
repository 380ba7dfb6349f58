import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_ROLES, SURVEYOR_ROLES } from '../../../contract/permissions.js';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';
import type { SignerSlot } from '../../../contract/documents.js';
import { nominationSurveyors, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { NominationRow } from '../nominations/nominations.repository.js';
import type { DocumentRowDb } from './documents.repository.js';

const active = eq(users.status, 'Active');
const SIGNING_TERMINAL = [ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_LOADING_MASTER];

/** Who fills a signing slot on this nomination. */
function slotHolders(slot: SignerSlot, n: NominationRow): SQL {
  switch (slot) {
    case 'surveyor':
      return and(
        eq(users.userType, USER_TYPE.COMPANY),
        inArray(users.role, [...SURVEYOR_ROLES]),
        inArray(
          users.companyId,
          sql`(SELECT ${nominationSurveyors.companyId} FROM ${nominationSurveyors} WHERE ${nominationSurveyors.nominationId} = ${n.id})`,
        ),
      )!;
    case 'loadingMaster':
    case 'terminal':
      return n.hideFromTerminal
        ? sql`false`
        : and(eq(users.userType, USER_TYPE.TERMINAL), inArray(users.role, SIGNING_TERMINAL))!;
    case 'bargeMaster':
      return and(eq(users.userType, USER_TYPE.BARGE), eq(users.shipId, n.bargeId))!;
  }
}

/** The maker's side: the terminal's document desk, or the maker's surveying company. */
function makerSide(d: DocumentRowDb): SQL {
  if (d.makerType === USER_TYPE.TERMINAL) return slotHolders('terminal', { hideFromTerminal: false } as NominationRow);
  return and(
    eq(users.userType, USER_TYPE.COMPANY),
    inArray(users.role, [...SURVEYOR_ROLES]),
    eq(users.companyId, d.makerCompanyId ?? -1),
  )!;
}

async function idsOf(db: DbOrTx, who: SQL): Promise<number[]> {
  return (await db.select({ id: users.id }).from(users).where(and(active, who))).map((r) => r.id);
}

/** The active users who fill a signing slot on this nomination. */
export const slotHolderIds = (db: DbOrTx, slot: SignerSlot, n: NominationRow) => idsOf(db, slotHolders(slot, n));

/** The active users of the document maker's side. */
export const makerSideIds = (db: DbOrTx, d: DocumentRowDb) => idsOf(db, makerSide(d));

/** Those told that a document is signed by everyone: the maker's side, the customer's users and the barge. */
export const signedPartyIds = (db: DbOrTx, d: DocumentRowDb, n: NominationRow) =>
  idsOf(
    db,
    or(
      makerSide(d),
      and(
        eq(users.userType, USER_TYPE.COMPANY),
        inArray(users.role, [...CUSTOMER_ROLES]),
        eq(users.companyId, n.companyId),
      ),
      slotHolders('bargeMaster', n),
    )!,
  );
