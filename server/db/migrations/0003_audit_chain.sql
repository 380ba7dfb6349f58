-- The audit log is append-only and hash-chained (issue 3, DECISIONS.md §9).
-- Each row's hash covers the previous row's hash and its own content, so an edited or removed row
-- breaks the chain at that point; audit_chain_head remembers the end, so a removed tail shows too.
CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"last_id" bigint NOT NULL DEFAULT 0,
	"last_hash" varchar(64),
	"rows" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION audit_hash(r audit_log) RETURNS varchar(64) LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.prev_hash, r.id, extract(epoch FROM r.at)::text, r.user_id, r.user_name, r.role, r.action,
    r.entity, r.entity_id, r.before, r.after, r.ip, r.request_id)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
DO $$
DECLARE r audit_log; prev varchar(64); n bigint := 0; last bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    r.prev_hash := prev;
    UPDATE audit_log SET prev_hash = prev, hash = audit_hash(r) WHERE id = r.id RETURNING hash INTO prev;
    n := n + 1;
    last := r.id;
  END LOOP;
  UPDATE audit_chain_head SET last_id = last, last_hash = prev, rows = n WHERE id = 1;
END $$;--> statement-breakpoint
-- Ids are drawn under the head's row lock, so id order is chain order even with concurrent writers.
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE head audit_chain_head;
BEGIN
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  NEW.id := nextval('audit_log_id_seq');
  NEW.prev_hash := head.last_hash;
  NEW.hash := audit_hash(NEW);
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash, rows = head.rows + 1 WHERE id = 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_chain();--> statement-breakpoint
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();--> statement-breakpoint
-- The application's own role: everything it needs, but only SELECT and INSERT on the audit log.
-- Creating a role needs CREATEROLE; where the migrating user lacks it, the triggers above still hold.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'berth_app') THEN
    CREATE ROLE berth_app NOLOGIN;
  END IF;
  EXECUTE format('GRANT berth_app TO %I', current_user);
EXCEPTION
  WHEN duplicate_object THEN NULL;
  WHEN insufficient_privilege THEN RAISE NOTICE 'berth_app role not set up: %', SQLERRM;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'berth_app') THEN
    GRANT USAGE ON SCHEMA public TO berth_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO berth_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO berth_app;
    REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM berth_app;
    REVOKE ALL ON audit_chain_head FROM berth_app;
    GRANT SELECT ON audit_chain_head TO berth_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO berth_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO berth_app;
  END IF;
END $$;
