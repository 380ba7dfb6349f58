ALTER TABLE "audit_log" ADD COLUMN "inserted_at" timestamp with time zone;--> statement-breakpoint
-- Writers no longer take turns on the chain's head row (issue 14): a row is appended as it is, and
-- a sealer chains the committed rows in id order afterwards (audit_seal below). The guarantees hold:
-- rows are never changed or removed (the one change allowed is sealing, once, with the right
-- hashes, in order); verify covers what is sealed and counts what is pending; chain order is id order.
CREATE OR REPLACE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  NEW.inserted_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
-- A row changes once: from unsealed to sealed, nothing but its two hashes, and only inside
-- audit_seal (only the owner may UPDATE at all; the application role may not). Every other change or
-- removal is refused. Whether the hashes are right is what /api/audit/verify recomputes.
CREATE FUNCTION audit_refuse_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND NEW.hash IS NOT NULL AND current_setting('berth.sealing', true) = 'on'
     AND (OLD.id, OLD.at, OLD.user_id, OLD.user_name, OLD.role, OLD.action, OLD.entity, OLD.entity_id, OLD.ip,
          OLD.request_id, OLD.inserted_at, OLD.before::text, OLD.after::text)
         IS NOT DISTINCT FROM
         (NEW.id, NEW.at, NEW.user_id, NEW.user_name, NEW.role, NEW.action, NEW.entity, NEW.entity_id, NEW.ip,
          NEW.request_id, NEW.inserted_at, NEW.before::text, NEW.after::text) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER audit_no_change ON audit_log;--> statement-breakpoint
CREATE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_refuse_row_change();--> statement-breakpoint
-- Seals the committed rows after the chain's end, in id order, up to max_rows; one sealer at a time
-- (the others return 0 at once). A missing id is a row still being written, or one rolled back: the
-- sealer stops before it while any transaction that began before the next row was written is still
-- open, so that a late row can never land before the end of the chain.
CREATE FUNCTION audit_seal(max_rows integer DEFAULT 5000) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE head audit_chain_head; r audit_log; oldest timestamptz; expected bigint; prev varchar(64); n integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727003) THEN RETURN 0; END IF;
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  SELECT min(xact_start) INTO oldest FROM pg_stat_activity
    WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid();
  expected := head.last_id + 1;
  prev := head.last_hash;
  PERFORM set_config('berth.sealing', 'on', true);
  FOR r IN SELECT * FROM audit_log WHERE id > head.last_id ORDER BY id LIMIT max_rows LOOP
    EXIT WHEN r.id <> expected AND oldest IS NOT NULL AND oldest <= r.inserted_at;
    r.prev_hash := prev;
    prev := audit_hash(r);
    UPDATE audit_log SET prev_hash = r.prev_hash, hash = prev WHERE id = r.id;
    expected := r.id + 1;
    n := n + 1;
  END LOOP;
  PERFORM set_config('berth.sealing', 'off', true);
  IF n > 0 THEN
    UPDATE audit_chain_head SET last_id = expected - 1, last_hash = prev, rows = head.rows + n WHERE id = 1;
  END IF;
  RETURN n;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION audit_seal(integer) FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'berth_app') THEN
    GRANT EXECUTE ON FUNCTION audit_seal(integer) TO berth_app;
  END IF;
END $$;
