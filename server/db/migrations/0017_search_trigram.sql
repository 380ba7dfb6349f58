-- The nomination list's search matches custom codes anywhere in the text (ILIKE '%…%'): a trigram
-- index serves that. pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may add it;
-- where the migrating user may not, the search still works, reading the table.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS nominations_custom_code_trgm_idx ON nominations USING gin (custom_code gin_trgm_ops);
EXCEPTION
  WHEN insufficient_privilege OR undefined_file THEN RAISE NOTICE 'pg_trgm not available: %', SQLERRM;
END $$;
