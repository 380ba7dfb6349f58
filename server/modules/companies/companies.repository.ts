import { alias } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CompanyInput, CompanyListQuery, CompanyRecord } from '../../../contract/schemas/companies.js';
import {
  activeFilter,
  containsPattern,
  countAll,
  offsetOf,
  orderOf,
  preparedOnce,
  whereAll,
} from '../../platform/listing.js';

const parent = alias(companies, 'parent');

const recordColumns = {
  id: companies.id,
  code: companies.code,
  name: companies.name,
  kind: companies.kind,
  legalName: companies.legalName,
  entityType: companies.entityType,
  country: companies.country,
  industrySector: companies.industrySector,
  foundedOn: companies.foundedOn,
  registerNumber: companies.registerNumber,
  lei: companies.lei,
  parentCompanyId: companies.parentCompanyId,
  parentCompanyName: parent.name,
  beneficialOwner: companies.beneficialOwner,
  streetNo: companies.streetNo,
  street: companies.street,
  town: companies.town,
  postalCode: companies.postalCode,
  poBox: companies.poBox,
  email: companies.email,
  billingEmail: companies.billingEmail,
  website: companies.website,
  telephone: companies.telephone,
  socialLinks: companies.socialLinks,
  alternativeName: companies.alternativeName,
  uen: companies.uen,
  active: companies.active,
  approved: companies.approved,
  userCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.companyId} = ${companies.id})`,
};

const SORTABLE = { code: companies.code, name: companies.name, kind: companies.kind, country: companies.country };

function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parentCompanyId))
    .where(where);
}

const SEARCHED_KEYS = { name: true, code: true, legalName: true, uen: true, alternativeName: true } as const;
const SEARCHED = Object.keys(SEARCHED_KEYS) as (keyof typeof SEARCHED_KEYS)[];
const counted = alias(companies, 'counted');

/**
 * The list's two statements (page and total) for one combination of filters and sort, prepared
 * once: values travel as placeholders. Scope is the caller's company or none.
 */
function listStatements(db: Db, q: CompanyListQuery, scoped: boolean) {
  // Only known sort fields make a key, so callers cannot grow the statement cache at will.
  const sort = q.sort && q.sort in SORTABLE ? q.sort : '';
  const key = ['companies', scoped, q.active, !!q.searchValue, !!q.kind, !!q.country, sort, q.order].join('|');
  return preparedOnce(db, key, () => {
    const like = sql.placeholder('like');
    const whereFor = (t: typeof companies | typeof counted) =>
      whereAll(
        scoped ? eq(t.id, sql.placeholder('scope')) : undefined,
        activeFilter(t.active, q.active),
        q.searchValue ? or(...SEARCHED.map((k) => ilike(t[k], like))) : undefined,
        q.kind ? eq(t.kind, sql.placeholder('kind')) : undefined,
        q.country ? eq(t.country, sql.placeholder('country')) : undefined,
      );
    // The total rides along as an uncorrelated subquery: computed once, in the same round trip.
    const total = sql<number>`(${db.select(countAll).from(counted).where(whereFor(counted))})`;
    const name = `companies_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
    return {
      page: db
        .select({ ...recordColumns, total })
        .from(companies)
        .leftJoin(parent, eq(parent.id, companies.parentCompanyId))
        .where(whereFor(companies))
        .orderBy(...orderOf(q, SORTABLE, companies.name), companies.id)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_p`),
      count: db.select(countAll).from(companies).where(whereFor(companies)).prepare(`${name}_c`),
    };
  });
}

export async function listCompanies(
  db: Db,
  q: CompanyListQuery,
  scopeCompanyId: number | null | undefined,
): Promise<{ rows: CompanyRecord[]; total: number }> {
  const { page, count } = listStatements(db, q, scopeCompanyId !== undefined);
  const params = {
    scope: scopeCompanyId ?? -1,
    like: q.searchValue ? containsPattern(q.searchValue) : undefined,
    kind: q.kind,
    country: q.country?.toUpperCase(),
    limit: q.pageSize,
    offset: offsetOf(q),
  };
  const rows = await page.execute(params);
  // Past the last page there is no row to carry the total; only then is it counted apart.
  const total = rows[0]?.total ?? (q.pageNum > 1 ? ((await count.execute(params))[0]?.total ?? 0) : 0);
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
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

export async function updateCompany(
  db: DbOrTx,
  id: number,
  values: Partial<CompanyInput> & { active?: boolean; approved?: boolean },
  at: Date,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: at })
    .where(eq(companies.id, id));
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
