import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern, statementCache } from '../../platform/listing.js';

/**
 * The nomination list's search, first step: the barges, companies and products whose names (or
 * IMO) contain it, from small tables in one statement; the list then matches nominations by those
 * ids (nominations.repository.ts filtersOf). Apart so the list's file stays short.
 */
export interface SearchMatches {
  pattern: string;
  ships: number[];
  companies: number[];
  products: number[];
}

const matchesQuery = (db: Db) =>
  db
    .select({
      ships: sql<
        number[]
      >`ARRAY(SELECT id FROM ships WHERE name ILIKE ${sql.placeholder('pattern')} OR imo ILIKE ${sql.placeholder('pattern')})`,
      companies: sql<number[]>`ARRAY(SELECT id FROM companies WHERE name ILIKE ${sql.placeholder('pattern')})`,
      products: sql<number[]>`ARRAY(SELECT id FROM products WHERE name ILIKE ${sql.placeholder('pattern')})`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('');
const matchesStatement = statementCache<ReturnType<typeof matchesQuery>>();

export async function searchMatches(db: Db, search: string): Promise<SearchMatches> {
  const pattern = containsPattern(search);
  const [row] = await matchesStatement(db, '', () => matchesQuery(db)).execute({ pattern });
  return { pattern, ships: row?.ships ?? [], companies: row?.companies ?? [], products: row?.products ?? [] };
}
