import { alias } from 'drizzle-orm/pg-core';
import { eq, sql, type SQL } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { CompanyInput, CompanyListQuery, CompanyRecord } from '../../../contract/schemas/companies.js';
import { activeFilter, countAll, offsetOf, orderOf, pageWithTotal, searchAny, whereAll } from '../../platform/listing.js';

const parent = alias(companies, 'parent');

const recordColumns = {
  id: companies.id, code: companies.code, name: companies.name, kind: companies.kind, legalName: companies.legalName,
  entityType: companies.entityType, country: companies.country, industrySector: companies.industrySector,
  foundedOn: companies.foundedOn, registerNumber: companies.registerNumber, lei: companies.lei,
  parentCompanyId: companies.parentCompanyId, parentCompanyName: parent.name, beneficialOwner: companies.beneficialOwner,
  streetNo: companies.streetNo, street: companies.street, town: companies.town, postalCode: companies.postalCode,
  poBox: companies.poBox, email: companies.email, website: companies.website, telephone: companies.telephone,
  socialLinks: companies.socialLinks, alternativeName: companies.alternativeName, uen: companies.uen, active: companies.active,
  userCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.companyId} = ${companies.id})`,
};

const SORTABLE = { code: companies.code, name: companies.name, kind: companies.kind, country: companies.country };

function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db.select(recordColumns).from(companies).leftJoin(parent, eq(parent.id, companies.parentCompanyId)).where(where);
}

export function listCompanies(db: DbOrTx, q: CompanyListQuery, scope: SQL | undefined): Promise<{ rows: CompanyRecord[]; total: number }> {
  const where = whereAll(
    scope,
    activeFilter(companies.active, q.active),
    searchAny(q.searchValue, [companies.name, companies.code, companies.legalName, companies.uen, companies.alternativeName]),
    q.kind ? eq(companies.kind, q.kind) : undefined,
    q.country ? eq(companies.country, q.country.toUpperCase()) : undefined,
  );
  return pageWithTotal(
    selectRecords(db, where).orderBy(...orderOf(q, SORTABLE, companies.name)).limit(q.pageSize).offset(offsetOf(q)),
    db.select(countAll).from(companies).where(where),
  );
}

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await selectRecords(db, eq(companies.id, id));
  return row;
}

export async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row !== undefined && row.id !== exceptId;
}

export async function insertCompany(db: DbOrTx, input: CompanyInput): Promise<number> {
  const [row] = await db.insert(companies).values(input).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: DbOrTx, id: number, values: Partial<CompanyInput> & { active?: boolean }, at: Date): Promise<void> {
  await db.update(companies).set({ ...values, updatedAt: at }).where(eq(companies.id, id));
}

/** Whether choosing `parentId` as the parent of `id` would close a loop. */
export async function wouldCycle(db: DbOrTx, id: number, parentId: number): Promise<boolean> {
  const res = await db.execute<{ hit: boolean }>(sql`
    WITH RECURSIVE up(id, parent) AS (
      SELECT id, parent_company_id FROM companies WHERE id = ${parentId}
      UNION SELECT c.id, c.parent_company_id FROM companies c JOIN up ON c.id = up.parent
    ) SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}) AS hit`);
  return res.rows[0]?.hit ?? false;
}
